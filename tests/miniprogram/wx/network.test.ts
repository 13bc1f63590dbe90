// request, uploadFile and downloadFile against a real HTTP server on a free port.
import assert from 'node:assert/strict'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { after, afterEach, before, beforeEach, describe, it } from 'node:test'
import { createRig, invoke, startServer } from './test-support'
import type { TestRig, TestServer } from './test-support'

let server: TestServer
let rig: TestRig

before(async () => {
  server = await startServer({
    '/echo': (request, body, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'X-Trace-Id': 'abc', 'Set-Cookie': ['a=1', 'b=2'] })
      response.end(JSON.stringify({ method: request.method, url: request.url, body: body.toString('utf8') }))
    },
    '/text': (_request, _body, response) => response.writeHead(200, { 'Content-Type': 'text/plain' }).end('plain words'),
    '/bytes': (_request, _body, response) => response.writeHead(200).end(Buffer.from([1, 2, 3, 250])),
    '/slow': (_request, _body, response) => {
      setTimeout(() => response.writeHead(200).end('late'), 1000).unref()
    },
    '/upload': async (request, body, response) => {
      // The server reads the multipart body with a real parser (undici's FormData).
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData()
      const file = form.get('avatar') as File
      response.writeHead(201, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ userId: form.get('userId'), fileName: file.name, fileType: file.type, size: file.size }))
    },
    '/logo.png': (_request, _body, response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from('PNGBYTES')),
    '/download': (_request, _body, response) => response.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4 test'),
  })
})
after(() => server.close())
beforeEach(() => (rig = createRig()))
afterEach(() => rig.close())

describe('wx.request', () => {
  it('GETs with data as the query string and parses JSON', async () => {
    const call = await invoke(rig.wx.request, { url: `${server.origin}/echo?page=1`, data: { size: 10, q: '心 栈' } })
    assert.equal(call.outcome, 'success')
    assert.equal(call.res.errMsg, 'request:ok')
    assert.equal(call.res.statusCode, 200)
    assert.deepEqual(call.res.data, { method: 'GET', url: '/echo?page=1&size=10&q=%E5%BF%83%20%E6%A0%88', body: '' })
  })

  it('POSTs an object as JSON, or as a form when the content-type says so', async () => {
    const json = await invoke(rig.wx.request, { url: `${server.origin}/echo`, method: 'POST', data: { a: 1 } })
    assert.equal(json.res.data.body, '{"a":1}')
    assert.equal(server.received.at(-1)?.headers['content-type'], 'application/json')
    const form = await invoke(rig.wx.request, {
      url: `${server.origin}/echo`,
      method: 'put',
      header: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: { a: 1, b: 'x y' },
    })
    assert.deepEqual([form.res.data.method, form.res.data.body], ['PUT', 'a=1&b=x%20y'])
  })

  it("answers the server's headers with their case, the cookies, and WeChat's Referer", async () => {
    const call = await invoke(rig.wx.request, { url: `${server.origin}/echo`, header: { Referer: 'https://forged.example', 'X-Token': 7 } })
    assert.equal(call.res.header['X-Trace-Id'], 'abc')
    assert.deepEqual(call.res.cookies, ['a=1', 'b=2'])
    const seen = server.received.at(-1)?.headers
    assert.equal(seen?.referer, 'https://servicewechat.com/wx_mini_test/0/page-frame.html')
    assert.equal(seen?.['x-token'], '7')
    assert.match(seen?.['user-agent'] ?? '', /MicroMessenger/)
  })

  it('keeps text that is no JSON, and gives an ArrayBuffer for responseType arraybuffer', async () => {
    const text = await invoke(rig.wx.request, { url: `${server.origin}/text` })
    assert.equal(text.res.data, 'plain words')
    const bytes = await invoke(rig.wx.request, { url: `${server.origin}/bytes`, responseType: 'arraybuffer' })
    assert.ok(bytes.res.data instanceof ArrayBuffer)
    assert.deepEqual([...new Uint8Array(bytes.res.data)], [1, 2, 3, 250])
    const raw = await invoke(rig.wx.request, { url: `${server.origin}/echo`, dataType: 'text' })
    assert.equal(typeof raw.res.data, 'string')
  })

  it('succeeds with the status of a 404, as WeChat does for any HTTP answer', async () => {
    const call = await invoke(rig.wx.request, { url: `${server.origin}/nowhere` })
    assert.equal(call.outcome, 'success')
    assert.equal(call.res.statusCode, 404)
  })

  it('fails a relative URL like WeChat, errno 600009', async () => {
    const call = await invoke(rig.wx.request, { url: '/api/user' })
    assert.deepEqual(call.res, { errMsg: 'request:fail invalid url "/api/user"', errno: 600009 })
  })

  it('returns its task at once: abort fails the call with request:fail abort', async () => {
    const failed = new Promise((resolve) => {
      const task = rig.wx.request({ url: `${server.origin}/slow`, fail: resolve } as never) as { abort(): void }
      task.abort()
    })
    assert.deepEqual(await failed, { errMsg: 'request:fail abort' })
  })

  it('fails after its timeout with request:fail timeout', async () => {
    const call = await invoke(rig.wx.request, { url: `${server.origin}/slow`, timeout: 50 })
    assert.deepEqual(call.res, { errMsg: 'request:fail timeout' })
  })

  it('tells onHeadersReceived listeners before the call completes', async () => {
    const events: string[] = []
    await new Promise<void>((resolve) => {
      const task = rig.wx.request({ url: `${server.origin}/echo`, complete: () => (events.push('complete'), resolve()) } as never) as {
        onHeadersReceived(listener: (res: { statusCode: number }) => void): void
      }
      task.onHeadersReceived((res) => events.push(`headers ${res.statusCode}`))
    })
    assert.deepEqual(events, ['headers 200', 'complete'])
  })
})

