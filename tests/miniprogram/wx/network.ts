// wx.request, wx.uploadFile and wx.downloadFile: real HTTP to the URL the app gives (the test
// server), with the request shaping, results and errMsgs of WeChat's client.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { WxCallOptions } from '../types'
import { exchange, HttpFailure } from './http'
import type { HttpHead, HttpResult } from './http'
import { checkParams, typeName, WxFailure } from './kit'
import type { WxKit } from './kit'
import { localFile, writeTempFile } from './paths'
import { IPHONE_USER_AGENT } from './system'

/** WeChat's default, and its maximum, for all three APIs. */
const DEFAULT_TIMEOUT_MS = 60_000

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4', mp4: 'video/mp4',
  txt: 'text/plain', json: 'application/json', pdf: 'application/pdf',
}

function absoluteUrl(url: string): URL {
  // WeChat takes only absolute http(s) URLs; a relative one is the classic errno 600009.
  if (/^https?:\/\/[^/]/i.test(url)) {
    try {
      return new URL(url)
    } catch {
      // falls through to the same failure as a relative URL
    }
  }
  throw new WxFailure(`invalid url "${url}"`, 600009)
}

function lookupHeader(header: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(header).find((k) => k.toLowerCase() === name)
  return key === undefined ? undefined : header[key]
}

/**
 * The headers as WeChat sends them: values as strings, Referer replaced by WeChat's own (an app
 * cannot set it), and the client's User-Agent.
 */
function wechatHeaders(kit: WxKit, appHeader: unknown): Record<string, string> {
  const header: Record<string, string> = {}
  for (const [name, value] of Object.entries((appHeader ?? {}) as Record<string, unknown>)) {
    if (name.toLowerCase() !== 'referer') header[name] = String(value)
  }
  header.Referer = `https://servicewechat.com/${kit.appId}/0/page-frame.html`
  if (lookupHeader(header, 'user-agent') === undefined) header['User-Agent'] = IPHONE_USER_AGENT
  return header
}

function failureOf(error: unknown): never {
  if (error instanceof HttpFailure) throw new WxFailure(error.message)
  throw error
}

function queryString(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
}

function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
}

type Listener = (res: unknown) => void

/** on/off pairs of a task (`onHeadersReceived`, `offHeadersReceived` …). */
function listenerPair(kit: WxKit, listeners: Set<Listener>) {
  return {
    on: (listener: Listener) => {
      if (typeof listener === 'function') listeners.add(listener)
    },
    // Without an argument WeChat removes every listener of the event.
    off: (listener?: Listener) => (listener ? listeners.delete(listener) : listeners.clear()),
    emit: (res: unknown) => {
      for (const listener of [...listeners]) kit.scheduler.soon(() => kit.callApp(listener, res))
    },
  }
}

function headersEvent(head: HttpHead) {
  return { header: head.header, statusCode: head.statusCode, cookies: head.cookies }
}

function encodeBody(method: string, url: URL, data: unknown, header: Record<string, string>): Buffer | undefined {
  const kind = typeName(data)
  if (data === undefined || data === null || data === '') return undefined
  if (kind === 'Function') throw new WxFailure('data should not be Function')
  if (method === 'GET') {
    // GET data goes into the query string; the request has no body.
    const query = kind === 'String' ? String(data) : queryString(data as Record<string, unknown>)
    url.search = url.search ? `${url.search}&${query}` : query
    return undefined
  }
  if (kind === 'ArrayBuffer') return Buffer.from(data as ArrayBuffer)
  if (kind === 'String') return Buffer.from(data as string)
  const contentType = lookupHeader(header, 'content-type') ?? ''
  if (contentType.includes('application/x-www-form-urlencoded')) return Buffer.from(queryString(data as Record<string, unknown>))
  return Buffer.from(JSON.stringify(data))
}

const METHODS = ['OPTIONS', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'TRACE', 'CONNECT']

/** The task that request, uploadFile and downloadFile return: abort, and its two kinds of listeners. */
function networkTask(kit: WxKit, label: string, stream: 'ChunkReceived' | 'ProgressUpdate') {
  const controller = new AbortController()
  const headers = listenerPair(kit, new Set())
  const events = listenerPair(kit, new Set())
  const task = kit.recorded(label, {
    abort: () => controller.abort(),
    onHeadersReceived: headers.on,
    offHeadersReceived: headers.off,
    [`on${stream}`]: events.on,
    [`off${stream}`]: events.off,
  })
  // dispose() of the runtime cuts the exchange too.
  return { task, headers, events, signal: AbortSignal.any([controller.signal, kit.scheduler.signal]) }
}

function request(kit: WxKit, options: WxCallOptions = {}) {
  const { task, headers, events: chunks, signal } = networkTask(kit, 'RequestTask', 'ChunkReceived')

  const send = async (): Promise<object> => {
    checkParams(options, { url: 'String' }, { header: 'Object', method: 'String', timeout: 'Number', dataType: 'String', responseType: 'String' })
    const url = absoluteUrl(options.url as string)
    const method = String(options.method ?? 'GET').toUpperCase()
    if (!METHODS.includes(method)) throw new WxFailure(`parameter error: parameter.method should be one of ${METHODS.join(', ')};`)
    const header = wechatHeaders(kit, options.header)
    if (lookupHeader(header, 'content-type') === undefined) header['content-type'] = 'application/json'
    const body = encodeBody(method, url, options.data, header)
    const result = await exchange({
      url,
      method,
      headers: header,
      body,
      timeoutMs: (options.timeout as number | undefined) ?? DEFAULT_TIMEOUT_MS,
      signal,
      onHeaders: (head) => headers.emit(headersEvent(head)),
      onChunk: options.enableChunked ? (chunk) => chunks.emit({ data: toArrayBuffer(chunk) }) : undefined,
    }).catch(failureOf)
    return { data: responseData(options, result), statusCode: result.statusCode, header: result.header, cookies: result.cookies }
  }
  kit.settle('request', options, send())
  return task
}

