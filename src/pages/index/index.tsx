import PageShell from '@/components/PageShell'
import LinkLanding from '@/features/distribution/components/LinkLanding'
import BeginnerSlot from '@/features/vip/components/BeginnerSlot'
import HomeEntries from '@/features/vip/components/HomeEntries'
import MemberStatus from '@/features/vip/components/MemberStatus'
import OfferList from '@/features/vip/components/OfferList'
import VipHero from '@/features/vip/components/VipHero'

definePageConfig({ navigationBarTitleText: '心栈会员', enableShareAppMessage: true, enableShareTimeline: true })

export default function VipHomePage() {
  return (
    <PageShell>
      {/* A promoter's general poster or code lands here: count the visit, bind the buyer. */}
      <LinkLanding page='/' />
      <VipHero />
      <MemberStatus />
      <BeginnerSlot />
      <OfferList />
      <HomeEntries />
    </PageShell>
  )
}
