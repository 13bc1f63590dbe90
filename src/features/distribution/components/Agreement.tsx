// 推广服务协议: the agreement as the operator wrote it, with its version and date. 同意并申请 opens
// the application with this version (the server refuses an older one); someone who agreed to
// this very version already is told so.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDate } from '@/core/format'
import { getAgreement } from '@/features/distribution/api/distribution'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './Agreement.scss'

export default function Agreement() {
  const { loggedIn } = useCurrentUser()
  const agreement = useRequest(getAgreement, [loggedIn])
  const data = agreement.data

  if (agreement.loading && !data) return <StateView status='loading' message='正在读取协议…' />
  if (!data) return <StateView status='error' message={agreement.error || '协议加载失败'} actionText='重新加载' onAction={agreement.reload} />
  const agreedThis = data.agreedVersion === data.version

  return (
    <View className='dist-agreement' data-testid='dist-agreement' data-version={data.version}>
      <View className='dist-agreement__paper'>
        <Text className='dist-agreement__title' data-testid='dist-agreement-title'>
          {data.title}
        </Text>
        <Text className='dist-agreement__meta' data-testid='dist-agreement-meta'>
          第{data.version}版{data.updatedAt > 0 ? ` · ${formatDate(data.updatedAt)} 更新` : ''}
        </Text>
        <Text className='dist-agreement__content' data-testid='dist-agreement-content' userSelect>
          {data.content}
        </Text>
      </View>
      <View className='dist-agreement__space' />
      <View className='dist-agreement__bar'>
        {agreedThis ? (
          <>
            <Text className='dist-agreement__agreed' data-testid='dist-agreement-agreed'>
              你已同意本版协议
            </Text>
            <TapButton className='dist-agreement__start' onClick={() => openDist(DIST.talent)} testId='dist-agreement-center'>
              去达人中心
            </TapButton>
          </>
        ) : (
          <TapButton className='dist-agreement__start' onClick={() => openDist(DIST.apply, { version: data.version })} testId='dist-agreement-agree'>
            同意协议并申请
          </TapButton>
        )}
      </View>
    </View>
  )
}
