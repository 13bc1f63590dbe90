// /common/memberShip: the membership agreement, readable before paying.
import { Text, View } from '@tarojs/components'
import { MEMBERSHIP_AGREEMENT } from '@/features/vip/utils/agreement'
import './MembershipAgreement.scss'

export default function MembershipAgreement() {
  return (
    <View className='membership-doc' data-testid='membership-agreement'>
      <Text className='membership-doc__title'>{MEMBERSHIP_AGREEMENT.title}</Text>
      <Text className='membership-doc__updated'>更新日期：{MEMBERSHIP_AGREEMENT.updated}</Text>
      {MEMBERSHIP_AGREEMENT.sections.map((section) => (
        <View key={section.heading} className='membership-doc__section'>
          <Text className='membership-doc__heading'>{section.heading}</Text>
          {section.paragraphs.map((p) => (
            <Text key={p.slice(0, 20)} className='membership-doc__p'>
              {p}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}
