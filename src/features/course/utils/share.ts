// Sharing a course: the link opens the public share landing (share/coursedetail) with the
// sharer's invitation code (core/share adds it); the share button uses what the platform has.
import Taro from '@tarojs/taro'
import { bridgeAvailable } from '@/core/bridge/native'
import { getEnvInfo } from '@/core/env'
import { configureShare, getShareData, shareInApp } from '@/core/share/share'
import { toast } from '@/core/toast'
import { findRouteByName, routeUrl, toQueryString } from '@/routes/match'
import type { SubjectCard } from '@/core/api/course'

export function configureCourseShare(subject: SubjectCard): void {
  const query = { subjectId: subject.id }
  const alias = findRouteByName('share-coursedetail')?.paths[0]
  // H5 shares the address-bar alias; the mini-program shares a page path.
  const link =
    process.env.TARO_ENV === 'h5' && typeof location !== 'undefined' && alias
      ? `${location.origin}${alias}${toQueryString(query)}`
      : routeUrl('share-coursedetail', query)
  void configureShare({ title: subject.title, desc: subject.summary || subject.subtitle, imageUrl: subject.cover || undefined, link })
}

export function shareCourse(): void {
  if (bridgeAvailable()) {
    shareInApp().catch(() => toast('分享失败，请稍后重试'))
    return
  }
  const ecology = getEnvInfo().ecology
  if (ecology === 'WECHAT' || ecology === 'MINIPROGRAM') {
    toast('点击右上角「···」分享给好友')
    return
  }
  Taro.setClipboardData({ data: getShareData().link })
    .then(() => toast('链接已复制，快去分享给好友吧'))
    .catch(() => toast('复制失败，请稍后重试'))
}
