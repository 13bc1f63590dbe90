// Images with real files: the camera and album give a real PNG written into host.fileDir, the
// photo album is host.fileDir/album (saved images are copied there), and getImageInfo reads the size
// from the image's own header, downloading a network image first as WeChat does.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { WxCallOptions } from '../types'
import { exchange } from './http'
import { imageSize, solidPng } from './images'
import type { ImageSize } from './images'
import { checkParams, WxFailure } from './kit'
import type { WxKit } from './kit'
import { localFile, writeTempFile } from './paths'
import { IPHONE_USER_AGENT } from './system'

/** The picture the fake camera takes: small, and with a size a test can check. */
const PHOTO = { width: 120, height: 90, colour: [0x4a, 0x90, 0xd9] as [number, number, number] }

const DOWNLOAD_TIMEOUT_MS = 60_000

function extensionOf(type: ImageSize['type']): string {
  return type === 'jpeg' ? 'jpg' : type
}

function looksLikeSvg(bytes: Buffer): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?<svg/i.test(bytes.subarray(0, 256).toString('utf8'))
}

export function mediaApis(kit: WxKit) {
  const takePhoto = () => {
    const bytes = solidPng(PHOTO.width, PHOTO.height, PHOTO.colour)
    return { path: writeTempFile(kit, 'png', bytes), size: bytes.length }
  }

  /** The size of an image file, or the failure WeChat gives for bytes that are no image. */
  const sizeOf = (bytes: Buffer, src: string): ImageSize => {
    const size = imageSize(bytes)
    if (size) return size
    // WeChat may well measure an SVG; this runtime cannot, and says so instead of guessing.
    if (looksLikeSvg(bytes)) kit.host.unimplemented(`wx.getImageInfo of an SVG image (${src})`)
    throw new WxFailure('invalid image')
  }

  const networkImage = async (src: string) => {
    const result = await exchange({
      url: new URL(src),
      method: 'GET',
      headers: { 'User-Agent': IPHONE_USER_AGENT },
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      signal: kit.scheduler.signal,
    }).catch(() => null)
    if (!result || result.statusCode !== 200) throw new WxFailure('download image fail')
    const size = sizeOf(result.body, src)
    return { ...size, path: writeTempFile(kit, extensionOf(size.type), result.body) }
  }

  return {
    chooseImage: kit.callbackApi('chooseImage', (options: WxCallOptions) => {
      checkParams(options, {}, { count: 'Number', sizeType: 'Array', sourceType: 'Array' })
      const photo = takePhoto()
      return { tempFilePaths: [photo.path], tempFiles: [photo] }
    }),
    chooseMedia: kit.callbackApi('chooseMedia', (options: WxCallOptions) => {
      checkParams(options, {}, { count: 'Number', mediaType: 'Array', sourceType: 'Array' })
      const mediaType = (options.mediaType as string[] | undefined) ?? ['image', 'video']
      if (!mediaType.includes('image')) kit.host.unimplemented('wx.chooseMedia of a video (the fake camera only takes photos)')
      const photo = takePhoto()
      return {
        type: 'image',
        tempFiles: [{ tempFilePath: photo.path, size: photo.size, fileType: 'image', width: PHOTO.width, height: PHOTO.height }],
      }
    }),
    saveImageToPhotosAlbum: kit.callbackApi('saveImageToPhotosAlbum', (options: WxCallOptions) => {
      checkParams(options, { filePath: 'String' })
      const file = localFile(kit, options.filePath as string)
      if (!file || !existsSync(file.real)) throw new WxFailure('file not found')
      if (!imageSize(readFileSync(file.real))) throw new WxFailure('invalid file type')
      const album = path.join(kit.host.fileDir, 'album')
      mkdirSync(album, { recursive: true })
      copyFileSync(file.real, path.join(album, path.basename(file.real)))
      return {}
    }),
    getImageInfo: kit.callbackApi('getImageInfo', async (options: WxCallOptions) => {
      checkParams(options, { src: 'String' })
      const src = options.src as string
      const pageDir = path.posix.dirname(kit.host.currentRoute() ?? '')
      const file = localFile(kit, src, pageDir === '.' ? '' : pageDir)
      if (!file && /^https?:\/\//i.test(src)) {
        const image = await networkImage(src)
        return { width: image.width, height: image.height, type: image.type, orientation: 'up', path: image.path }
      }
      if (!file || !existsSync(file.real)) throw new WxFailure('file not found')
      const size = sizeOf(readFileSync(file.real), src)
      return { width: size.width, height: size.height, type: size.type, orientation: 'up', path: src }
    }),
  }
}
