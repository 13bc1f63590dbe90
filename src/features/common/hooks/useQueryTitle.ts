import { useRouter } from '@tarojs/taro'

/** A `title` query for the navigation bar (loadWeb), decoded; undefined when absent. */
export function useQueryTitle(): string | undefined {
  const raw = useRouter().params.title
  if (!raw) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
