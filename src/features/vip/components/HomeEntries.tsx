// Shortcuts from the pay home to the visitor's own pages.
import { Text, View } from '@tarojs/components'
import { openRoute } from '@/components/navigation/navigate'
import './HomeEntries.scss'

const ENTRIES = [
  { route: 'course-courseIndex', label: '听课', desc: '好课、书单与文章，随时收听', testid: 'entry-course' },
  { route: 'assessment-assessmentHome', label: '心理测评', desc: '专业量表，读懂情绪与性格', testid: 'entry-assessment' },
  { route: 'user-portrait', label: '我的资料', desc: '头像、昵称与账号', testid: 'entry-portrait' },
  { route: 'userTagManager-baseInfoPortrait', label: '完善信息', desc: '让推荐更懂你', testid: 'entry-tags' },
  { route: 'common-download', label: '下载心栈App', desc: '离线收听，体验更完整', testid: 'entry-download' },
] as const

export default function HomeEntries() {
  return (
    <View className='home-entries'>
      {ENTRIES.map((entry) => (
        <View
          key={entry.route}
          className='home-entries__item'
          hoverClass='home-entries__item--active'
          onClick={() => void openRoute(entry.route)}
          data-testid={entry.testid}
        >
          <View className='home-entries__text'>
            <Text className='home-entries__label'>{entry.label}</Text>
            <Text className='home-entries__desc'>{entry.desc}</Text>
          </View>
          <Text className='home-entries__arrow'>›</Text>
        </View>
      ))}
    </View>
  )
}
