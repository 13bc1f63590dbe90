// The error block of a page that loads one thing: a failed request offers 重新加载; a refusal
// by the server (gone, not yours) would answer the same again, so it offers a way elsewhere.
import StateView from '@/components/StateView'
import { openRoute } from '@/components/navigation/navigate'
import type { RequestState } from '@/components/hooks/useRequest'

export interface RequestErrorProps {
  request: Pick<RequestState<unknown>, 'error' | 'refused' | 'reload'>
  /** Where to go after a refusal, e.g. { text: '看看其他课程', route: 'course-courseIndex' }. */
  elsewhere: { text: string; route: string }
}

export default function RequestError({ request, elsewhere }: RequestErrorProps) {
  return request.refused ? (
    <StateView status='error' message={request.error} actionText={elsewhere.text} onAction={() => void openRoute(elsewhere.route)} />
  ) : (
    <StateView status='error' message={request.error} actionText='重新加载' onAction={request.reload} />
  )
}
