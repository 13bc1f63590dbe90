// Real files: the camera's PNG, image sizes from headers, the album, the FileSystemManager.
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { after, afterEach, before, beforeEach, describe, it } from 'node:test'
import { solidPng } from './images'
import { createRig, invoke, startServer, Unimplemented } from './test-support'
import type { TestRig, TestServer } from './test-support'

let rig: TestRig
let server: TestServer

/** A baseline JPEG header of 64×48: SOI, an APP0 segment, then SOF0 with the size. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0])
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])])
}

before(async () => {
  server = await startServer({
    '/cover.png': (_request, _body, response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end(solidPng(33, 21, [0, 0, 0])),
    '/cover.jpg': (_request, _body, response) => response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpegHeader(64, 48)),
  })
})
after(() => server.close())
beforeEach(() => (rig = createRig()))
afterEach(() => rig.close())

const realPath = (wechatPath: string) => path.join(rig.host.fileDir, wechatPath.replace(/^wxfile:\/\//, ''))

describe('chooseImage and getImageInfo', () => {
  it('writes a real PNG whose size getImageInfo reads back', async () => {
    const chosen = await invoke(rig.wx.chooseImage, { count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
    assert.equal(chosen.res.errMsg, 'chooseImage:ok')
    const [tempPath] = chosen.res.tempFilePaths as string[]
    assert.match(tempPath, /^wxfile:\/\/tmp_[0-9a-f]{16}\.png$/)
    assert.equal(chosen.res.tempFiles[0].size, readFileSync(realPath(tempPath)).length)
    const info = await invoke(rig.wx.getImageInfo, { src: tempPath })
    assert.deepEqual(info.res, { width: 120, height: 90, type: 'png', orientation: 'up', path: tempPath, errMsg: 'getImageInfo:ok' })
  })

  it('gives chooseMedia an image with its size', async () => {
    const chosen = await invoke(rig.wx.chooseMedia, { count: 1, mediaType: ['image'] })
    assert.equal(chosen.res.type, 'image')
    assert.deepEqual([chosen.res.tempFiles[0].fileType, chosen.res.tempFiles[0].width], ['image', 120])
    assert.ok(existsSync(realPath(chosen.res.tempFiles[0].tempFilePath)))
  })

  it('downloads a network image first and answers its local path', async () => {
    const png = await invoke(rig.wx.getImageInfo, { src: `${server.origin}/cover.png` })
    assert.deepEqual([png.res.width, png.res.height, png.res.type], [33, 21, 'png'])
    assert.ok(existsSync(realPath(png.res.path)))
    const jpeg = await invoke(rig.wx.getImageInfo, { src: `${server.origin}/cover.jpg` })
    assert.deepEqual([jpeg.res.width, jpeg.res.height, jpeg.res.type], [64, 48, 'jpeg'])
  })

  it('fails a network image that is not there', async () => {
    assert.deepEqual((await invoke(rig.wx.getImageInfo, { src: `${server.origin}/gone.png` })).res, {
      errMsg: 'getImageInfo:fail download image fail',
    })
  })

  it('reads package images from dist/weapp when the runtime gives it', async () => {
    const distDir = path.join(rig.host.fileDir, 'dist')
    mkdirSync(path.join(distDir, 'assets'), { recursive: true })
    writeFileSync(path.join(distDir, 'assets', 'logo.png'), solidPng(10, 12, [1, 2, 3]))
    const withDist = createRig({ distDir })
    try {
      const info = await invoke(withDist.wx.getImageInfo, { src: '/assets/logo.png' })
      assert.deepEqual([info.res.width, info.res.height], [10, 12])
    } finally {
      withDist.close()
    }
  })
})

describe('package files without dist/weapp', () => {
  it('fail the test instead of reading as missing files', () => {
    const fs = rig.wx.getFileSystemManager() as Record<string, (...args: unknown[]) => unknown>
    assert.throws(
      () => fs.readFileSync('/assets/logo.png'),
      (error) => error instanceof Unimplemented && error.api.startsWith('package file /assets/logo.png'),
    )
  })
})

describe('saveImageToPhotosAlbum', () => {
  it('copies an existing image into the album and fails a missing one', async () => {
    const chosen = await invoke(rig.wx.chooseImage)
    const [tempPath] = chosen.res.tempFilePaths as string[]
    assert.equal((await invoke(rig.wx.saveImageToPhotosAlbum, { filePath: tempPath })).res.errMsg, 'saveImageToPhotosAlbum:ok')
    assert.ok(existsSync(path.join(rig.host.fileDir, 'album', path.basename(realPath(tempPath)))))
    const missing = await invoke(rig.wx.saveImageToPhotosAlbum, { filePath: 'wxfile://tmp_none.png' })
    assert.deepEqual(missing.res, { errMsg: 'saveImageToPhotosAlbum:fail file not found' })
  })

  it('refuses a file that is no image', async () => {
    writeFileSync(path.join(rig.host.fileDir, 'tmp_note.txt'), 'hello')
    assert.equal((await invoke(rig.wx.saveImageToPhotosAlbum, { filePath: 'wxfile://tmp_note.txt' })).res.errMsg, 'saveImageToPhotosAlbum:fail invalid file type')
  })
})

describe('FileSystemManager', () => {
  type Manager = Record<string, (...args: unknown[]) => unknown>
  const manager = () => rig.wx.getFileSystemManager() as Manager

  it('writes and reads user files, sync and async', async () => {
    const fs = manager()
    fs.writeFileSync('wxfile://usr/note.txt', '心栈', 'utf8')
    assert.equal(fs.readFileSync('wxfile://usr/note.txt', 'utf8'), '心栈')
    assert.equal(readFileSync(path.join(rig.host.fileDir, 'usr', 'note.txt'), 'utf8'), '心栈')
    const read = await invoke(fs.readFile, { filePath: 'wxfile://usr/note.txt' })
    assert.ok(read.res.data instanceof ArrayBuffer)
    assert.equal(Buffer.from(read.res.data).toString('utf8'), '心栈')
    assert.equal(read.res.errMsg, 'readFile:ok')
    assert.equal((await invoke(fs.readFile, { filePath: 'http://usr/note.txt', encoding: 'base64' })).res.data, Buffer.from('心栈').toString('base64'))
  })

  it('writes only under USER_DATA_PATH', async () => {
    const fs = manager()
    const call = await invoke(fs.writeFile, { filePath: 'wxfile://tmp_x.txt', data: 'x' })
    assert.deepEqual(call.res, { errMsg: 'writeFile:fail permission denied, open wxfile://tmp_x.txt' })
    assert.throws(() => fs.writeFileSync('wxfile://tmp_x.txt', 'x'), { message: 'writeFileSync:fail permission denied, open wxfile://tmp_x.txt' })
  })

  it("answers missing files with WeChat's messages", async () => {
    const fs = manager()
    assert.throws(() => fs.readFileSync('wxfile://usr/none.txt'), { message: 'readFileSync:fail no such file or directory, open wxfile://usr/none.txt' })
    assert.deepEqual((await invoke(fs.access, { path: 'wxfile://usr/none.txt' })).res, { errMsg: 'access:fail no such file or directory wxfile://usr/none.txt' })
    assert.deepEqual((await invoke(fs.unlink, { filePath: 'wxfile://usr/none.txt' })).res, { errMsg: 'unlink:fail no such file or directory wxfile://usr/none.txt' })
  })

  it('makes directories, recursively only when asked, and unlinks files', async () => {
    const fs = manager()
    assert.deepEqual((await invoke(fs.mkdir, { dirPath: 'wxfile://usr/a/b' })).res, { errMsg: 'mkdir:fail no such file or directory wxfile://usr/a/b' })
    fs.mkdirSync('wxfile://usr/a/b', true)
    assert.throws(() => fs.mkdirSync('wxfile://usr/a'), { message: 'mkdirSync:fail file already exists wxfile://usr/a' })
    fs.writeFileSync('wxfile://usr/a/b/c.bin', new Uint8Array([9, 8]).buffer)
    fs.accessSync('wxfile://usr/a/b/c.bin')
    assert.equal((await invoke(fs.unlink, { filePath: 'wxfile://usr/a/b' })).res.errMsg, 'unlink:fail operation not permitted, unlink wxfile://usr/a/b')
    fs.unlinkSync('wxfile://usr/a/b/c.bin')
    assert.equal(existsSync(path.join(rig.host.fileDir, 'usr', 'a', 'b', 'c.bin')), false)
  })

  it('cannot climb out of its directories', () => {
    assert.throws(() => manager().writeFileSync('wxfile://usr/../../escape.txt', 'x'), /permission denied/)
  })

  it('fails the methods it does not implement with their name', () => {
    assert.throws(() => manager().readdirSync('wxfile://usr'), (error) => error instanceof Unimplemented && error.api === 'FileSystemManager.readdirSync')
  })
})
