// Where community things open (route names of src/routes/table.ts).
import { openRoute, replaceRoute } from '@/components/navigation/navigate'

export function openPost(postId: number): void {
  void openRoute('upgc-postDetail', { postId })
}

export function openCircle(circleId: number): void {
  void openRoute('upgc-topicDetail', { circleId })
}

export function openPublish(circleId?: number): void {
  void openRoute('upgc-publish', circleId ? { circleId } : undefined)
}

export function redirectRoute(name: string, query?: Record<string, string | number>): void {
  void replaceRoute(name, query)
}
