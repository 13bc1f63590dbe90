// Release builds carry no debug console (spec 9): neither the mini-program's setEnableDebug call
// nor the H5 vConsole chunk, nor the testers' API label. The markers are what the testers' builds
// (`npm run build:weapp:test`, `npm run build:h5:test`) contain: the call as minified
// (`enableDebug:!0`), the label's class, the chunk's name.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../support/harness'

function files(dir: string, ext: RegExp): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    return statSync(p).isDirectory() ? files(p, ext) : ext.test(name) ? [p] : []
  })
}

const containing = (list: string[], marker: string) =>
  list.filter((f) => readFileSync(f, 'utf8').includes(marker)).map((f) => path.relative(ROOT, f))

const weapp = files(path.join(ROOT, 'dist/weapp'), /\.(js|wxss|wxml)$/)
const h5 = files(path.join(ROOT, 'dist/h5'), /\.(js|css|html)$/)

test('the release mini-program build has no debug console and no API label', { skip: weapp.length ? false : 'dist/weapp is missing' }, () => {
  assert.deepEqual(containing(weapp, 'enableDebug:!0'), [], 'setEnableDebug is called')
  assert.deepEqual(containing(weapp, 'debug-badge'), [], 'the API label is built in')
})

test('the release H5 build has no vConsole and no API label', { skip: h5.length ? false : 'dist/h5 is missing' }, () => {
  assert.deepEqual(h5.filter((f) => /vconsole/i.test(path.basename(f))).map((f) => path.relative(ROOT, f)), [], 'a vConsole chunk is emitted')
  assert.deepEqual(containing(h5, 'VConsole'), [], 'vConsole is bundled')
  assert.deepEqual(containing(h5, 'debug-badge'), [], 'the API label is built in')
})
