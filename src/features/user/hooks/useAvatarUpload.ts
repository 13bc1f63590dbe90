// Choose a picture and upload it (POST /upload/image): the avatar's new address.
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
  type?: string
  originalFileObj?: File
}

export function useAvatarUpload(onUploaded: (url: string) => void) {
  const [uploading, setUploading] = useState(false)

  const choose = async () => {
    if (uploading) return
    let file: ChosenFile | undefined
    try {
      const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      file = res.tempFiles[0] as ChosenFile | undefined
    } catch {
      return // The visitor closed the picker.
    }
    if (!file) return
    if (file.size > MAX_BYTES) {
      toast('图片不能超过 2MB，请换一张')
      return
    }
    const blob = file.originalFileObj
    if (blob && blob.type && !ACCEPTED.test(blob.type)) {
      toast('仅支持 JPG、PNG、WEBP 格式的图片')
      return
    }
    setUploading(true)
    try {
      // H5 sends the File itself (keeps its name and type); the mini-program its temp path.
      const { url } = await uploadImage(blob ?? file.path)
      onUploaded(url)
    } catch (e) {
      notifyError(e)
    } finally {
      setUploading(false)
    }
  }

  return { uploading, choose }
}
