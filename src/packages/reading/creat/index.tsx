import PageShell from '@/components/PageShell'
import CreatForm from '@/features/reading/components/CreatForm'

definePageConfig({ navigationBarTitleText: '发起读书会' })

export default function ReadingCreatFormPage() {
  return (
    <PageShell>
      <CreatForm />
    </PageShell>
  )
}
