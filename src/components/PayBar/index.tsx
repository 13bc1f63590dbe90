// The pay bar fixed to the bottom of the buy pages: an optional agreement to tick, the price and
// the pay button. Test ids come from the page so each page keeps its own.
import { Text, View } from '@tarojs/components'
import AgreementCheck from '@/components/AgreementCheck'
import type { AgreementCheckProps } from '@/components/AgreementCheck'
import TapButton from '@/components/TapButton'
import type { TapButtonProps } from '@/components/TapButton'
import { fenToYuan, fenToYuanFixed } from '@/core/format'
import './index.scss'

export interface PayBarProps {
  priceFen: number
  /** The words before the price: 合计, 实付. */
  priceLabel: string
  /** Always two decimals, the cents drawn smaller (57.80); otherwise trimmed (68, 57.8). */
  fixedCents?: boolean
  /** Small grey words after the price. */
  note?: string
  /** Colour of the price: gold on the membership pages, red where the final sum is shown. */
  tone?: 'gold' | 'danger'
  buttonText: string
  buttonVariant?: TapButtonProps['variant']
  disabled?: boolean
  /** Busy paying: the button is off and says so. */
  loading?: boolean
  loadingText?: string
  onSubmit: () => void
  /** An agreement to accept before paying (its own testId names the check and its link). */
  agreement?: AgreementCheckProps
  /** data-testid of the price (its whole-yuan part when fixedCents) and of the button. */
  testIds: { price: string; submit: string }
}

export default function PayBar(props: PayBarProps) {
  const { priceFen, fixedCents, tone = 'danger', loading, agreement, testIds } = props
  const [yuan, cents] = fixedCents ? fenToYuanFixed(priceFen).split('.') : [fenToYuan(priceFen), '']
  return (
    <View className='pay-bar'>
      {agreement ? (
        <View className='pay-bar__agree'>
          <AgreementCheck {...agreement} />
        </View>
      ) : null}
      <View className='pay-bar__main'>
        <View className={`pay-bar__price pay-bar__price--${tone}`}>
          <Text className='pay-bar__label'>{props.priceLabel}</Text>
          <Text className='pay-bar__currency'>¥</Text>
          <Text className='pay-bar__yuan' data-testid={testIds.price}>
            {yuan}
          </Text>
          {cents ? <Text className='pay-bar__cents'>.{cents}</Text> : null}
          {props.note ? <Text className='pay-bar__note'>{props.note}</Text> : null}
        </View>
        <TapButton
          variant={props.buttonVariant}
          className='pay-bar__submit'
          onClick={props.onSubmit}
          disabled={props.disabled || loading}
          testId={testIds.submit}
        >
          {loading ? (props.loadingText ?? '正在提交…') : props.buttonText}
        </TapButton>
      </View>
    </View>
  )
}
