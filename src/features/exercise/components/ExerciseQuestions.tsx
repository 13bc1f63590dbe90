// 练习题 (exercisequestion): the common questions about practising, as an accordion.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { getExerciseQuestions } from '@/features/exercise/api/exercise'
import './ExerciseQuestions.scss'

export default function ExerciseQuestions() {
  const questions = useRequest(getExerciseQuestions)
  const [open, setOpen] = useState<number | null>(0)

  if (questions.loading) return <StateView status='loading' />
  if (questions.error || !questions.data) return <StateView status='error' message={questions.error} actionText='重新加载' onAction={questions.reload} />
  if (!questions.data.length) return <StateView status='empty' message='暂时没有常见问题' />
  return (
    <View className='exercise-faq' data-testid='exercise-faq'>
      {questions.data.map((q, i) => {
        const on = open === i
        return (
          <View key={i} className={`exercise-faq__item${on ? ' exercise-faq__item--open' : ''}`} data-testid='faq-item' data-open={on ? 'true' : 'false'}>
            <View className='exercise-faq__q' onClick={() => setOpen(on ? null : i)} data-testid='faq-question' role='button' aria-expanded={on ? 'true' : 'false'}>
              <Text className='exercise-faq__q-text'>{q.question}</Text>
              <Text className='exercise-faq__arrow'>{on ? '−' : '+'}</Text>
            </View>
            {on ? (
              <Text className='exercise-faq__a' data-testid='faq-answer'>
                {q.answer}
              </Text>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}
