// The search input shared by search and searchResult; the value lives in the session (spec 3.3).
import { useAtom } from 'jotai'
import { searchValueAtom, sessionStore } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import SearchBar from '@/components/SearchBar'

export const MAX_QUERY = 30

export default function SearchBox({ onSubmit, autoFocus }: { onSubmit: (q: string) => void; autoFocus?: boolean }) {
  const [value, setValue] = useAtom(searchValueAtom, { store: sessionStore })
  const submit = () => {
    const q = value.trim()
    if (!q) {
      toast('请输入要搜索的内容')
      return
    }
    onSubmit(q.slice(0, MAX_QUERY))
  }
  return (
    <SearchBar
      value={value}
      onChange={setValue}
      onSubmit={submit}
      placeholder='搜索课程、作者'
      maxLength={MAX_QUERY}
      autoFocus={autoFocus}
      testId='search'
    />
  )
}
