import { useRequest } from '@/components/hooks/useRequest'
import { getSceneInfo } from '@/core/api/scene'

/** Name of a scene for the ended page; an unknown or unreachable scene just has no name. */
export function useSceneName(sceneId: number | undefined): string {
  const { data } = useRequest(() => getSceneInfo(sceneId as number), [sceneId], !!sceneId)
  return data?.name ?? ''
}
