// − n + for a purchase quantity: whole numbers between min and max, nothing typed by hand.
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface QuantityStepperProps {
  value: number
  min?: number
  max: number
  onChange: (value: number) => void
  disabled?: boolean
  testId?: string
}

export default function QuantityStepper({ value, min = 1, max, onChange, disabled, testId }: QuantityStepperProps) {
  const canMinus = !disabled && value > min
  const canPlus = !disabled && value < max
  return (
    <View className={`quantity-stepper${disabled ? ' quantity-stepper--disabled' : ''}`} data-testid={testId}>
      <View
        className={`quantity-stepper__button${canMinus ? '' : ' quantity-stepper__button--off'}`}
        onClick={() => canMinus && onChange(value - 1)}
        aria-label='减少'
        aria-disabled={canMinus ? 'false' : 'true'}
        data-testid={testId ? `${testId}-minus` : undefined}
      >
        −
      </View>
      <Text className='quantity-stepper__value' data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </Text>
      <View
        className={`quantity-stepper__button${canPlus ? '' : ' quantity-stepper__button--off'}`}
        onClick={() => canPlus && onChange(value + 1)}
        aria-label='增加'
        aria-disabled={canPlus ? 'false' : 'true'}
        data-testid={testId ? `${testId}-plus` : undefined}
      >
        +
      </View>
    </View>
  )
}
