import { Text, View } from '@tarojs/components'
import './ChoiceChips.scss'

export interface Choice {
  id: string
  name: string
}

export interface ChoiceChipsProps {
  choices: Choice[]
  selected: string[]
  onToggle: (id: string) => void
  testId: string
}

/** Tappable options; selected ones are filled. */
export default function ChoiceChips({ choices, selected, onToggle, testId }: ChoiceChipsProps) {
  return (
    <View className='choice-chips'>
      {choices.map((c) => {
        const on = selected.includes(c.id)
        return (
          <Text
            key={c.id}
            className={`choice-chips__chip${on ? ' choice-chips__chip--on' : ''}`}
            onClick={() => onToggle(c.id)}
            data-testid={`${testId}-${c.id}`}
            data-selected={on ? 'true' : 'false'}
          >
            {c.name}
          </Text>
        )
      })}
    </View>
  )
}
