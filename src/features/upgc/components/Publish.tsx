// 发布动态 (login, kept alive so a half-written post survives leaving): the circle (one I joined,
// GET /upgc/circle/mine; ?circleId= preselects), the text (≤ 2000 characters), up to nine
// images, then publish and open the new post.
import { Image, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { usePageRoute } from '@/components/PageShell/context'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { mediaUrl } from '@/core/media'
import { toast } from '@/core/toast'
import { cutToMaxLength } from '@/core/validate'
import { POST_IMAGES_MAX, POST_TEXT_MAX, createPost, myCircles } from '@/features/upgc/api/upgc'
import { usePostImages } from '@/features/upgc/hooks/usePostImages'
import { clearPostDraft, readPostDraft, writePostDraft } from '@/features/upgc/utils/draft'
import { redirectRoute } from '@/features/upgc/utils/nav'
import './Publish.scss'

export default function Publish() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const circles = useRequest(myCircles, [loggedIn], loggedIn)
  const [saved] = useState(readPostDraft)
  const [circleId, setCircleId] = useState<number | null>(Number(params.circleId) || saved?.circleId || null)
  const [text, setText] = useState(saved?.text ?? '')
  const [sending, setSending] = useState(false)
  const pics = usePostImages(saved?.images)

  // The half-written post is kept (beside the page being kept alive) until it is published.
  useEffect(() => {
    if (!sending) writePostDraft({ text, circleId, images: pics.images })
  }, [text, circleId, pics.images, sending])

  // The chosen circle must be one I joined: else the first of them.
  useEffect(() => {
    const list = circles.data
    if (!list?.length) return
    if (!circleId || !list.some((c) => c.id === circleId)) setCircleId(list[0].id)
  }, [circles.data, circleId])

  if (!loggedIn) return <LoginRequired message='登录后发布动态' />
  if (circles.loading && !circles.data) return <StateView status='loading' />
  if (circles.error) return <StateView status='error' message={circles.error} actionText='重新加载' onAction={circles.reload} />
  if (!circles.data?.length) {
    return <StateView status='empty' message='先加入一个圈子，再来发布动态' actionText='去社区看看' onAction={() => redirectRoute('upgc-index')} />
  }

  const length = Array.from(text.trim()).length
  const ready = length > 0 && !!circleId && !pics.uploading && !sending

  const submit = () => {
    if (!circleId) return
    if (!length) {
      toast('请先写点什么')
      return
    }
    if (pics.uploading) {
      toast('图片还在上传，请稍候')
      return
    }
    if (sending) return
    setSending(true)
    createPost({ circleId, text: text.trim(), ...(pics.images.length ? { images: pics.images.map((i) => i.url) } : {}) })
      .then((post) => {
        clearPostDraft()
        setText('')
        pics.clear()
        toast(post.status === 'visible' ? '发布成功' : '已提交，审核通过后大家就能看到')
        redirectRoute('upgc-postDetail', { postId: post.id })
      })
      .catch(() => undefined)
      .finally(() => setSending(false))
  }

  return (
    <View className='publish' data-testid='publish' data-circle-id={circleId ?? ''}>
      <Text className='publish__label'>发布到圈子</Text>
      <View className='publish__circles'>
        {circles.data.map((c) => (
          <Text
            key={c.id}
            className={`publish__circle${c.id === circleId ? ' publish__circle--on' : ''}`}
            onClick={() => setCircleId(c.id)}
            data-testid='publish-circle'
            data-circle-id={c.id}
            data-selected={c.id === circleId ? 'true' : 'false'}
          >
            # {c.name}
          </Text>
        ))}
      </View>
      <Textarea
        className='publish__text'
        value={text}
        placeholder='分享此刻的想法、读到的好句子…'
        maxlength={-1}
        onInput={(e) => setText(cutToMaxLength(e.detail.value, POST_TEXT_MAX))}
        data-testid='publish-text'
      />
      <Text className='publish__count' data-testid='publish-count' data-value={Array.from(text).length}>
        {Array.from(text).length}/{POST_TEXT_MAX}
      </Text>
      <View className='publish__images' data-testid='publish-images' data-count={pics.images.length}>
        {pics.images.map((img) => (
          <View key={img.url} className='publish__image' data-testid='publish-image' data-url={img.url}>
            <Image className='publish__image-pic' src={mediaUrl(img.thumbnailUrl || img.url)} mode='aspectFill' />
            <Text className='publish__image-remove' onClick={() => pics.remove(img.url)} data-testid='publish-image-remove'>
              ×
            </Text>
          </View>
        ))}
        {pics.uploading ? (
          <View className='publish__image publish__image--busy' data-testid='publish-uploading'>
            上传中…
          </View>
        ) : null}
        {pics.images.length + pics.uploading < POST_IMAGES_MAX ? (
          <View className='publish__image publish__image--add' onClick={() => void pics.choose()} data-testid='publish-add-image'>
            +
          </View>
        ) : null}
      </View>
      <TapButton block onClick={submit} disabled={!ready} testId='publish-submit' className='publish__submit'>
        {sending ? '发布中…' : '发布'}
      </TapButton>
    </View>
  )
}
