// 个人主页 (login, ?userId=, mine without it): someone's name, posts, follows and fans (tap for
// the lists), follow / unfollow, and a menu to block / unblock (after a confirm) or report them;
// then their posts (cursor feed GET /upgc/feed/user). On my own home the feed also holds my posts
// waiting for review or refused, marked. A blocked person's posts are not shown at all.
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import Avatar from '@/components/Avatar'
import ConfirmDialog from '@/components/ConfirmDialog'
import SheetMenu from '@/components/SheetMenu'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute } from '@/components/navigation/navigate'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { REPORT_REASONS, getUserFeed, getUserHome, reportUser, setBlock, setFollow, type CommunityProfile } from '@/features/upgc/api/upgc'
import FeedList from '@/features/upgc/components/FeedList'
import { homeUserId, withFollow } from '@/features/upgc/utils/people'
import './PersonHome.scss'

type Sheet = 'none' | 'menu' | 'report' | 'block'

export default function PersonHome() {
  const { params } = usePageRoute()
  const current = useCurrentUser()
  const me = current.user?.userId ?? null
  const userId = homeUserId(params.userId, me)
  const mine = userId !== null && userId === me
  const home = useRequest(() => getUserHome(userId as number), [userId, current.loggedIn], userId !== null && current.loggedIn)
  const [profile, setProfile] = useState<CommunityProfile | undefined>(undefined)
  const [sheet, setSheet] = useState<Sheet>('none')
  const [busy, setBusy] = useState(false)
  useEffect(() => setProfile(home.data), [home.data])
  // NutUI's Popup and Dialog call onClose also when they close because another sheet opened:
  // only the sheet still shown may close itself.
  const closeSheet = (which: Sheet) => setSheet((shown) => (shown === which ? 'none' : shown))
  // Back from the follow lists or someone's home: the counts may have changed.
  useOnReturn(home.reload)
  usePullDownReload(home.reload, home.loading)

  if (!current.loggedIn) return <LoginRequired message='登录后查看个人主页' />
  if (userId === null && params.userId) return <StateView status='error' message='用户不存在' />
  if (userId === null) {
    // My own home: who I am comes with my profile.
    if (current.error) return <StateView status='error' message={current.error} actionText='重新加载' onAction={current.reload} />
    return <StateView status='loading' />
  }
  if (home.loading && !profile) return <StateView status='loading' />
  if (!profile) return <RequestError request={home} elsewhere={{ text: '去社区看看', route: 'upgc-index' }} />

  const them = profile.user

  const follow = () => {
    if (busy) return
    setBusy(true)
    setFollow(them.id, !profile.followed)
      .then((state) => {
        setProfile((p) => (p ? withFollow(p, state) : p))
        toast(state.followed ? '已关注' : '已取消关注')
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  const block = () => {
    if (busy) return
    setBusy(true)
    setBlock(them.id, !profile.blocked)
      .then((state) => {
        setProfile((p) => (p ? { ...p, blocked: state.blocked } : p))
        setSheet('none')
        toast(state.blocked ? '已拉黑' : '已取消拉黑')
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  const report = (reason: string) => {
    if (busy) return
    setBusy(true)
    reportUser(them.id, reason)
      .then(() => toast('举报已提交，我们会尽快核实处理'))
      // A second report of the same person is refused by the server (its message is shown).
      .catch(() => undefined)
      .finally(() => {
        setBusy(false)
        setSheet('none')
      })
  }

  return (
    <View
      className='person'
      data-testid='person-home'
      data-user-id={them.id}
      data-mine={mine ? 'true' : 'false'}
      data-followed={profile.followed ? 'true' : 'false'}
      data-blocked={profile.blocked ? 'true' : 'false'}
    >
      <View className='person__head'>
        <View className='person__who'>
          <Avatar src={them.avatar} name={them.nickname} size={60} />
          <Text className='person__name' data-testid='person-name'>
            {them.nickname}
          </Text>
          {mine ? null : (
            <Text className='person__more' onClick={() => setSheet('menu')} data-testid='person-menu'>
              ···
            </Text>
          )}
        </View>
        <View className='person__counts'>
          <View className='person__count' data-testid='person-posts' data-value={profile.posts}>
            <Text className='person__count-value'>{profile.posts}</Text>
            <Text className='person__count-label'>动态</Text>
          </View>
          <View className='person__count' onClick={() => void openRoute('upgc-follow', { userId: them.id })} data-testid='person-following' data-value={profile.following}>
            <Text className='person__count-value'>{profile.following}</Text>
            <Text className='person__count-label'>关注</Text>
          </View>
          <View className='person__count' onClick={() => void openRoute('upgc-fans', { userId: them.id })} data-testid='person-fans' data-value={profile.fans}>
            <Text className='person__count-value'>{profile.fans}</Text>
            <Text className='person__count-label'>粉丝</Text>
          </View>
          {mine || profile.blocked ? null : (
            <Button
              className='person__follow'
              size='small'
              type={profile.followed ? 'default' : 'primary'}
              loading={busy && sheet === 'none'}
              onClick={follow}
              data-testid='person-follow'
              data-followed={profile.followed ? 'true' : 'false'}
            >
              {profile.followed ? '已关注' : '关注'}
            </Button>
          )}
        </View>
      </View>

      {profile.blocked ? (
        <View data-testid='person-blocked'>
          <StateView status='empty' message='你已拉黑TA，你们看不到对方的动态和评论' actionText='取消拉黑' onAction={() => setSheet('block')} />
        </View>
      ) : (
        <View className='person__feed'>
          {mine ? <Text className='person__hint'>审核中和未通过的动态只有你自己能看到</Text> : null}
          <FeedList
            load={(cursor) => getUserFeed(them.id, cursor)}
            deps={[them.id, current.loggedIn]}
            emptyText={mine ? '你还没有发布动态' : 'TA还没有发布动态'}
            testId='feed-user'
          />
        </View>
      )}

      <SheetMenu
        visible={sheet === 'menu'}
        onClose={() => closeSheet('menu')}
        onCancel={() => setSheet('none')}
        items={[
          { key: 'block', label: profile.blocked ? '取消拉黑' : '拉黑', onClick: () => setSheet('block'), testId: 'person-block' },
          { key: 'report', label: '举报', onClick: () => setSheet('report'), testId: 'person-report' },
        ]}
        testId='person-sheet'
        cancelTestId='person-sheet-cancel'
      />

      <SheetMenu
        visible={sheet === 'report'}
        onClose={() => closeSheet('report')}
        onCancel={() => setSheet('none')}
        title={`举报 ${them.nickname}，请选择原因`}
        items={REPORT_REASONS.map((reason) => ({ key: reason, label: reason, onClick: () => report(reason), testId: 'report-reason', dataset: { reason } }))}
        testId='report-sheet'
      />

      <ConfirmDialog
        visible={sheet === 'block'}
        title={profile.blocked ? '取消拉黑？' : '拉黑TA？'}
        content={profile.blocked ? '取消后，你们又能看到对方的动态和评论。' : '拉黑后，你们将看不到对方的动态和评论，也不能再互相点赞、评论。'}
        confirmText={profile.blocked ? '取消拉黑' : '拉黑'}
        cancelText='再想想'
        danger={!profile.blocked}
        loading={busy}
        onConfirm={block}
        onCancel={() => closeSheet('block')}
      />
    </View>
  )
}
