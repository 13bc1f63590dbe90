// 收货地址: my addresses (default first), set default, edit, delete; in select mode (from the
// confirm page or a credits exchange) a tap picks one for the page below.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { notifyError } from '@/components/feedback/notifyError'
import { goBack, openRoute } from '@/components/navigation/navigate'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import type { Address } from '@/core/api/commerce'
import { addressChoiceAtom, sessionStore } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import { deleteAddress, getAddresses, MAX_ADDRESSES, setDefaultAddress } from '@/features/address/api/address'
import './AddressList.scss'

export default function AddressList() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const selectMode = params.select === '1'
  const selectedId = Number(params.selected) || 0
  const { data, loading, error, reload } = useRequest(getAddresses, [], loggedIn)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [busy, setBusy] = useState(false)

  // Back from adding or editing one.
  useOnReturn(reload)

  if (!loggedIn) return <LoginRequired message='登录后管理你的收货地址' />

  const pick = (address: Address) => {
    if (!selectMode) return
    sessionStore.set(addressChoiceAtom, { requestId: params.requestId || '', addressId: address.id })
    goBack()
  }

  const makeDefault = async (address: Address) => {
    if (address.isDefault) return
    try {
      await setDefaultAddress(address.id)
      toast('已设为默认地址')
      reload()
    } catch (e) {
      notifyError(e)
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    try {
      await deleteAddress(deleting.id)
      toast('已删除')
      setDeleting(null)
      reload()
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  const add = () => {
    if ((data?.length ?? 0) >= MAX_ADDRESSES) {
      toast('最多保存20个收货地址')
      return
    }
    void openRoute('common-shippingaddress-add')
  }

  const list = data ?? []
  return (
    <View className='address-list' data-testid='address-list' data-select={selectMode ? 'true' : 'false'}>
      {loading && !data ? <StateView status='loading' /> : null}
      {!loading && error ? <StateView status='error' message={error} actionText='重新加载' onAction={reload} /> : null}
      {!loading && !error && data && list.length === 0 ? (
        <StateView status='empty' message='还没有收货地址，添加一个吧' />
      ) : null}
      {selectMode && list.length ? <Text className='address-list__tip'>点击选择收货地址</Text> : null}
      {list.map((address) => (
        <View
          key={address.id}
          className={`address-card${selectMode && address.id === selectedId ? ' address-card--selected' : ''}`}
          data-testid='address-card'
          data-address-id={String(address.id)}
          data-default={address.isDefault ? 'true' : 'false'}
        >
          <View className='address-card__main' onClick={() => pick(address)} data-testid='address-card-main'>
            <View className='address-card__who'>
              <Text className='address-card__name'>{address.name}</Text>
              <Text className='address-card__mobile'>{address.mobile}</Text>
              {address.isDefault ? <Text className='address-card__tag'>默认</Text> : null}
            </View>
            <Text className='address-card__full' data-testid='address-card-full'>
              {address.fullAddress}
            </Text>
          </View>
          <View className='address-card__foot'>
            <View className='address-card__default' onClick={() => void makeDefault(address)} data-testid='address-set-default'>
              <View className={`address-card__radio${address.isDefault ? ' address-card__radio--on' : ''}`} />
              <Text>{address.isDefault ? '默认地址' : '设为默认'}</Text>
            </View>
            <Text className='address-card__action' onClick={() => void openRoute('common-shippingaddress-edit', { id: address.id })} data-testid='address-edit'>
              编辑
            </Text>
            <Text className='address-card__action' onClick={() => setDeleting(address)} data-testid='address-remove'>
              删除
            </Text>
          </View>
        </View>
      ))}
      <View className='address-list__bar'>
        <TapButton block onClick={add} testId='address-add'>
          + 新增收货地址
        </TapButton>
      </View>
      <ConfirmDialog
        visible={!!deleting}
        title='删除收货地址'
        content={deleting ? `确定删除“${deleting.name} ${deleting.fullAddress}”吗？` : ''}
        confirmText='删除'
        danger
        loading={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </View>
  )
}
