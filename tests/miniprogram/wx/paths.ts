// WeChat's file paths and the real files behind them. The test device is an iPhone, whose paths are
// `wxfile://tmp_…` (temp files) and `wxfile://usr/…` (wx.env.USER_DATA_PATH); the devtools forms
// `http://tmp/…` and `http://usr/…` name the same files. All live in host.fileDir; package files
// (`/assets/logo.png`) are read from dist/weapp when the runtime gave it.
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { WxKit } from './kit'

export const USER_DATA_PATH = 'wxfile://usr'

const USER_PREFIXES = ['wxfile://usr/', 'http://usr/']
const TEMP_PREFIXES = ['wxfile://', 'http://tmp/']

export interface LocalFile {
  /** The path on this machine. */
  real: string
  /** Only files under USER_DATA_PATH may be written, as in WeChat. */
  writable: boolean
}

/** Directory of the USER_DATA_PATH files; created with the runtime, as WeChat's always exists. */
export function userDataDir(fileDir: string): string {
  return path.join(fileDir, 'usr')
}

function inside(root: string, rest: string): string | null {
  const real = path.resolve(root, rest)
  return real === root || real.startsWith(root + path.sep) ? real : null
}

/**
 * The real file behind a WeChat path, or null when it names no local file of this runtime (a
 * network URL, or a path that climbs out of its root). `pageDir` resolves package paths without
 * a leading slash, as an image `src` is resolved against its page. A package path fails through
 * host.unimplemented when the runtime did not give dist/weapp.
 */
export function localFile(kit: WxKit, wechatPath: string, pageDir = ''): LocalFile | null {
  const userPrefix = USER_PREFIXES.find((prefix) => wechatPath.startsWith(prefix))
  if (userPrefix) {
    const real = inside(userDataDir(kit.host.fileDir), wechatPath.slice(userPrefix.length))
    return real === null ? null : { real, writable: true }
  }
  if (wechatPath === USER_DATA_PATH || wechatPath === 'http://usr') return { real: userDataDir(kit.host.fileDir), writable: true }
  const tempPrefix = TEMP_PREFIXES.find((prefix) => wechatPath.startsWith(prefix))
  if (tempPrefix) {
    const real = inside(path.resolve(kit.host.fileDir), wechatPath.slice(tempPrefix.length))
    return real === null ? null : { real, writable: false }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(wechatPath)) return null
  // A package file without the package would read as a missing file: a false finding about the app.
  if (!kit.distDir) kit.host.unimplemented(`package file ${wechatPath}: the runtime did not give dist/weapp (createWx(host, { distDir }))`)
  const fromRoot = wechatPath.startsWith('/') ? wechatPath.slice(1) : path.posix.join(pageDir, wechatPath)
  const real = inside(path.resolve(kit.distDir), fromRoot)
  return real === null ? null : { real, writable: false }
}

/** Writes a new temp file as WeChat names them (`wxfile://tmp_<hex>.<ext>`) and returns its WeChat path. */
export function writeTempFile(kit: WxKit, extension: string, bytes: Uint8Array): string {
  const name = `tmp_${randomBytes(8).toString('hex')}${extension ? `.${extension}` : ''}`
  mkdirSync(kit.host.fileDir, { recursive: true })
  writeFileSync(path.join(kit.host.fileDir, name), bytes)
  return `wxfile://${name}`
}
