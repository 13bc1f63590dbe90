// The crisis notice (PHQ-9 item 9 above 0): first on the report, every hotline one tap from a call.
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Notice } from '@/features/assessment/api/report'
import { dialTargets } from '@/features/assessment/utils/reportView'
import './ReportCrisis.scss'

function call(number: string) {
  Taro.makePhoneCall({ phoneNumber: number }).catch(() => {
    // No phone on this device (a desktop browser): leave the number where it can be pasted.
    Taro.setClipboardData({ data: number }).catch(() => undefined)
  })
}

export default function ReportCrisis({ notices }: { notices: Notice[] }) {
  return (
    <View className='report-crisis' data-testid='crisis-notice' role='alert'>
      {notices.map((notice, i) => (
        <View key={i} className='report-crisis__notice'>
          <Text className='report-crisis__title'>⚠ {notice.title}</Text>
          <Text className='report-crisis__text'>{notice.text}</Text>
          <View className='report-crisis__lines'>
            {notice.hotlines.map((line) => (
              <View key={line.name} className='report-crisis__line'>
                <View className='report-crisis__who'>
                  <Text className='report-crisis__name'>{line.name}</Text>
                  {line.note ? <Text className='report-crisis__note'>{line.note}</Text> : null}
                </View>
                <View className='report-crisis__numbers'>
                  {dialTargets(line.number).map((t) => (
                    <View
                      key={t.number}
                      className='report-crisis__call'
                      hoverClass='report-crisis__call--press'
                      onClick={() => call(t.number)}
                      data-testid='crisis-hotline'
                      data-number={t.number}
                      role='link'
                      aria-label={`拨打 ${line.name} ${t.label}`}
                    >
                      拨打 {t.label}
                    </View>
                  ))}
                </View>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}
