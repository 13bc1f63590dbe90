// `npm start`: build whatever is missing or out of date, then serve the H5 client and the API
// from one process on PORT (default 8080). With no configuration the server creates an SQLite
// file under data/ and seeds demo content.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isStale } from './lib/freshness.mjs'
import { run } from './lib/run.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const at = (...p) => path.join(root, ...p)

async function buildIfStale(label, output, sources, cmd, args) {
  if (!isStale(output, sources)) return
  console.log(`[start] building ${label} …`)
  const code = await run(cmd, args, { cwd: root })
  if (code !== 0) {
    console.error(`[start] building ${label} failed (exit ${code})`)
    process.exit(code)
  }
}

await buildIfStale('the API server', at('server/dist/main.js'), [at('server/src'), at('server/tsconfig.build.json')],
  'npm', ['run', 'build', '-w', 'server'])
await buildIfStale('the H5 client', at('dist/h5/index.html'),
  [at('src'), at('config'), at('babel.config.js'), at('.env.production'), at('package.json')],
  'npm', ['run', 'build:h5'])

await import(pathToFileURL(at('server/dist/main.js')).href)
