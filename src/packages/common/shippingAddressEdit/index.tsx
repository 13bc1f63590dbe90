import PageShell from '@/components/PageShell'
import { AddressEdit } from '@/features/address/components/AddressEditor'

definePageConfig({ navigationBarTitleText: '编辑收货地址', enableShareAppMessage: true, enableShareTimeline: true })

export default function ShippingAddressEditPage() {
  return (
    <PageShell>
      <AddressEdit />
    </PageShell>
  )
}
