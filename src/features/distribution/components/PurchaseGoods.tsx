// 购买商品 (purchaseGoods, public): the landing page of a promoter's product link
// (?commodityId=&inviteCode=, or the mini-program code's scene `i=<code>&g=<commodityId>`). The
// visit is reported once with this device's visitor id; the product shows with its promoter
// (推荐人). 立即购买: log in if needed (then it goes on by itself), bind to the promoter, 确认订单.
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import Avatar from '@/components/Avatar'
import PayBar from '@/components/PayBar'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import { usePageRoute } from '@/components/PageShell/context'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuan } from '@/core/format'
import { promptLogin } from '@/core/login/prompt'
import { mediaUrl } from '@/core/media'
import { bindToPromoter, getProduct, type ProductDetail } from '@/features/distribution/api/distribution'
import { useLinkVisit } from '@/features/distribution/hooks/useLinkVisit'
import { PRODUCT_TYPE_TEXT, productKind } from '@/features/distribution/utils/labels'
import { landingLink } from '@/features/distribution/utils/landing'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './PurchaseGoods.scss'

const ELSEWHERE = { text: '去首页看看', route: 'home' }

function Detail({ product }: { product: ProductDetail }) {
  return (
    <View className='dist-buy__detail'>
      {product.cover ? (
        <Image className='dist-buy__cover' src={mediaUrl(product.cover)} mode='aspectFill' />
      ) : (
        <View className={`dist-buy__cover dist-buy__cover--blank dist-buy__cover--${product.type}`}>
          <Text className='dist-buy__cover-kind'>{productKind(product.type)}</Text>
          <Text className='dist-buy__cover-name'>{product.name}</Text>
        </View>
      )}
      <View className='dist-buy__panel'>
        <View className='dist-buy__prices'>
          <Text className='dist-buy__price' data-testid='purchase-price' data-fen={product.priceFen}>
            ¥{fenToYuan(product.priceFen)}
          </Text>
          {product.originalPriceFen > product.priceFen ? <Text className='dist-buy__original'>¥{fenToYuan(product.originalPriceFen)}</Text> : null}
          <Text className='dist-buy__type'>{PRODUCT_TYPE_TEXT[product.type] ?? '商品'}</Text>
        </View>
        <Text className='dist-buy__name' data-testid='purchase-name'>
          {product.name}
        </Text>
        {product.pitch ? <Text className='dist-buy__pitch'>{product.pitch}</Text> : null}
        {product.type === 'vip' && product.durationDays > 0 ? <Text className='dist-buy__meta'>会员时长 {product.durationDays}天</Text> : null}
        {product.subjectId ? (
          <Text className='dist-buy__link' onClick={() => void openRoute('course-courseDetail', { subjectId: product.subjectId! })} data-testid='purchase-course'>
            查看课程目录 ›
          </Text>
        ) : null}
      </View>
      {product.promoter ? (
        <View className='dist-buy__panel dist-buy__promoter' data-testid='purchase-promoter' data-user-id={product.promoter.userId}>
          <Avatar src={product.promoter.avatar} name={product.promoter.nickname} size={36} />
          <Text className='dist-buy__promoter-text'>
            <Text className='dist-buy__promoter-name'>{product.promoter.nickname}</Text> 向你推荐
          </Text>
        </View>
      ) : null}
      <View className='dist-buy__panel'>
        <Text className='dist-buy__heading'>购买须知</Text>
        <Text className='dist-buy__note'>· 通过推荐链接购买，价格与心栈官方一致</Text>
        {product.type === 'vip' ? <Text className='dist-buy__note'>· 会员时长与你当前的会员时长累加</Text> : null}
        <Text className='dist-buy__note'>· 付款后可在「我的订单」查看订单</Text>
      </View>
      {product.description || product.benefits.length ? (
        <View className='dist-buy__panel'>
          <Text className='dist-buy__heading'>商品介绍</Text>
          {product.benefits.map((b) => (
            <Text key={b} className='dist-buy__benefit'>
              ✓ {b}
            </Text>
          ))}
          {product.description ? <Text className='dist-buy__desc'>{product.description}</Text> : null}
        </View>
      ) : null}
    </View>
  )
}

export default function PurchaseGoods() {
  const { params, route } = usePageRoute()
  const link = useMemo(() => landingLink(params), [params])
  const { loggedIn } = useCurrentUser()
  const product = useRequest(() => getProduct(link.commodityId ?? 0, link.code), [link.commodityId, link.code, loggedIn], link.commodityId !== null)
  const [waitingLogin, setWaitingLogin] = useState(false)
  const [going, setGoing] = useState(false)
  useLinkVisit(link.code, route.paths[0], !params.inviteCode)

  const proceed = async (p: ProductDetail) => {
    setGoing(true)
    // Binding is never an error: a buyer bound to someone else, or the promoter's own purchase, still buys.
    if (link.code) await bindToPromoter(link.code).catch(() => null)
    setGoing(false)
    openDist(DIST.confirm, { commodityId: p.commodityId, productType: p.productType })
  }

  // Logged in through the login view after 立即购买: go on without a second tap.
  useEffect(() => {
    if (!waitingLogin || !loggedIn || !product.data) return
    setWaitingLogin(false)
    void proceed(product.data)
  }, [waitingLogin, loggedIn, product.data])

  if (link.commodityId === null) return <StateView status='error' message='链接不完整，没有找到要购买的商品' actionText={ELSEWHERE.text} onAction={() => void openRoute(ELSEWHERE.route)} />
  const data = product.data
  if (product.loading && !data) return <StateView status='loading' message='正在读取商品…' />
  if (!data) return <RequestError request={product} elsewhere={ELSEWHERE} />

  const buy = () => {
    if (going) return
    if (!loggedIn) {
      setWaitingLogin(true)
      promptLogin()
      return
    }
    void proceed(data)
  }

  return (
    <View className='dist-buy' data-testid='dist-purchase' data-commodity-id={data.commodityId} data-code={link.code}>
      <Detail product={data} />
      <View className='dist-buy__space' />
      <PayBar
        priceFen={data.priceFen}
        priceLabel='价格'
        buttonText={loggedIn ? '立即购买' : '登录后购买'}
        loading={going}
        loadingText='请稍候…'
        onSubmit={buy}
        testIds={{ price: 'purchase-bar-price', submit: 'purchase-buy' }}
      />
    </View>
  )
}
