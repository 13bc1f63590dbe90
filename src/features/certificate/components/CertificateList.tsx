// 我的证书: one certificate per completed course, newest first.
import { Text, View } from '@tarojs/components'
import { CourseCover } from '@/components/CourseCard'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDate } from '@/core/format'
import { getCertificates } from '@/features/certificate/api/certificate'
import './CertificateList.scss'

export default function CertificateList() {
  const { loggedIn } = useCurrentUser()
  const list = useRequest(getCertificates, [], loggedIn)
  usePullDownReload(list.reload, list.loading)

  if (!loggedIn) return <LoginRequired message='登录后查看你获得的结业证书' />
  if (list.error && !list.data) return <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} />
  if (!list.data) return <StateView status='loading' />

  if (!list.data.length) {
    return (
      <View className='cert-list__empty' data-testid='certificate-empty'>
        <View className='cert-list__empty-badge'>证</View>
        <Text className='cert-list__empty-title'>还没有结业证书</Text>
        <Text className='cert-list__empty-text'>听完一门课程的全部章节，就会自动获得这门课的结业证书，证书可以保存和分享。</Text>
        <TapButton onClick={() => void openRoute('course-courseIndex')} testId='certificate-go-courses'>
          去选一门课
        </TapButton>
      </View>
    )
  }

  return (
    <View className='cert-list' data-testid='certificate-list'>
      <Text className='cert-list__count'>已获得 {list.data.length} 张结业证书</Text>
      <View className='cert-list__grid'>
        {list.data.map((cert) => (
          <View
            key={cert.id}
            className='cert-list__card'
            hoverClass='cert-list__card--active'
            onClick={() => void openRoute('certificate-details', { id: cert.id })}
            data-testid={`certificate-${cert.id}`}
          >
            <View className='cert-list__cover'>
              <CourseCover subject={cert.subject} className='cert-list__cover-image' />
              <Text className='cert-list__ribbon'>结业证书</Text>
            </View>
            <Text className='cert-list__title'>{cert.subject.title}</Text>
            <Text className='cert-list__meta'>编号 {cert.number}</Text>
            <Text className='cert-list__meta'>{formatDate(cert.issuedAt)} 获得</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
