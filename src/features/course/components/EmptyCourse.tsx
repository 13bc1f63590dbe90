// 暂无内容: where a course link leads to nothing (yet), with ways on.
import { View } from '@tarojs/components'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { goBack, openRoute } from '@/components/navigation/navigate'

export default function EmptyCourse() {
  return (
    <View data-testid='course-empty' style={{ paddingTop: '48px' }}>
      <StateView status='empty' message='这里暂时还没有内容，去课程首页逛逛吧'>
        <View style={{ display: 'flex', gap: '12px', marginTop: '20px' }}>
          <TapButton variant='outline' size='small' onClick={() => goBack()}>
            返回上一页
          </TapButton>
          <TapButton size='small' onClick={() => void openRoute('course-courseIndex')} testId='course-empty-home'>
            去听课
          </TapButton>
        </View>
      </StateView>
    </View>
  )
}
