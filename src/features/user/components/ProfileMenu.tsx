// What I can do with my account: edit, complete, switch, log out.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import { goHome, openRoute } from '@/components/navigation/navigate'
import { logout } from '@/core/login/login'
import { toast } from '@/core/toast'
import './ProfileMenu.scss'

const ITEMS = [
  { route: 'learnGrowPlan-learnStatistics', label: '学习统计', testid: 'menu-learn-statistics' },
  { route: 'learnGrowPlan-learnRecord', label: '学习记录', testid: 'menu-learn-record' },
  { route: 'certificate-myList', label: '我的证书', testid: 'menu-certificates' },
  { route: 'assessment-assessmentMy', label: '我的测评', testid: 'menu-assessments' },
  { route: 'yearBill-24-index', label: '年度报告', testid: 'menu-year-report' },
  { route: 'user-portrait-edit', label: '编辑资料', testid: 'menu-edit' },
  { route: 'userTagManager-baseInfoPortrait', label: '完善信息', testid: 'menu-tags' },
  { route: 'user-changeaccount', label: '切换账号', testid: 'menu-change-account' },
] as const

export default function ProfileMenu({ profileCompleted }: { profileCompleted?: boolean }) {
  const [confirming, setConfirming] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const confirmLogout = async () => {
    setLeaving(true)
    // logout() never rejects: the token is dropped here even when the server is unreachable.
    await logout()
    setLeaving(false)
    setConfirming(false)
    toast('已退出登录')
    goHome()
  }

  return (
    <View className='profile-menu'>
      <View className='profile-menu__group'>
        {ITEMS.map((item) => (
          <View
            key={item.route}
            className='profile-menu__item'
            hoverClass='profile-menu__item--active'
            onClick={() => void openRoute(item.route)}
            data-testid={item.testid}
          >
            <Text className='profile-menu__label'>{item.label}</Text>
            {item.route === 'userTagManager-baseInfoPortrait' && !profileCompleted ? (
              <Text className='profile-menu__hint'>完善后推荐更精准</Text>
            ) : null}
            <Text className='profile-menu__arrow'>›</Text>
          </View>
        ))}
      </View>
      <View className='profile-menu__logout' hoverClass='profile-menu__item--active' onClick={() => setConfirming(true)} data-testid='menu-logout'>
        退出登录
      </View>
      <ConfirmDialog
        visible={confirming}
        title='退出登录'
        content='退出后将无法同步学习记录，确定退出当前账号吗？'
        confirmText='退出'
        danger
        loading={leaving}
        onConfirm={confirmLogout}
        onCancel={() => setConfirming(false)}
      />
    </View>
  )
}
