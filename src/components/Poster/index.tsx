// A share poster drawn on a canvas, shown as an image, with 保存 and 分享: the one implementation
// behind the VIP poster, the learning-achievement poster and the yearly-report poster.
import { Button, Canvas, Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { describeError } from '@/core/request/client'
import { toast } from '@/core/toast'
import type { PosterDraw, PosterSize } from '@/components/Poster/canvas'
import { canShareImage, NEEDS_PAGE_CANVAS, renderPoster, savePoster, sharePosterImage } from '@/components/Poster/image'
import { shareWithToast } from '@/components/Poster/shareWithToast'
import type { ShareTarget } from '@/components/Poster/share'
import './index.scss'

export interface PosterPanelProps {
  /** Unique per page: the mini-program draws on a <Canvas> with this id. */
  canvasId: string
  size: PosterSize
  /** Draws the poster; null while its data loads. A new function draws again. */
  draw: PosterDraw | null
  /** Images the poster draws, by name (given to `draw` once loaded); keep it with `draw`. */
  images?: Record<string, string>
  /** Name of the downloaded file on H5. */
  fileName: string
  hint: string
  saveText?: string
  /** A 分享 button on every platform (the page link); without it only our app shares the image. */
  share?: ShareTarget
  /** data-* attributes of the poster image (tests read them). */
  imageData?: Record<string, string | undefined>
  onSaved?: () => void
  onShared?: () => void
}

/** The mini-program draws on a canvas of the page (hidden off-screen); H5 needs none. */
export function PageCanvas({ canvasId, size }: { canvasId: string; size: Pick<PosterSize, 'width' | 'height'> }) {
  if (!NEEDS_PAGE_CANVAS) return null
  return <Canvas type='2d' id={canvasId} className='poster-panel__canvas' style={{ width: `${size.width}px`, height: `${size.height}px` }} />
}

export default function PosterPanel(props: PosterPanelProps) {
  const { canvasId, size, draw, images, fileName, hint, saveText = '保存到相册', share, imageData, onSaved, onShared } = props
  const [src, setSrc] = useState('')
  const [error, setError] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!draw) return
    let live = true
    setError('')
    renderPoster(draw, size, canvasId, images)
      .then((image) => live && setSrc(image))
      .catch((e) => live && setError(describeError(e)))
    return () => {
      live = false
    }
    // size and canvasId are constants of the page, and images come with their draw: not dependencies.
  }, [draw, attempt])

  const save = async () => {
    if (!src) return
    setSaving(true)
    try {
      const result = await savePoster(src, fileName)
      toast(result === 'saved' ? '海报已保存' : '请长按海报图片保存到手机')
      onSaved?.()
    } catch (e) {
      toast(describeError(e))
    } finally {
      setSaving(false)
    }
  }

  const shareImage = () => {
    if (!src) return
    sharePosterImage(src)
      .then(() => onShared?.())
      .catch((e) => toast(describeError(e)))
  }

  const shareLink = () => {
    if (!share) return
    void shareWithToast(share).then((outcome) => outcome && onShared?.())
  }

  const dataAttrs = Object.fromEntries(Object.entries(imageData ?? {}).map(([k, v]) => [`data-${k}`, v]))
  const frameStyle = { width: `${size.width}px`, minHeight: `${size.height}px` }

  let shareButton: JSX.Element | null = null
  if (canShareImage()) {
    shareButton = (
      <TapButton variant='outline' onClick={shareImage} testId='poster-share'>
        分享给好友
      </TapButton>
    )
  } else if (share && NEEDS_PAGE_CANVAS) {
    // The mini-program opens its share sheet only from a real openType='share' button.
    shareButton = (
      <Button className='poster-panel__share tap-button tap-button--outline tap-button--normal' openType='share' onClick={shareLink} data-testid='poster-share'>
        分享给好友
      </Button>
    )
  } else if (share) {
    shareButton = (
      <TapButton variant='outline' onClick={shareLink} testId='poster-share'>
        分享给好友
      </TapButton>
    )
  }

  return (
    <View className='poster-panel'>
      <PageCanvas canvasId={canvasId} size={size} />
      <View className='poster-panel__frame' style={frameStyle}>
        {src ? (
          <Image
            className='poster-panel__image'
            style={{ width: `${size.width}px`, height: `${size.height}px` }}
            src={src}
            mode='widthFix'
            showMenuByLongpress
            data-testid='poster-image'
            {...dataAttrs}
          />
        ) : error ? (
          <StateView status='error' message={error} actionText='重新生成' onAction={() => setAttempt((n) => n + 1)} />
        ) : (
          <StateView status='loading' message='正在生成海报…' />
        )}
      </View>
      <Text className='poster-panel__hint'>{hint}</Text>
      <View className='poster-panel__actions'>
        {shareButton}
        <TapButton onClick={save} disabled={!src || saving} testId='poster-save'>
          {saving ? '正在保存…' : saveText}
        </TapButton>
      </View>
    </View>
  )
}

export type { PosterDraw, PosterImages, PosterSize } from '@/components/Poster/canvas'
export type { ShareTarget } from '@/components/Poster/share'
