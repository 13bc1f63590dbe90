// 动态详情 landing (?postId=, what shared posts open): finds the post, then replaces itself with
// 动态详情. A post that is gone (deleted, never there, not visible to this reader) gets a clear
// page with the way into the community instead of an empty detail page.
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { usePageRoute } from '@/components/PageShell/context'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { findPost } from '@/features/upgc/api/upgc'
import { redirectRoute } from '@/features/upgc/utils/nav'
import './PostLanding.scss'

function Missing() {
  return (
    <View className='post-landing' data-testid='post-missing'>
      <View className='post-landing__mark'>∅</View>
      <Text className='post-landing__title'>这条动态不存在或已被删除</Text>
      <Text className='post-landing__text'>它可能已被作者删除、正在审核，或暂时无法查看。去社区看看大家的新动态吧。</Text>
      <TapButton onClick={() => redirectRoute('upgc-index')} testId='post-missing-community' className='post-landing__action'>
        去社区看看
      </TapButton>
    </View>
  )
}

export default function PostLanding() {
  const { params } = usePageRoute()
  const postId = Number(params.postId)
  const valid = Number.isInteger(postId) && postId > 0
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => findPost(postId), [postId, loggedIn], valid)

  useEffect(() => {
    if (request.data) redirectRoute('upgc-postDetail', { postId: request.data.id })
  }, [request.data])

  if (!valid || request.refused) return <Missing />
  if (request.error) return <StateView status='error' message={request.error} actionText='重新加载' onAction={request.reload} />
  return <StateView status='loading' message='正在打开动态…' />
}
