// My sign-ups, newest first, paged: each party with my state (待支付, 已报名, 已签到, 已取消, 已退款…).
// A party opens its detail, where I pay, cancel or check in.
import { Text, View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { openRoute } from '@/components/navigation/navigate'
import { fenToYuan } from '@/core/format'
import { listMySignups } from '@/features/reading/api/reading'
import PartyCard from '@/features/reading/components/PartyCard'
import { openParty } from '@/features/reading/utils/nav'
import { signupStatusText } from '@/features/reading/utils/state'
import './SignupList.scss'

export default function SignupList() {
  const list = usePagedList(listMySignups)
  // Back from a party's page: what I did there shows here.
  useOnReturn(list.reload)

  if (list.loading) return <StateView status='loading' />
  if (list.error) return <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} />
  if (list.items.length === 0) {
    return <StateView status='empty' message='还没有报名读书会，去看看附近的读书会吧' actionText='去看看' onAction={() => void openRoute('reading-index')} />
  }
  return (
    <View data-testid='reading-signups' data-count={list.items.length}>
      {list.items.map((item) => (
        <PartyCard
          key={item.signup.id}
          party={item.party}
          onOpen={(p) => openParty(p.id)}
          testId='reading-signup-card'
          extra={
            <View className='reading-signup__state' data-testid='reading-signup-state' data-status={item.signup.status} data-checked-in={item.signup.checkedInAt !== null ? 'true' : 'false'}>
              <Text className={`reading-signup__tag reading-signup__tag--${item.signup.status}`}>{signupStatusText(item)}</Text>
              {item.signup.paidFen > 0 ? <Text className='reading-signup__paid'>实付¥{fenToYuan(item.signup.paidFen)}</Text> : null}
            </View>
          }
        />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
