// The images of a post being written: choose up to nine, upload each (POST /upload/image) and
// keep their addresses in order; remove one.
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { notifyError } from '@/components/feedback/notifyError'
import { uploadImage } from '@/core/api/user'
import { toast } from '@/core/toast'
import { POST_IMAGES_MAX } from '@/features/upgc/api/upgc'

const MAX_BYTES = 2 * 1024 * 1024
const ACCEPTED = /^image\/(jpeg|png|webp)$/

interface ChosenFile {
  path: string
  size: number
  originalFileObj?: File
}

export interface PostImage {
  url: string
  thumbnailUrl: string
}

export function usePostImages(initial: PostImage[] = []) {
  const [images, setImages] = useState<PostImage[]>(initial)
  const [uploading, setUploading] = useState(0)

  const choose = async () => {
    const room = POST_IMAGES_MAX - images.length - uploading
    if (room <= 0) {
      toast(`最多上传${POST_IMAGES_MAX}张图片`)
      return
    }
    let files: ChosenFile[]
    try {
      const res = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      files = (res.tempFiles as ChosenFile[]).slice(0, room)
    } catch {
      return // The picker was closed.
    }
    const fit = files.filter((f) => f.size <= MAX_BYTES && (!f.originalFileObj?.type || ACCEPTED.test(f.originalFileObj.type)))
    if (fit.length < files.length) toast('仅支持 2MB 以内的 JPG、PNG、WEBP 图片')
    for (const file of fit) {
      setUploading((n) => n + 1)
      try {
        const { url, thumbnailUrl } = await uploadImage(file.originalFileObj ?? file.path)
        setImages((list) => (list.length < POST_IMAGES_MAX ? [...list, { url, thumbnailUrl }] : list))
      } catch (e) {
        notifyError(e)
      } finally {
        setUploading((n) => n - 1)
      }
    }
  }

  const remove = (url: string) => setImages((list) => list.filter((i) => i.url !== url))
  const clear = () => setImages([])

  return { images, uploading, choose, remove, clear }
}
