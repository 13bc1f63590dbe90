// One real HTTP exchange over node:http(s), with what WeChat's network APIs report on the way:
// response headers with their original case (res.header), progress both ways, chunks, a total
// timeout and abort.
import http from 'node:http'
import https from 'node:https'

/** Why an exchange failed, in WeChat's words where it has them ('timeout', 'abort'). */
export class HttpFailure extends Error {}

export interface HttpHead {
  statusCode: number
  /** Header names as the server wrote them; repeated headers joined with ', '. */
  header: Record<string, string>
  cookies: string[]
}

export interface HttpResult extends HttpHead {
  body: Buffer
}

export interface HttpExchange {
  url: URL
  method: string
  headers: Record<string, string>
  body?: Buffer
  timeoutMs: number
  signal: AbortSignal
  onHeaders?(head: HttpHead): void
  onChunk?(chunk: Buffer, received: number, expected: number): void
  onUploadProgress?(sent: number, total: number): void
}

const UPLOAD_PIECE_BYTES = 64 * 1024

function readHead(response: http.IncomingMessage): HttpHead {
  const header: Record<string, string> = {}
  const cookies: string[] = []
  const raw = response.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    const [name, value] = [raw[i], raw[i + 1]]
    if (name.toLowerCase() === 'set-cookie') cookies.push(value)
    header[name] = name in header ? `${header[name]}, ${value}` : value
  }
  return { statusCode: response.statusCode ?? 0, header, cookies }
}

export function exchange(request: HttpExchange): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    if (request.signal.aborted) {
      reject(new HttpFailure('abort'))
      return
    }
    const transport = request.url.protocol === 'https:' ? https : http
    const body = request.body ?? Buffer.alloc(0)
    const headers = request.body ? { ...request.headers, 'Content-Length': String(body.length) } : request.headers
    const outgoing = transport.request(request.url, { method: request.method, headers })
    let settled = false
    const finish = (failure: HttpFailure | null, result?: HttpResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.signal.removeEventListener('abort', onAbort)
      if (failure) {
        outgoing.destroy()
        reject(failure)
      } else if (result) resolve(result)
    }
    const onAbort = () => finish(new HttpFailure('abort'))
    request.signal.addEventListener('abort', onAbort)
    const timer = setTimeout(() => finish(new HttpFailure('timeout')), request.timeoutMs)

    outgoing.on('error', (error) => finish(new HttpFailure(error.message)))
    outgoing.on('response', (response) => {
      const head = readHead(response)
      request.onHeaders?.(head)
      const expected = Number(response.headers['content-length'] ?? 0)
      const chunks: Buffer[] = []
      let received = 0
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        received += chunk.length
        request.onChunk?.(chunk, received, expected)
      })
      response.on('error', (error) => finish(new HttpFailure(error.message)))
      response.on('end', () => finish(null, { ...head, body: Buffer.concat(chunks) }))
    })

    // The body goes in pieces so that an upload reports its progress as WeChat's does.
    let sent = 0
    const writeNext = () => {
      if (settled) return
      if (sent >= body.length) {
        outgoing.end()
        return
      }
      const piece = body.subarray(sent, sent + UPLOAD_PIECE_BYTES)
      outgoing.write(piece, () => {
        sent += piece.length
        request.onUploadProgress?.(sent, body.length)
        writeNext()
      })
    }
    writeNext()
  })
}
