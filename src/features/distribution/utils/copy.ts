// Copies a promoter's code or link, saying so.
import Taro from '@tarojs/taro'
import { toast } from '@/core/toast'

export function copyText(text: string, what: string): void {
  Taro.setClipboardData({ data: text })
    .then(() => toast(`${what}已复制`))
    .catch(() => toast(`复制失败，请长按${what}手动复制`))
}
