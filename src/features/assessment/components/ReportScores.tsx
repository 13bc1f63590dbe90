// Scores of a report: the total on a min..max gauge coloured by its band's tone, and each
// dimension as a bar with its percent and band.
import { Text, View } from '@tarojs/components'
import type { ReportDimension, ReportTotal } from '@/features/assessment/api/report'
import { gaugePosition, percentText, toneColor } from '@/features/assessment/utils/reportView'
import './ReportScores.scss'

export function ReportGauge({ total }: { total: ReportTotal }) {
  const color = toneColor(total.band?.tone)
  const at = gaugePosition(total.raw, total.min, total.max)
  return (
    <View className='report-gauge'>
      <View className='report-gauge__head'>
        <Text className='report-gauge__label'>{total.label}</Text>
        <Text className='report-gauge__score' data-testid='report-total' data-raw={total.raw}>
          {total.raw}
          <Text className='report-gauge__max'> / {total.max}分</Text>
        </Text>
      </View>
      {total.band ? (
        <Text className='report-gauge__band' style={{ background: color }} data-testid='report-band' data-tone={total.band.tone}>
          {total.band.label}
        </Text>
      ) : null}
      <View className='report-gauge__track' role='img' aria-label={`${total.label} ${total.raw} 分，范围 ${total.min} 到 ${total.max}`}>
        <View className='report-gauge__fill' style={{ width: `${at}%`, background: color }} />
        <View className='report-gauge__marker' style={{ left: `${at}%`, borderColor: color }} />
      </View>
      <View className='report-gauge__ends'>
        <Text>{total.min}</Text>
        <Text>{total.max}</Text>
      </View>
      {total.band?.description ? <Text className='report-gauge__desc'>{total.band.description}</Text> : null}
    </View>
  )
}

export function ReportDimensions({ dimensions }: { dimensions: ReportDimension[] }) {
  return (
    <View className='report-dims' data-testid='report-dimensions'>
      {dimensions.map((d) => {
        const color = toneColor(d.band?.tone ?? 'neutral')
        return (
          <View key={d.code} className='report-dims__row' data-testid={`report-dimension-${d.code}`} data-percent={d.percent}>
            <View className='report-dims__head'>
              <Text className='report-dims__name'>{d.name}</Text>
              {d.band ? (
                <Text className='report-dims__band' style={{ color }}>
                  {d.band.label}
                </Text>
              ) : null}
              <Text className='report-dims__pct'>{percentText(d.percent)}</Text>
            </View>
            <View className='report-dims__track'>
              <View className='report-dims__fill' style={{ width: percentText(d.percent), background: color }} />
            </View>
            {d.description ? <Text className='report-dims__desc'>{d.description}</Text> : null}
          </View>
        )
      })}
    </View>
  )
}
