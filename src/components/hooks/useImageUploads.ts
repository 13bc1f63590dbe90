// Pictures being attached to something a user writes (a community post, a punch-in): choose up
// to `max`, upload each as chosen (POST /upload/image: resized, thumbnail, metadata stripped) and
// keep their addresses in order; remove one; clear after sending.
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { notifyError } from '@/components/feedback/notifyError'
import { uploadImage } from '@/core/api/user'
import { toast } from '@/core/toast'

const MAX_BYTES = 2 * 1024 * 1024
const ACCEPTED = /^image\/(jpeg|png|webp)$/

interface ChosenFile {
  path: string
  size: number
  originalFileObj?: File
}

export interface UploadedPicture {
  url: string
  thumbnailUrl: string
}

export function useImageUploads(max: number, initial: UploadedPicture[] = []) {
  const [images, setImages] = useState<UploadedPicture[]>(initial)
  const [uploading, setUploading] = useState(0)

  const choose = async () => {
    const room = max - images.length - uploading
    if (room <= 0) {
      toast(`最多上传${max}张图片`)
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
        setImages((list) => (list.length < max ? [...list, { url, thumbnailUrl }] : list))
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

/** What useImageUploads gives its page (ImageGrid shows it). */
export type ImageUploads = ReturnType<typeof useImageUploads>
