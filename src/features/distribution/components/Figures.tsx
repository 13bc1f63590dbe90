// A row of figures, each a value over its label (money as ¥ with two decimals, counts as they
// are), on the green card (`dark`) or a white panel. Each cell carries its raw value for tests.
import { Text, View } from '@tarojs/components'
import { fenToYuanFixed } from '@/core/format'
import './Figures.scss'

export interface Figure {
  label: string
  /** Fen when `money`, else a count. */
  value: number
  money?: boolean
  testId: string
  onClick?: () => void
}

export interface FiguresProps {
  cells: Figure[]
  dark?: boolean
  className?: string
}

export default function Figures({ cells, dark, className }: FiguresProps) {
  return (
    <View className={`dist-figures${dark ? ' dist-figures--dark' : ''}${className ? ` ${className}` : ''}`}>
      {cells.map((cell) => (
        <View key={cell.testId} className='dist-figures__cell' onClick={cell.onClick}>
          <Text className='dist-figures__value' data-testid={cell.testId} data-value={cell.value}>
            {cell.money ? fenToYuanFixed(cell.value) : cell.value}
          </Text>
          <Text className='dist-figures__label'>{cell.label}</Text>
        </View>
      ))}
    </View>
  )
}
