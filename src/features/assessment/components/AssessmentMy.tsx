// 我的 (the shell's third tab): my tests with 继续作答, my reports, my favourites, as sections
// whose choice is the session's `assessmentMyIndex` (spec 3.3). A visitor is asked to log in.
// The same lists stand alone as assessmentMine, reportHistory and AssessmentCollect.
import { Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import SegmentTabs from '@/components/SegmentTabs'
import { openRoute } from '@/components/navigation/navigate'
import { assessmentMyIndexAtom, sessionStore } from '@/core/session/atoms'
import FavoriteList from '@/features/assessment/components/FavoriteList'
import LoginGate from '@/features/assessment/components/LoginGate'
import MineList from '@/features/assessment/components/MineList'
import HistoryList from '@/features/assessment/components/HistoryList'
import { MY_SECTIONS, mySectionAt, mySectionIndex } from '@/features/assessment/utils/shell'
import './AssessmentMy.scss'

function MySections() {
  const [index, setIndex] = useAtom(assessmentMyIndexAtom, { store: sessionStore })
  const section = mySectionAt(index)

  return (
    <View className='assessment-my' data-testid='assessment-my' data-section={section}>
      <SegmentTabs tabs={MY_SECTIONS} active={section} onChange={(key) => setIndex(mySectionIndex(key))} testIdPrefix='assessment-my' sticky />
      <View className='assessment-my__links'>
        <Text className='assessment-my__link' onClick={() => void openRoute('assessment-assessmentInvite')} data-testid='assessment-my-invite'>
          邀请好友测评 ›
        </Text>
      </View>
      {section === 'mine' ? <MineList /> : section === 'reports' ? <HistoryList /> : <FavoriteList />}
    </View>
  )
}

export default function AssessmentMy() {
  return (
    <LoginGate message='登录后查看你的测评记录、报告和收藏'>
      <MySections />
    </LoginGate>
  )
}
