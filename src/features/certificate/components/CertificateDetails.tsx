// 证书详情: the certificate image the server renders (SVG), its number and course; save it as a
// picture or share it.
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageCanvas } from '@/components/Poster'
import { canShareImage, rasterizeImage, savePoster, sharePosterImage } from '@/components/Poster/image'
import { routeShareLink } from '@/components/Poster/link'
import { shareWithToast } from '@/components/Poster/shareWithToast'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDate, formatMinutes } from '@/core/format'
import { describeError } from '@/core/request/client'
import { toast } from '@/core/toast'
import { getCertificate } from '@/features/certificate/api/certificate'
import type { CertificateDetail } from '@/features/certificate/api/certificate'
import { apiAssetUrl } from '@/features/certificate/utils/url'
import './CertificateDetails.scss'

const CANVAS_ID = 'certificate-canvas'
/** Width of the saved picture in px. */
const SAVE_WIDTH = 1200

function Actions({ cert }: { cert: CertificateDetail }) {
  const [busy, setBusy] = useState<'' | 'save' | 'share'>('')
  const image = apiAssetUrl(cert.imageUrl)

  const save = async () => {
    setBusy('save')
    try {
      const png = await rasterizeImage(image, SAVE_WIDTH, CANVAS_ID)
      const result = await savePoster(png, `心栈结业证书-${cert.number}.png`)
      toast(result === 'saved' ? '证书已保存' : '请长按证书图片保存到手机')
    } catch (e) {
      toast(describeError(e))
    } finally {
      setBusy('')
    }
  }

  const share = async () => {
    setBusy('share')
    try {
      if (canShareImage()) {
        await sharePosterImage(await rasterizeImage(image, SAVE_WIDTH, CANVAS_ID))
      } else {
        // Friends open the course itself: the certificate page is only its holder's.
        await shareWithToast(
          {
            title: `我在心栈学完了《${cert.subject.title}》，获得结业证书`,
            desc: '一起来听这门课吧',
            link: routeShareLink('course-courseDetail', { subjectId: cert.subject.id }),
          },
          '课程链接已复制，发给好友吧',
        )
      }
    } catch (e) {
      toast(describeError(e))
    } finally {
      setBusy('')
    }
  }

  return (
    <View className='cert-detail__actions'>
      <TapButton variant='outline' onClick={share} disabled={!!busy} testId='certificate-share'>
        分享
      </TapButton>
      <TapButton onClick={save} disabled={!!busy} testId='certificate-save'>
        {busy === 'save' ? '正在保存…' : '保存证书'}
      </TapButton>
    </View>
  )
}

export default function CertificateDetails() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const cert = useRequest(() => getCertificate(id), [id], loggedIn && valid)

  if (!loggedIn) return <LoginRequired message='登录后查看你的结业证书' />
  if (!valid) {
    return <StateView status='error' message='证书地址不完整，请从「我的证书」进入' actionText='我的证书' onAction={() => void openRoute('certificate-myList')} />
  }
  // Unknown or someone else's (4708) as well as a failed load: the list is the way on.
  if (cert.error) return <StateView status='error' message={cert.error} actionText='查看我的证书' onAction={() => void replaceRoute('certificate-myList')} />
  if (!cert.data) return <StateView status='loading' />
  const data = cert.data

  return (
    <View className='cert-detail' data-testid='certificate-detail' data-number={data.number}>
      <PageCanvas canvasId={CANVAS_ID} size={{ width: 300, height: 300 }} />
      <View className='cert-detail__frame'>
        <Image className='cert-detail__image' src={apiAssetUrl(data.imageUrl)} mode='aspectFit' showMenuByLongpress data-testid='certificate-image' />
      </View>
      <View className='cert-detail__info'>
        <Text className='cert-detail__course' onClick={() => void openRoute('course-courseDetail', { subjectId: data.subject.id })}>
          《{data.subject.title}》
        </Text>
        <View className='cert-detail__row'>
          <Text className='cert-detail__label'>证书编号</Text>
          <Text className='cert-detail__value' data-testid='certificate-number' userSelect>
            {data.number}
          </Text>
        </View>
        <View className='cert-detail__row'>
          <Text className='cert-detail__label'>持有人</Text>
          <Text className='cert-detail__value'>{data.holderName}</Text>
        </View>
        <View className='cert-detail__row'>
          <Text className='cert-detail__label'>颁发日期</Text>
          <Text className='cert-detail__value' data-testid='certificate-date'>
            {formatDate(data.issuedAt)}
          </Text>
        </View>
        <View className='cert-detail__row'>
          <Text className='cert-detail__label'>课程内容</Text>
          <Text className='cert-detail__value'>
            {data.subject.author ? `${data.subject.author} · ` : ''}
            {data.chapterCount}讲 · {formatMinutes(Math.round(data.totalDurationSec / 60))}
          </Text>
        </View>
      </View>
      <Actions cert={data} />
    </View>
  )
}
