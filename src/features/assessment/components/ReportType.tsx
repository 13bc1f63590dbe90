// The type test's result: the four letters, the type's name and description, and each axis as a
// two-pole bar (high letter left, low letter right) filled towards the chosen pole by its strength.
import { Text, View } from '@tarojs/components'
import type { ReportType } from '@/features/assessment/api/report'
import { axisBar, strengthWord } from '@/features/assessment/utils/reportView'
import './ReportType.scss'

export default function ReportTypeCard({ type }: { type: ReportType }) {
  return (
    <View className='report-type'>
      <Text className='report-type__code' data-testid='report-type' data-code={type.code}>
        {type.code}
      </Text>
      <Text className='report-type__name'>{type.name}</Text>
      <Text className='report-type__desc'>{type.description}</Text>
      <View className='report-type__axes'>
        {type.axes.map((axis) => {
          const bar = axisBar(axis)
          const [high, low] = axis.letters
          return (
            <View key={axis.dimension} className='report-type__axis' data-testid={`report-axis-${axis.dimension}`} data-pole={axis.pole} data-strength={axis.strength}>
              <View className='report-type__poles'>
                <Text className={`report-type__letter${axis.pole === high && !axis.tie ? ' report-type__letter--on' : ''}`}>{high}</Text>
                <View className='report-type__track'>
                  <View className='report-type__mid' />
                  <View className='report-type__fill' style={{ left: `${bar.left}%`, width: `${bar.width}%` }} />
                </View>
                <Text className={`report-type__letter${axis.pole === low && !axis.tie ? ' report-type__letter--on' : ''}`}>{low}</Text>
              </View>
              <Text className='report-type__caption'>
                {axis.tie ? `两端持平，偏好不明显（按惯例记为 ${axis.pole}）` : `${axis.poleName}（${axis.pole}）· 倾向${strengthWord(axis)} ${axis.strength}%`}
              </Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
