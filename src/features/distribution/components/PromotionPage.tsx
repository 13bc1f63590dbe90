// 推广中心 (promotionpage): the promotion tools of an active promoter — my code, today's figures,
// the poster, hot products (the first few, each with 分享赚钱), inviting friends — and the way to
// the money in 达人中心. Everyone else sees where they stand and the way to apply.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed } from '@/core/format'
import { getCenter, getProducts, type Center } from '@/features/distribution/api/distribution'
import Figures from '@/features/distribution/components/Figures'
import ProductItem from '@/features/distribution/components/ProductItem'
import { JoinPanel, PromoterStatusCard } from '@/features/distribution/components/PromoterState'
import { copyText } from '@/features/distribution/utils/copy'
import { DIST, openDist, type DistPage } from '@/features/distribution/utils/nav'
import './PromotionPage.scss'

const PREVIEW = 3

const TOOLS: { page: DistPage; title: string; text: string; testId: string }[] = [
  { page: DIST.poster, title: '推广海报', text: '生成我的专属海报', testId: 'promotion-go-poster' },
  { page: DIST.hotList, title: '热推商品', text: '挑选商品分享赚佣金', testId: 'promotion-go-products' },
  { page: DIST.invite, title: '邀请好友', text: '客户与团队', testId: 'promotion-go-invite' },
]

function HotPreview() {
  const products = useRequest(() => getProducts(1, null))
  const list = products.data?.list.slice(0, PREVIEW) ?? []
  return (
    <View className='dist-promotion__hot'>
      <View className='dist-promotion__head'>
        <Text className='dist-promotion__heading'>热推商品</Text>
        <Text className='dist-promotion__more' onClick={() => openDist(DIST.hotList)} data-testid='promotion-more-products'>
          全部商品 ›
        </Text>
      </View>
      {products.loading && !products.data ? <StateView status='loading' compact /> : null}
      {products.error && !products.data ? <StateView status='error' compact message={products.error} actionText='重新加载' onAction={products.reload} /> : null}
      {products.data && list.length === 0 ? <StateView status='empty' compact message='暂时没有参与推广的商品' /> : null}
      {list.map((p) => (
        <ProductItem key={p.commodityId} product={p} />
      ))}
    </View>
  )
}

function Tools({ center }: { center: Center }) {
  const promoter = center.promoter!
  return (
    <View className='dist-promotion' data-testid='dist-promotion'>
      <View className='dist-promotion__hero'>
        <View className='dist-promotion__code-row'>
          <View className='dist-promotion__code-text'>
            <Text className='dist-promotion__caption'>我的推广码</Text>
            <Text className='dist-promotion__code' data-testid='promotion-code'>
              {promoter.code}
            </Text>
          </View>
          <Text className='dist-promotion__copy' onClick={() => copyText(promoter.code, '推广码')} data-testid='promotion-copy-code'>
            复制
          </Text>
        </View>
        <View className='dist-promotion__today' onClick={() => openDist(DIST.today)} data-testid='promotion-today'>
          <Text className='dist-promotion__caption'>今日推广 ›</Text>
          <Figures
            dark
            cells={[
              { label: '访客', value: center.today.visits, testId: 'promotion-today-visits' },
              { label: '新绑定', value: center.today.bindings, testId: 'promotion-today-bindings' },
              { label: '付款订单', value: center.today.ordersPaid, testId: 'promotion-today-paid' },
              { label: '佣金(元)', value: center.today.commissionFen, money: true, testId: 'promotion-today-commission' },
            ]}
          />
        </View>
      </View>
      <View className='dist-promotion__tools'>
        {TOOLS.map((t) => (
          <View key={t.page} className='dist-promotion__tool' onClick={() => openDist(t.page)} data-testid={t.testId}>
            <Text className='dist-promotion__tool-title'>{t.title}</Text>
            <Text className='dist-promotion__tool-text'>{t.text}</Text>
          </View>
        ))}
      </View>
      <View className='dist-promotion__money' onClick={() => openDist(DIST.talent)} data-testid='promotion-go-center'>
        <Text>待结算 ¥{fenToYuanFixed(center.commission.pendingFen)}</Text>
        <Text>可提现 ¥{fenToYuanFixed(center.account.availableFen)}</Text>
        <Text className='dist-promotion__more'>达人中心 ›</Text>
      </View>
      <HotPreview />
    </View>
  )
}

export default function PromotionPage() {
  const { loggedIn } = useCurrentUser()
  const center = useRequest(getCenter, [loggedIn], loggedIn)
  usePullDownReload(center.reload, center.loading)
  useOnReturn(center.reload)

  if (!loggedIn) return <LoginRequired message='登录后开始推广' />
  const data = center.data
  if (center.loading && !data) return <StateView status='loading' />
  if (!data) return <StateView status='error' message={center.error || '加载失败'} actionText='重新加载' onAction={center.reload} />
  const promoter = data.promoter
  if (promoter?.status === 'active') return <Tools center={data} />
  if (promoter?.status === 'suspended') return <PromoterStatusCard promoter={promoter} />
  return <JoinPanel center={data} />
}