describe('wx.uploadFile', () => {
  it('sends the file and formData as multipart and answers the body as text', async () => {
    const localPath = path.join(rig.host.fileDir, 'tmp_avatar.png')
    writeFileSync(localPath, Buffer.from('not really a png'))
    const progress: number[] = []
    const done = new Promise<{ res: { data: string; statusCode: number; errMsg: string } }>((resolve) => {
      const task = rig.wx.uploadFile({
        url: `${server.origin}/upload`,
        filePath: 'wxfile://tmp_avatar.png',
        name: 'avatar',
        formData: { userId: 42 },
        success: (res: never) => resolve({ res }),
      } as never) as { onProgressUpdate(listener: (res: { progress: number }) => void): void }
      task.onProgressUpdate((res) => progress.push(res.progress))
    })
    const { res } = await done
    assert.equal(res.errMsg, 'uploadFile:ok')
    assert.equal(res.statusCode, 201)
    assert.equal(typeof res.data, 'string')
    assert.deepEqual(JSON.parse(res.data), { userId: '42', fileName: 'tmp_avatar.png', fileType: 'image/png', size: 16 })
    assert.equal(progress.at(-1), 100)
  })

  it('fails for a file that does not exist', async () => {
    const call = await invoke(rig.wx.uploadFile, { url: `${server.origin}/upload`, filePath: 'wxfile://tmp_gone.png', name: 'avatar' })
    assert.deepEqual(call.res, { errMsg: 'uploadFile:fail file not found wxfile://tmp_gone.png' })
  })
})

describe('wx.downloadFile', () => {
  it('writes the body to a real temp file named like WeChat names them', async () => {
    const call = await invoke(rig.wx.downloadFile, { url: `${server.origin}/logo.png` })
    assert.equal(call.res.errMsg, 'downloadFile:ok')
    assert.equal(call.res.statusCode, 200)
    assert.match(call.res.tempFilePath, /^wxfile:\/\/tmp_[0-9a-f]{16}\.png$/)
    const real = path.join(rig.host.fileDir, call.res.tempFilePath.slice('wxfile://'.length))
    assert.equal(readFileSync(real, 'utf8'), 'PNGBYTES')
  })

  it('takes the extension from the content type when the URL has none', async () => {
    const call = await invoke(rig.wx.downloadFile, { url: `${server.origin}/download` })
    assert.match(call.res.tempFilePath, /\.pdf$/)
  })

  it('saves to a USER_DATA_PATH file when filePath is given', async () => {
    const call = await invoke(rig.wx.downloadFile, { url: `${server.origin}/logo.png`, filePath: 'wxfile://usr/logo.png' })
    assert.deepEqual(call.res, { filePath: 'wxfile://usr/logo.png', statusCode: 200, errMsg: 'downloadFile:ok' })
    assert.equal(readFileSync(path.join(rig.host.fileDir, 'usr', 'logo.png'), 'utf8'), 'PNGBYTES')
  })

  it('answers a 404 with its status and no file', async () => {
    const call = await invoke(rig.wx.downloadFile, { url: `${server.origin}/missing.png` })
    assert.equal(call.outcome, 'success')
    assert.deepEqual(call.res, { statusCode: 404, errMsg: 'downloadFile:ok' })
    assert.equal(existsSync(path.join(rig.host.fileDir, 'usr', 'missing.png')), false)
  })
})
