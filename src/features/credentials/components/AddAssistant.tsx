// 添加助教老师 (addassistant, also under familyEducation/): the course assistant's QR code (the
// programme's `assistant.qr` encoded here), name and tip; 保存二维码 through the poster helpers,
// and copying the link when the QR code is a web address (open it on the phone to add).
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useMemo } from 'react'
import PosterPanel from '@/components/Poster'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { toast } from '@/core/toast'
import { getProgramme } from '@/features/credentials/api/credentials'
import type { CredentialProgramme } from '@/features/credentials/api/credentials'
import { ASSISTANT_CARD_SIZE, drawAssistantCard } from '@/features/credentials/utils/drawAssistant'
import type { AssistantCard } from '@/features/credentials/utils/drawAssistant'
import './AddAssistant.scss'

function copy(text: string): void {
  Taro.setClipboardData({ data: text })
    .then(() => toast('链接已复制，在微信中打开即可添加'))
    .catch(() => toast('复制失败，请长按二维码识别'))
}

export default function AddAssistant({ programme }: { programme: CredentialProgramme }) {
  const info = useRequest(() => getProgramme(programme), [programme])
  const card = useMemo<AssistantCard | null>(() => (info.data ? { title: info.data.title, ...info.data.assistant } : null), [info.data])
  const draw = useMemo(() => (card ? (ctx: Parameters<typeof drawAssistantCard>[0]) => drawAssistantCard(ctx, card) : null), [card])

  if (info.loading) return <StateView status='loading' />
  if (info.error || !card) return <StateView status='error' message={info.error} actionText='重新加载' onAction={info.reload} />
  const link = /^https?:\/\//i.test(card.qr) ? card.qr : ''

  return (
    <View className='add-assistant' data-testid='add-assistant' data-programme={programme} data-qr={card.qr}>
      <Text className='add-assistant__title'>添加课程助理</Text>
      <Text className='add-assistant__lead'>提交报名信息后，添加「{card.name}」了解课程安排与报名事项</Text>
      <PosterPanel
        canvasId={`assistant-qr-${programme}`}
        size={ASSISTANT_CARD_SIZE}
        draw={draw}
        fileName={`${card.name}.png`}
        hint='长按图片识别二维码，或保存后在微信中扫一扫添加'
        saveText='保存二维码'
      />
      {link ? (
        <View className='add-assistant__copy' onClick={() => copy(link)} data-testid='assistant-copy'>
          无法识别二维码？复制添加链接
        </View>
      ) : null}
    </View>
  )
}
