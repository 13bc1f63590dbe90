// 学历 picker: a bottom sheet listing the programme's education levels; tap one to choose.
import { Text, View } from '@tarojs/components'
import './EducationPicker.scss'

export interface EducationPickerProps {
  visible: boolean
  options: string[]
  value: string
  onSelect: (value: string) => void
  onClose: () => void
}

export default function EducationPicker({ visible, options, value, onSelect, onClose }: EducationPickerProps) {
  if (!visible) return null
  return (
    <View className='education-picker' data-testid='education-sheet'>
      <View className='education-picker__mask' onClick={onClose} />
      <View className='education-picker__sheet' role='listbox'>
        <View className='education-picker__head'>
          <Text className='education-picker__title'>选择学历</Text>
          <Text className='education-picker__close' onClick={onClose} data-testid='education-close'>
            取消
          </Text>
        </View>
        {options.map((option) => (
          <View
            key={option}
            className={`education-picker__option${option === value ? ' education-picker__option--on' : ''}`}
            onClick={() => onSelect(option)}
            role='option'
            aria-selected={option === value ? 'true' : 'false'}
            data-testid='education-option'
            data-value={option}
          >
            {option}
          </View>
        ))}
      </View>
    </View>
  )
}
