import PageShell from '@/components/PageShell'
import { AddressAdd } from '@/features/address/components/AddressEditor'

definePageConfig({ navigationBarTitleText: '新增收货地址', enableShareAppMessage: true, enableShareTimeline: true })

export default function ShippingAddressAddPage() {
  return (
    <PageShell>
      <AddressAdd />
    </PageShell>
  )
}
