import PageShell from '@/components/PageShell'
import AppDownload from '@/features/common/components/AppDownload'

definePageConfig({ navigationBarTitleText: '下载心栈App', enableShareAppMessage: true, enableShareTimeline: true })

export default function DownloadPage() {
  return <PageShell>{({ params }) => <AppDownload type={params.type} param={params.param} title={params.title} />}</PageShell>
}
