// assessmentQuestionList: one question at a time. A tap saves the answer and moves on after a
// beat; a failed save keeps the choice with a retry; 上一题 goes back; 提交 when all are answered.
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { replaceRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { useTakeSession } from '@/features/assessment/hooks/useTakeSession'
import { allAnswered, answeredCount, progressPercent } from '@/features/assessment/utils/take'
import './TakeQuestions.scss'

export interface TakeQuestionsProps {
  assessmentId: number
  sessionId: number
  /** The scale's title, for the navigation bar (never the route's legacy title). */
  onTitle: (title: string) => void
}

export default function TakeQuestions({ assessmentId, sessionId, onTitle }: TakeQuestionsProps) {
  const { loggedIn } = useCurrentUser()
  const take = useTakeSession(assessmentId, sessionId, loggedIn)
  const { status, questions, answers, index, pending, reportId } = take

  useEffect(() => {
    if (questions?.title) onTitle(questions.title)
  }, [questions, onTitle])

  // A submitted session (another tab, or a reload after submitting) belongs to its report.
  useEffect(() => {
    if (status === 'submitted' && reportId) void replaceRoute('assessment-assessmentReport', { id: reportId })
  }, [status, reportId])

  if (!(assessmentId > 0)) return <StateView status='error' message='测评不存在或已下架' />
  if (!loggedIn) return <LoginRequired message='登录后继续答题，已答的题目不会丢失' />
  if (status === 'loading') return <StateView status='loading' />
  if (status === 'error') return <StateView status='error' message={take.error} actionText='重新加载' onAction={take.reload} />
  if (status === 'noSession') {
    return (
      <StateView
        status='empty'
        message='还没有开始这个测评，请先阅读测评须知'
        actionText='去阅读须知'
        onAction={() => void replaceRoute('assessment-AssessmentShouldKnow', { id: assessmentId })}
      />
    )
  }
  if (status === 'submitted') return <StateView status='loading' message='本次测评已提交，正在打开报告…' />

  const items = questions?.questions ?? []
  const question = items[index]
  if (!question) return <StateView status='empty' message='这个测评暂时没有题目' />

  const total = items.length
  const answered = answeredCount(items, answers)
  const percent = progressPercent(answered, total)
  const saved = answers[String(question.no)]
  const chosen = pending && pending.no === question.no ? pending.value : saved
  const isLast = index === total - 1
  const complete = allAnswered(items, answers)

  const submit = async () => {
    const id = await take.submit()
    if (id) void replaceRoute('assessment-assessmentReport', { id })
  }

  return (
    <View className='take' data-testid='take-questions' data-session-id={take.sessionId}>
      <View className='take__head'>
        <View className='take__counts'>
          <Text className='take__no' data-testid='question-no'>
            第{index + 1}题
          </Text>
          <Text className='take__of'>/共{total}题</Text>
          <Text className='take__answered'>已答 {answered}</Text>
        </View>
        <View
          className='take__progress'
          data-testid='question-progress'
          data-answered={answered}
          data-total={total}
          role='progressbar'
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
        >
          <View className='take__progress-fill' style={{ width: `${percent}%` }} />
        </View>
      </View>

      {index === 0 && questions?.instruction ? <Text className='take__instruction'>{questions.instruction}</Text> : null}

      <View className='take__card' key={question.no}>
        <Text className='take__text'>{question.text}</Text>
        <View className='take__options' role='radiogroup'>
          {question.options.map((option) => {
            const on = chosen === option.value
            const saving = on && !!pending?.saving
            return (
              <View
                key={option.value}
                className={`take__option${on ? ' take__option--on' : ''}${on && pending?.error ? ' take__option--failed' : ''}`}
                hoverClass='take__option--press'
                role='radio'
                aria-checked={on ? 'true' : 'false'}
                data-testid={`option-${option.value}`}
                data-selected={on ? 'true' : 'false'}
                onClick={() => take.choose(option.value)}
              >
                <View className='take__radio'>{on ? <View className='take__radio-dot' /> : null}</View>
                <Text className='take__label'>{option.label}</Text>
                {saving ? <Text className='take__saving'>保存中…</Text> : null}
              </View>
            )
          })}
        </View>
        {pending?.error && pending.no === question.no ? (
          <View className='take__error' data-testid='answer-error'>
            <Text>答案未保存：{pending.error}</Text>
            <Text className='take__retry' onClick={take.retry} data-testid='answer-retry'>
              重试
            </Text>
          </View>
        ) : null}
      </View>

      <View className='take__nav'>
        <TapButton variant='outline' disabled={index === 0} onClick={take.prev} testId='question-prev'>
          上一题
        </TapButton>
        {isLast ? (
          <TapButton disabled={!complete || take.submitting} onClick={() => void submit()} testId='question-submit'>
            {take.submitting ? '提交中…' : '提交'}
          </TapButton>
        ) : (
          <TapButton variant='outline' disabled={saved === undefined || !!pending} onClick={take.next} testId='question-next'>
            下一题
          </TapButton>
        )}
      </View>
      {isLast && !complete ? <Text className='take__hint'>还有 {total - answered} 题未作答，答完全部题目后即可提交</Text> : null}
      {take.submitError ? (
        <Text className='take__hint take__hint--error' data-testid='submit-error'>
          {take.submitError}
        </Text>
      ) : null}
      <Text className='take__privacy'>你的答案仅自己可见，会自动保存，中途离开可继续作答</Text>
    </View>
  )
}
