// Where community things open (route names of src/routes/table.ts).
import { openRoute } from '@/components/navigation/navigate'

export function openPost(postId: number): void {
  void openRoute('upgc-postDetail', { postId })
}

export function openCircle(circleId: number): void {
  void openRoute('upgc-topicDetail', { circleId })
}
