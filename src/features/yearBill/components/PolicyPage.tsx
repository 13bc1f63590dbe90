// Lays out a personal-information text (utils/privacyText.ts).
import { Text, View } from '@tarojs/components'
import { openRoute } from '@/components/navigation/navigate'
import type { PolicyDoc } from '@/features/yearBill/utils/privacyText'
import './PolicyPage.scss'

export default function PolicyPage({ doc, testId }: { doc: PolicyDoc; testId: string }) {
  return (
    <View className='policy' data-testid={testId}>
      <Text className='policy__title'>{doc.title}</Text>
      <Text className='policy__updated'>{doc.updated}</Text>
      <Text className='policy__intro'>{doc.intro}</Text>
      {doc.sections.map((section) => (
        <View key={section.heading} className='policy__section'>
          <Text className='policy__heading'>{section.heading}</Text>
          {section.paragraphs.map((p) => (
            <Text key={p} className='policy__paragraph'>
              {p}
            </Text>
          ))}
          {section.items?.map((item) => (
            <View key={item} className='policy__item'>
              <Text className='policy__bullet'>•</Text>
              <Text className='policy__item-text'>{item}</Text>
            </View>
          ))}
        </View>
      ))}
      <View className='policy__links'>
        {doc.links.map((link) => (
          <View key={link.route} className='policy__link' hoverClass='policy__link--active' onClick={() => void openRoute(link.route)}>
            <Text>{link.label}</Text>
            <Text className='policy__arrow'>›</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
