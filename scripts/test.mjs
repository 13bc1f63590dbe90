// `npm test`: every check that needs no WeChat DevTools, in order, with one closing line
// `N passed, N failed, N skipped` counted over all suites (CI reads that line).
//
//   npm test                     everything (builds included)
//   npm test -- unit server      only the named steps, in this order:
//                                  unit       client unit tests (Jest)
//                                  routes     generated pages in step with src/routes/table.ts (gen-pages --check)
//                                  lint       ESLint (`npm run lint`)
//                                  server     server tests (node:test)
//                                  typecheck  tsc, client and server
//                                  build      server, H5 and weapp builds
//                                  weapp      checks of the weapp build output
//                                  e2e        end-to-end: the H5 build in Chromium against the built server
//                                  automator  the mini-program suite: automator against the test runtime
//                                             (tests/miniprogram), or the WeChat DevTools when
//                                             WECHAT_DEVTOOLS_CLI is set
//   SKIP_BUILD=1 npm test        reuse dist/ from an earlier build
//
// A command step (routes, lint, typecheck, a build) is one check. A test step counts its tests
// one by one: for node:test, the leaves of the test tree (scripts/lib/count-reporter.mjs), so a
// suite is not a test of its own, and skipped tests count one by one when they are reported.
import { mkdtempSync, readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { run } from './lib/run.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tmp = mkdtempSync(path.join(os.tmpdir(), 'xinzhan-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const summary = []

function findTests(dir, suffix) {
  const out = []
  const walk = (d) => {
    if (!existsSync(d)) return
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (name.endsWith(suffix)) out.push(p)
    }
  }
  walk(dir)
  return out
}

function record(name, passed, failed, skipped) {
  totals.passed += passed
  totals.failed += failed
  totals.skipped += skipped
  summary.push(`${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`)
}

/** A command whose success is one check (builds, typecheck). */
async function check(name, cmd, args, opts = {}) {
  console.log(`\n━━ ${name}`)
  const code = await run(cmd, args, { cwd: root, ...opts })
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0)
  return code === 0
}

async function jest(name) {
  console.log(`\n━━ ${name}`)
  const out = path.join(tmp, 'jest.json')
  const code = await run('npx', ['jest', '--ci', '--json', `--outputFile=${out}`], { cwd: root })
  if (!existsSync(out)) return record(name, 0, 1, 0)
  const r = JSON.parse(readFileSync(out, 'utf8'))
  // A suite that fails to load has no tests but must still fail the run.
  const broken = r.numRuntimeErrorTestSuites + (code !== 0 && r.numFailedTests === 0 ? 1 : 0)
  record(name, r.numPassedTests, r.numFailedTests + broken, r.numPendingTests + r.numTodoTests)
}

const countReporter = pathToFileURL(path.join(root, 'scripts/lib/count-reporter.mjs')).href

async function nodeTests(name, files, { cwd = root, env, concurrency = 1 } = {}) {
  console.log(`\n━━ ${name}`)
  if (files.length === 0) return record(name, 0, 1, 0)
  const out = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`)
  const code = await run('node', ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${countReporter}`, `--test-reporter-destination=${out}`, ...files], { cwd, env })
  let counts = null
  try {
    counts = JSON.parse(readFileSync(out, 'utf8'))
  } catch {
    // No counts: the run died before its end (counted as one failure below).
  }
  const failed = counts?.failed ?? 0
  // A run without counts, or that exits non-zero without a counted failure (a crash, a dead
  // child), still fails.
  record(name, counts?.passed ?? 0, failed || (code !== 0 || !counts ? 1 : 0), counts?.skipped ?? 0)
  if (counts?.skippedSuites?.length) {
    summary.push(`     ${counts.skippedSuites.length} skipped suite(s) counted once each (their tests are not reported): ${counts.skippedSuites.join('; ')}`)
  }
}

function miniprogramApiBase() {
  const { port } = JSON.parse(readFileSync(path.join(root, 'tests/miniprogram/api-port.json'), 'utf8'))
  return `http://127.0.0.1:${process.env.AUTOMATOR_API_PORT ?? port}/api`
}

const STEPS = ['unit', 'routes', 'lint', 'server', 'typecheck', 'build', 'weapp', 'e2e', 'automator']
const wanted = new Set(process.argv.slice(2))
const unknown = [...wanted].filter((step) => !STEPS.includes(step))
if (unknown.length) {
  // A misspelt step would run nothing and pass.
  console.error(`unknown step(s): ${unknown.join(', ')}; steps are ${STEPS.join(', ')}`)
  process.exit(2)
}
const want = (step) => wanted.size === 0 || wanted.has(step)
const skipBuild = process.env.SKIP_BUILD === '1'

if (want('unit')) await jest('client unit tests')
// Fast checks early, so they fail before the long steps.
if (want('routes')) await check('routes: generated pages match the route table', 'node', ['scripts/gen-pages.mjs', '--check'])
if (want('lint')) await check('lint', 'npm', ['run', 'lint'])
// Server test files share nothing (each builds its app on its own scratch database, fakes and
// servers on free ports), so two run at once: about a fifth faster on two cores.
if (want('server')) await nodeTests('server tests', findTests(path.join(root, 'server/test'), '.test.ts'), { cwd: path.join(root, 'server'), concurrency: 2 })
if (want('typecheck')) await check('typecheck', 'npm', ['run', 'typecheck'])
if (want('build') && !skipBuild) {
  await check('build: server', 'npm', ['run', 'build:server'])
  await check('build: H5', 'npm', ['run', 'build:h5'])
  // The mini-program carries its API address: the one the mini-program suite serves the API on.
  await check('build: weapp', 'npx', ['taro', 'build', '--type', 'weapp'], { env: { TARO_APP_API_BASE: miniprogramApiBase() } })
}
if (want('weapp')) await nodeTests('weapp output', findTests(path.join(root, 'tests/weapp'), '.test.ts'))
if (want('e2e')) await nodeTests('end-to-end (H5 in Chromium)', findTests(path.join(root, 'tests/e2e'), '.test.ts'))
if (want('automator')) {
  await nodeTests('mini-program (automator against the test runtime, or the WeChat DevTools)', [
    ...findTests(path.join(root, 'tests/miniprogram'), '.test.ts'),
    ...findTests(path.join(root, 'tests/automator'), '.test.ts'),
  ])
}

console.log('\n' + summary.join('\n'))
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
