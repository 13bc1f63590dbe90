// wx.getFileSystemManager() on the real files of host.fileDir: reads of temp, user and package
// files, writes under wx.env.USER_DATA_PATH only, with WeChat's errMsgs (from its documentation of
// each method). Async methods call back; their Sync twins return or throw.
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { WxCallOptions } from '../types'
import { checkParams, syncApi, typeName, WxFailure } from './kit'
import type { WxKit } from './kit'
import { localFile } from './paths'
import type { LocalFile } from './paths'

/** Every method of WeChat's FileSystemManager (from Taro's type of it). */
const FILE_SYSTEM_METHODS = [
  'access', 'accessSync', 'appendFile', 'appendFileSync', 'close', 'closeSync', 'copyFile', 'copyFileSync',
  'fstat', 'fstatSync', 'ftruncate', 'ftruncateSync', 'getFileInfo', 'getSavedFileList', 'mkdir', 'mkdirSync',
  'open', 'openSync', 'read', 'readCompressedFile', 'readCompressedFileSync', 'readFile', 'readFileSync',
  'readSync', 'readZipEntry', 'readdir', 'readdirSync', 'removeSavedFile', 'rename', 'renameSync', 'rmdir',
  'rmdirSync', 'saveFile', 'saveFileSync', 'stat', 'statSync', 'truncate', 'truncateSync', 'unlink',
  'unlinkSync', 'unzip', 'write', 'writeFile', 'writeFileSync', 'writeSync',
]

/** WeChat's encodings and Node's names for them. */
const ENCODINGS: Record<string, BufferEncoding> = {
  ascii: 'ascii', base64: 'base64', binary: 'latin1', hex: 'hex', latin1: 'latin1',
  ucs2: 'utf16le', 'ucs-2': 'utf16le', utf16le: 'utf16le', 'utf-16le': 'utf16le', 'utf-8': 'utf8', utf8: 'utf8',
}

function nodeEncoding(encoding: unknown): BufferEncoding {
  const mapped = ENCODINGS[String(encoding)]
  if (!mapped) throw new WxFailure(`invalid encoding "${String(encoding)}"`)
  return mapped
}

function isDirectory(file: LocalFile): boolean {
  return statSync(file.real).isDirectory()
}

export function fileSystemApis(kit: WxKit) {
  const readFile = (options: WxCallOptions) => {
    checkParams(options, { filePath: 'String' }, { encoding: 'String', position: 'Number', length: 'Number' })
    const filePath = options.filePath as string
    const file = localFile(kit, filePath)
    if (!file) throw new WxFailure(`permission denied, open ${filePath}`)
    if (!existsSync(file.real)) throw new WxFailure(`no such file or directory, open ${filePath}`)
    if (isDirectory(file)) throw new WxFailure(`illegal operation on a directory, open ${filePath}`)
    const whole = readFileSync(file.real)
    const start = (options.position as number | undefined) ?? 0
    const bytes = whole.subarray(start, options.length === undefined ? undefined : start + (options.length as number))
    if (options.encoding !== undefined) return { data: bytes.toString(nodeEncoding(options.encoding)) }
    return { data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) }
  }

  const writeFile = (options: WxCallOptions) => {
    checkParams(options, { filePath: 'String' }, { encoding: 'String' })
    const filePath = options.filePath as string
    const kind = typeName(options.data)
    if (kind !== 'String' && kind !== 'ArrayBuffer') {
      throw new WxFailure(`parameter error: parameter.data should be String/ArrayBuffer instead of ${kind};`)
    }
    const file = localFile(kit, filePath)
    if (!file?.writable) throw new WxFailure(`permission denied, open ${filePath}`)
    if (!existsSync(path.dirname(file.real))) throw new WxFailure(`no such file or directory, open ${filePath}`)
    const bytes = kind === 'String' ? Buffer.from(options.data as string, nodeEncoding(options.encoding ?? 'utf8')) : Buffer.from(options.data as ArrayBuffer)
    writeFileSync(file.real, bytes)
    return {}
  }

  const access = (options: WxCallOptions) => {
    checkParams(options, { path: 'String' })
    const file = localFile(kit, options.path as string)
    if (!file || !existsSync(file.real)) throw new WxFailure(`no such file or directory ${String(options.path)}`)
    return {}
  }

  const unlink = (options: WxCallOptions) => {
    checkParams(options, { filePath: 'String' })
    const filePath = options.filePath as string
    const file = localFile(kit, filePath)
    if (!file?.writable) throw new WxFailure(`permission denied, open ${filePath}`)
    if (!existsSync(file.real)) throw new WxFailure(`no such file or directory ${filePath}`)
    if (isDirectory(file)) throw new WxFailure(`operation not permitted, unlink ${filePath}`)
    unlinkSync(file.real)
    return {}
  }

  const mkdir = (options: WxCallOptions) => {
    checkParams(options, { dirPath: 'String' }, { recursive: 'Boolean' })
    const dirPath = options.dirPath as string
    const dir = localFile(kit, dirPath)
    if (!dir?.writable) throw new WxFailure(`permission denied, open ${dirPath}`)
    if (existsSync(dir.real)) throw new WxFailure(`file already exists ${dirPath}`)
    if (!options.recursive && !existsSync(path.dirname(dir.real))) throw new WxFailure(`no such file or directory ${dirPath}`)
    mkdirSync(dir.real, { recursive: true })
    return {}
  }

  let manager: object | null = null
  const createManager = () =>
    kit.recorded('FileSystemManager', {
      ...kit.unimplementedMethods('FileSystemManager', FILE_SYSTEM_METHODS),
      readFile: kit.callbackApi('readFile', readFile),
      readFileSync: syncApi('readFileSync', (filePath: unknown, encoding?: unknown, position?: unknown, length?: unknown) =>
        readFile({ filePath, encoding, position, length }).data),
      writeFile: kit.callbackApi('writeFile', writeFile),
      writeFileSync: syncApi('writeFileSync', (filePath: unknown, data: unknown, encoding?: unknown) => {
        writeFile({ filePath, data, encoding })
      }),
      access: kit.callbackApi('access', access),
      accessSync: syncApi('accessSync', (filePath: unknown) => {
        access({ path: filePath })
      }),
      unlink: kit.callbackApi('unlink', unlink),
      unlinkSync: syncApi('unlinkSync', (filePath: unknown) => {
        unlink({ filePath })
      }),
      mkdir: kit.callbackApi('mkdir', mkdir),
      mkdirSync: syncApi('mkdirSync', (dirPath: unknown, recursive?: unknown) => {
        mkdir({ dirPath, recursive })
      }),
    })

  return {
    getFileSystemManager: () => (manager ??= createManager()),
  }
}
