// Sizes of the mini-program build as WeChat counts them: the main package is everything
// outside the subpackage roots listed in app.json.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  subpackages?: { root: string; pages: string[] }[]
}

export function readAppJson(dir: string): AppJson {
  return JSON.parse(readFileSync(path.join(dir, 'app.json'), 'utf8')) as AppJson
}

function dirBytes(p: string): number {
  const st = statSync(p)
  if (!st.isDirectory()) return st.size
  return readdirSync(p).reduce((sum, name) => sum + dirBytes(path.join(p, name)), 0)
}

export function weappPackageSizes(dir: string) {
  const app = readAppJson(dir)
  const roots = (app.subPackages ?? app.subpackages ?? []).map((s) => s.root.replace(/\/$/, ''))
  const subPackages = roots.map((root) => ({ root, bytes: dirBytes(path.join(dir, root)) }))
  const total = dirBytes(dir)
  return { main: total - subPackages.reduce((a, s) => a + s.bytes, 0), subPackages, total }
}
