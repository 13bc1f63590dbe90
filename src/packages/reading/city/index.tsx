import PageShell from '@/components/PageShell'
import CityPicker from '@/features/reading/components/CityPicker'

definePageConfig({ navigationBarTitleText: '选择城市' })

export default function ReadingCityPickerPage() {
  return (
    <PageShell>
      <CityPicker />
    </PageShell>
  )
}
