import PageShell from '@/components/PageShell'
import AddressList from '@/features/address/components/AddressList'

definePageConfig({ navigationBarTitleText: '收货地址', enableShareAppMessage: true, enableShareTimeline: true })

export default function ShippingAddressPage() {
  return (
    <PageShell>
      <AddressList />
    </PageShell>
  )
}
