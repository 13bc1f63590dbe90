// Decides whether a build output is older than its sources, so `npm start` rebuilds only what changed.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SKIP = new Set(['node_modules', 'dist', '.git', 'data'])

/** Newest modification time (ms) of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0
  const walk = (p) => {
    if (!existsSync(p)) return
    const st = statSync(p)
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (!SKIP.has(name)) walk(path.join(p, name))
    } else if (st.mtimeMs > newest) newest = st.mtimeMs
  }
  paths.forEach(walk)
  return newest
}

/** True when `output` is missing or older than the newest file among `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true
  return statSync(output).mtimeMs < newestMtime(sources)
}
