// 练习感受 (login, ?clientId=): how the practice felt, five faces and an optional note (200
// characters at most); saving goes on to the practice's record.
import { Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import LoginRequired from '@/components/session/LoginRequired'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { cutToMaxLength } from '@/core/validate'
import { toast } from '@/core/toast'
import { getPractice, recordFeel } from '@/features/exercise/api/exercise'
import MoodFace from '@/features/exercise/components/MoodFace'
import { toPractice } from '@/features/exercise/utils/nav'
import { FEEL_NOTE_MAX, isClientId, MOODS } from '@/features/exercise/utils/practice'
import './ExerciseFeel.scss'

export default function ExerciseFeel({ clientId }: { clientId: string }) {
  const { loggedIn } = useCurrentUser()
  const valid = isClientId(clientId)
  const practice = useRequest(() => getPractice(clientId), [clientId], loggedIn && valid)
  const [mood, setMood] = useState(0)
  const [note, setNote] = useState('')
  const [saving, setSaving] = useState(false)

  // An earlier record of this practice is the starting point (a new one replaces it).
  useEffect(() => {
    if (practice.data?.mood) setMood(practice.data.mood)
    if (practice.data?.note) setNote(practice.data.note)
  }, [practice.data])

  if (!loggedIn) return <LoginRequired message='登录后记录这次练习的感受' />
  if (!valid) return <StateView status='error' message='练习记录不存在' />
  if (practice.loading) return <StateView status='loading' />
  if (practice.error || !practice.data) return <StateView status='error' message={practice.error} actionText='重新加载' onAction={practice.reload} />

  const save = () => {
    if (!mood) {
      toast('请选择此刻的心情')
      return
    }
    setSaving(true)
    recordFeel(clientId, mood, note.trim() || undefined)
      .then(() => toPractice(clientId))
      .catch(() => setSaving(false))
  }

  const p = practice.data
  return (
    <View className='exercise-feel' data-testid='exercise-feel'>
      <View className='exercise-feel__head'>
        <Text className='exercise-feel__done'>{p.completedAt ? '完成了！' : '这次练习'}</Text>
        <Text className='exercise-feel__title'>{p.exercise.title}</Text>
        <Text className='exercise-feel__ask'>练习之后，你感觉怎么样？</Text>
      </View>
      <View className='exercise-feel__moods'>
        {MOODS.map((m) => (
          <View
            key={m.value}
            className={`exercise-feel__mood${mood === m.value ? ' exercise-feel__mood--on' : ''}`}
            onClick={() => setMood(m.value)}
            data-testid={`mood-${m.value}`}
            data-selected={mood === m.value ? 'true' : 'false'}
          >
            <MoodFace mood={m.value} />
            <Text className='exercise-feel__mood-label'>{m.label}</Text>
          </View>
        ))}
      </View>
      <View className='exercise-feel__note'>
        <Textarea
          className='exercise-feel__textarea'
          value={note}
          placeholder='写下此刻的感受（选填）'
          maxlength={-1}
          onInput={(e) => setNote(cutToMaxLength(e.detail.value, FEEL_NOTE_MAX))}
          data-testid='feel-note'
        />
        <Text className='exercise-feel__count' data-testid='feel-note-count'>
          {Array.from(note).length}/{FEEL_NOTE_MAX}
        </Text>
      </View>
      <Text className='exercise-feel__privacy'>感受只有你自己能看到</Text>
      <View className='exercise-feel__save'>
        <TapButton block disabled={saving} onClick={save} testId='feel-save'>
          {saving ? '正在保存…' : '保存感受'}
        </TapButton>
      </View>
    </View>
  )
}
