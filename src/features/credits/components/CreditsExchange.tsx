// 积分兑换 (kept alive): my balance with sign-in, the goods credits can buy, and the exchange.
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { notifyError } from '@/components/feedback/notifyError'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getAddressDetail, getDefaultAddress } from '@/core/api/commerce'
import type { Address, Commodity } from '@/core/api/commerce'
import { formatDate } from '@/core/format'
import { promptLogin } from '@/core/login/prompt'
import { addressChoiceAtom, sessionStore } from '@/core/session/atoms'
import { loadUserInfo } from '@/core/session/userInfo'
import { toast } from '@/core/toast'
import { exchange, getCreditsBalance, getExchangeGoods } from '@/features/credits/api/credits'
import type { CreditsBalance } from '@/features/credits/api/credits'
import CreditsHeader from '@/features/credits/components/CreditsHeader'
import ExchangeSheet from '@/features/credits/components/ExchangeSheet'
import './CreditsExchange.scss'

const TYPE_ICON: Record<string, string> = { coupon: '券', vip: 'VIP', goods: '礼' }

function successText(item: Commodity, vipExpireAt: number | null): string {
  if (item.type === 'coupon') return '兑换成功，已放入券包'
  if (item.type === 'vip') return vipExpireAt ? `兑换成功，会员有效期至${formatDate(vipExpireAt)}` : '兑换成功，会员已生效'
  return '兑换成功，将尽快寄出'
}

export default function CreditsExchange() {
  const { loggedIn } = useCurrentUser()
  const goods = useRequest(getExchangeGoods)
  const balanceReq = useRequest(getCreditsBalance, [], loggedIn)
  const [balance, setBalance] = useState<CreditsBalance | undefined>(undefined)
  const [item, setItem] = useState<Commodity | null>(null)
  const [quantity, setQuantity] = useState(1)
  const [address, setAddress] = useState<Address | null>(null)
  const [addressLoading, setAddressLoading] = useState(false)
  const [busy, setBusy] = useState(false)
  const requestId = useMemo(() => `exchange-${Date.now().toString(36)}`, [])
  const choice = useAtomValue(addressChoiceAtom, { store: sessionStore })

  useEffect(() => setBalance(balanceReq.data), [balanceReq.data])
  // Back from the address book the sheet stays open; back from elsewhere the balance may differ.
  useOnReturn(() => {
    if (loggedIn && !item) balanceReq.reload()
  })

  // An address picked in the address book for this exchange.
  useEffect(() => {
    if (!choice || choice.requestId !== requestId) return
    setAddressLoading(true)
    getAddressDetail(choice.addressId)
      .then(setAddress)
      .catch(notifyError)
      .finally(() => setAddressLoading(false))
  }, [choice, requestId])

  const open = (next: Commodity) => {
    if (!loggedIn) {
      promptLogin()
      return
    }
    setItem(next)
    setQuantity(1)
    if (next.needsAddress && !address) {
      setAddressLoading(true)
      getDefaultAddress()
        .then(setAddress)
        .catch(() => setAddress(null))
        .finally(() => setAddressLoading(false))
    }
  }

  const confirm = async () => {
    if (!item || !balance) return
    setBusy(true)
    try {
      const result = await exchange(item.id, quantity, item.needsAddress ? address?.id : undefined)
      setBalance({ ...balance, balance: result.balance })
      toast(successText(item, result.vipExpireAt))
      if (item.type === 'vip') loadUserInfo().catch(() => undefined)
      setItem(null)
      goods.reload()
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='credits-exchange' data-testid='credits-exchange'>
      {loggedIn ? (
        balanceReq.error ? (
          <StateView status='error' compact message={balanceReq.error} actionText='重新加载' onAction={balanceReq.reload} />
        ) : (
          <CreditsHeader balance={balance} onChange={setBalance} link={{ label: '兑换记录', route: 'credits-exchangeRecord' }} />
        )
      ) : (
        <View className='credits-exchange__visitor' onClick={promptLogin}>
          <Text>登录后查看积分余额，每日签到赚积分 ›</Text>
        </View>
      )}

      <Text className='credits-exchange__heading'>积分好物</Text>
      {goods.loading && !goods.data ? <StateView status='loading' compact /> : null}
      {goods.error ? <StateView status='error' compact message={goods.error} actionText='重新加载' onAction={goods.reload} /> : null}
      {goods.data && goods.data.length === 0 ? <StateView status='empty' compact message='暂时没有可兑换的商品' /> : null}
      <View className='credits-exchange__grid'>
        {goods.data?.map((g) => {
          const soldOut = g.stock !== null && g.stock <= 0
          const short = !!balance && balance.balance < g.creditsPrice
          return (
            <View key={g.id} className='credits-exchange__good' data-testid='exchange-good' data-commodity-id={String(g.id)}>
              <View className={`credits-exchange__cover credits-exchange__cover--${g.type}`}>{TYPE_ICON[g.type] ?? '礼'}</View>
              <Text className='credits-exchange__name'>{g.name}</Text>
              <Text className='credits-exchange__desc'>{g.description}</Text>
              <View className='credits-exchange__foot'>
                <Text className='credits-exchange__price'>
                  {g.creditsPrice}
                  <Text className='credits-exchange__unit'>积分</Text>
                </Text>
                <View
                  className={`credits-exchange__button${soldOut || short ? ' credits-exchange__button--off' : ''}`}
                  onClick={() => (soldOut ? toast('已兑完，下次早点来') : open(g))}
                  data-testid='exchange-open'
                >
                  {soldOut ? '已兑完' : '兑换'}
                </View>
              </View>
              {g.stock !== null && !soldOut ? <Text className='credits-exchange__stock'>仅剩{g.stock}件</Text> : null}
            </View>
          )
        })}
      </View>

      <ExchangeSheet
        item={item}
        quantity={quantity}
        onQuantity={setQuantity}
        balance={balance?.balance ?? 0}
        address={address}
        addressLoading={addressLoading}
        onChooseAddress={() => void openRoute('common-shippingAddress', { select: 1, requestId, selected: address?.id })}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setItem(null)}
      />
    </View>
  )
}