function responseData(options: WxCallOptions, result: HttpResult): unknown {
  if (options.responseType === 'arraybuffer') return toArrayBuffer(result.body)
  const text = result.body.toString('utf8')
  if ((options.dataType ?? 'json') !== 'json') return text
  // dataType json: WeChat tries JSON.parse and keeps the text when it is no JSON.
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function multipartBody(boundary: string, fields: Record<string, unknown>, file: { name: string; fileName: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`))
  }
  const extension = path.extname(file.fileName).slice(1).toLowerCase()
  const type = MIME_BY_EXTENSION[extension] ?? 'application/octet-stream'
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\nContent-Type: ${type}\r\n\r\n`))
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`))
  return Buffer.concat(parts)
}

function progressPercent(done: number, total: number): number {
  return total > 0 ? Math.floor((done / total) * 100) : 0
}

function uploadFile(kit: WxKit, options: WxCallOptions = {}) {
  const { task, headers, events: progress, signal } = networkTask(kit, 'UploadTask', 'ProgressUpdate')

  const send = async (): Promise<object> => {
    checkParams(options, { url: 'String', filePath: 'String', name: 'String' }, { header: 'Object', formData: 'Object', timeout: 'Number' })
    const url = absoluteUrl(options.url as string)
    const filePath = options.filePath as string
    const file = localFile(kit, filePath)
    if (!file || !existsSync(file.real)) throw new WxFailure(`file not found ${filePath}`)
    const boundary = `----WeChatTestRuntime${Date.now().toString(16)}`
    const header = wechatHeaders(kit, options.header)
    for (const name of Object.keys(header)) if (name.toLowerCase() === 'content-type') delete header[name]
    header['Content-Type'] = `multipart/form-data; boundary=${boundary}`
    const body = multipartBody(boundary, (options.formData ?? {}) as Record<string, unknown>, {
      name: options.name as string,
      fileName: path.basename(file.real),
      bytes: readFileSync(file.real),
    })
    const result = await exchange({
      url,
      method: 'POST',
      headers: header,
      body,
      timeoutMs: (options.timeout as number | undefined) ?? DEFAULT_TIMEOUT_MS,
      signal,
      onHeaders: (head) => headers.emit(headersEvent(head)),
      onUploadProgress: (sent, total) =>
        progress.emit({ progress: progressPercent(sent, total), totalBytesSent: sent, totalBytesExpectedToSend: total }),
    }).catch(failureOf)
    // uploadFile answers the body as text, whatever it is.
    return { data: result.body.toString('utf8'), statusCode: result.statusCode }
  }
  kit.settle('uploadFile', options, send())
  return task
}

function temporaryExtension(url: URL, contentType: string | undefined): string {
  const fromPath = path.extname(url.pathname).slice(1).toLowerCase()
  if (/^[a-z0-9]{1,5}$/.test(fromPath)) return fromPath
  const type = contentType?.split(';')[0].trim()
  return Object.entries(MIME_BY_EXTENSION).find(([, mime]) => mime === type)?.[0] ?? ''
}

function downloadFile(kit: WxKit, options: WxCallOptions = {}) {
  const { task, headers, events: progress, signal } = networkTask(kit, 'DownloadTask', 'ProgressUpdate')

  const send = async (): Promise<object> => {
    checkParams(options, { url: 'String' }, { header: 'Object', timeout: 'Number', filePath: 'String' })
    const url = absoluteUrl(options.url as string)
    const target = options.filePath === undefined ? null : localFile(kit, options.filePath as string)
    if (options.filePath !== undefined && !target?.writable) throw new WxFailure(`permission denied, open ${String(options.filePath)}`)
    const result = await exchange({
      url,
      method: 'GET',
      headers: wechatHeaders(kit, options.header),
      timeoutMs: (options.timeout as number | undefined) ?? DEFAULT_TIMEOUT_MS,
      signal,
      onHeaders: (head) => headers.emit(headersEvent(head)),
      onChunk: (_chunk, received, expected) =>
        progress.emit({ progress: progressPercent(received, expected), totalBytesWritten: received, totalBytesExpectedToWrite: expected }),
    }).catch(failureOf)
    // WeChat keeps the file of a 200 or 304 only: other answers come without a path.
    if (result.statusCode !== 200 && result.statusCode !== 304) return { statusCode: result.statusCode }
    if (target) {
      if (!existsSync(path.dirname(target.real))) throw new WxFailure(`no such file or directory, open ${String(options.filePath)}`)
      writeFileSync(target.real, result.body)
      return { filePath: options.filePath, statusCode: result.statusCode }
    }
    const extension = temporaryExtension(url, lookupHeader(result.header, 'content-type'))
    return { tempFilePath: writeTempFile(kit, extension, result.body), statusCode: result.statusCode }
  }
  kit.settle('downloadFile', options, send())
  return task
}

export function networkApis(kit: WxKit) {
  return {
    request: (options?: WxCallOptions) => request(kit, options),
    uploadFile: (options?: WxCallOptions) => uploadFile(kit, options),
    downloadFile: (options?: WxCallOptions) => downloadFile(kit, options),
  }
}
