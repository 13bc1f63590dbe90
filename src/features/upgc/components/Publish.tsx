// 发布动态 (login, kept alive so a half-written post survives leaving): the circle, the text
// (≤ 2000 characters), up to nine images, then publish and open the new post. The circle is the
// session's choice (topicId / topicName, 选择圈子 until one is chosen), made on 选择圈子; ?circleId=
// (发布 from 圈子主页) chooses that circle. My circles (GET /upgc/circle/mine) check a kept choice.
import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute } from '@/components/navigation/navigate'
import ImageGrid from '@/components/ImageGrid'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import TextBox from '@/components/TextBox'
import { useImageUploads } from '@/components/hooks/useImageUploads'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { clearTopic, setTopic } from '@/core/session/topic'
import { toast } from '@/core/toast'
import { POST_IMAGES_MAX, POST_TEXT_MAX, createPost, myCircles } from '@/features/upgc/api/upgc'
import { useTopic } from '@/features/upgc/hooks/useTopic'
import { clearPostDraft, readPostDraft, writePostDraft } from '@/features/upgc/utils/draft'
import { redirectRoute } from '@/features/upgc/utils/nav'
import { resolveTopic } from '@/features/upgc/utils/topic'
import './Publish.scss'

export default function Publish() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const circles = useRequest(myCircles, [loggedIn], loggedIn)
  const [saved] = useState(readPostDraft)
  const topic = useTopic()
  const circleId = topic.id
  /** The kept choice is checked against my circles once, when they first load. */
  const checked = useRef(false)
  const [text, setText] = useState(saved?.text ?? '')
  const [sending, setSending] = useState(false)
  const pics = useImageUploads(POST_IMAGES_MAX, saved?.images)

  // The half-written post is kept (beside the page being kept alive) until it is published.
  useEffect(() => {
    if (!sending) writePostDraft({ text, circleId, images: pics.images })
  }, [text, circleId, pics.images, sending])

  // Which circle the page opens with (utils/topic.ts resolveTopic): ?circleId=, else the kept
  // choice while I am still a member, else my only circle. Later choices come from 选择圈子.
  useEffect(() => {
    const list = circles.data
    if (!list || checked.current) return
    checked.current = true
    const start = resolveTopic({ circles: list, param: Number(params.circleId) || null, chosen: circleId, draft: saved?.circleId })
    if (!start) clearTopic()
    else if (start.id !== circleId || start.name !== topic.name) setTopic(start.id, start.name)
  }, [circles.data])

  if (!loggedIn) return <LoginRequired message='登录后发布动态' />
  if (circles.loading && !circles.data) return <StateView status='loading' />
  if (circles.error && !circles.data) return <StateView status='error' message={circles.error} actionText='重新加载' onAction={circles.reload} />

  const length = Array.from(text.trim()).length
  const ready = length > 0 && !pics.uploading && !sending
  const chooseCircle = () => void openRoute('upgc-chooseTopic')

  const submit = () => {
    if (!circleId) {
      toast('请选择要发布到的圈子')
      chooseCircle()
      return
    }
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
        clearTopic()
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
      <View
        className='publish__circle-row'
        onClick={chooseCircle}
        data-testid='publish-circle'
        data-circle-id={circleId ?? ''}
        data-selected={circleId ? 'true' : 'false'}
      >
        <Text className='publish__label'>发布到</Text>
        <Text className={`publish__circle${circleId ? ' publish__circle--on' : ''}`} data-testid='publish-circle-name'>
          {circleId ? `# ${topic.name}` : topic.name}
        </Text>
        <Text className='publish__arrow'>›</Text>
      </View>
      <TextBox value={text} onChange={setText} maxLength={POST_TEXT_MAX} placeholder='分享此刻的想法、读到的好句子…' testId='publish' />
      <ImageGrid uploads={pics} max={POST_IMAGES_MAX} testId='publish' />
      <TapButton block onClick={submit} disabled={!ready} testId='publish-submit' className='publish__submit'>
        {sending ? '发布中…' : '发布'}
      </TapButton>
    </View>
  )
}
