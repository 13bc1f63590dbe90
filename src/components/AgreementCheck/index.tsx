// "我已阅读并同意《…》": a check the person must tick before paying, with the document one tap away.
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface AgreementCheckProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Name of the document, with its book-title marks: 《心栈会员服务协议》. */
  document: string
  onOpen: () => void
  testId?: string
  /** Briefly drawn attention to (after paying without agreeing). */
  shake?: boolean
}

export default function AgreementCheck({ checked, onChange, document, onOpen, testId, shake }: AgreementCheckProps) {
  return (
    <View className={`agreement-check${shake ? ' agreement-check--shake' : ''}`}>
      <View
        className={`agreement-check__box${checked ? ' agreement-check__box--on' : ''}`}
        role='checkbox'
        aria-checked={checked ? 'true' : 'false'}
        onClick={() => onChange(!checked)}
        data-testid={testId}
        data-checked={checked ? 'true' : 'false'}
      >
        {checked ? '✓' : ''}
      </View>
      <Text className='agreement-check__text' onClick={() => onChange(!checked)}>
        我已阅读并同意
      </Text>
      <Text className='agreement-check__link' onClick={onOpen} data-testid={testId ? `${testId}-link` : undefined}>
        {document}
      </Text>
    </View>
  )
}
