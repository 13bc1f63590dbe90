// 排行书单: book lists by how many read them in teams (readers: active members of teams not
// dissolved; ties: more teams, then the catalogue's order). A list opens its share page.
import { Text, View } from '@tarojs/components'
import { openRoute } from '@/components/navigation/navigate'
import StateView from '@/components/StateView'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { bookListStats } from '@/features/teamreading/api/teamreading'
import { ListCover } from '@/features/teamreading/components/Bits'
import './RankingBookLists.scss'

export default function RankingBookLists() {
  const request = useRequest(() => bookListStats(true), [])
  usePullDownReload(request.reload, request.loading)
  if (request.error) return <StateView status='error' message={request.error} actionText='重新加载' onAction={request.reload} />
  if (!request.data) return <StateView status='loading' />
  if (!request.data.length) return <StateView status='empty' message='还没有上榜的书单' />
  return (
    <View className='list-rank' data-testid='booklist-ranking'>
      <Text className='list-rank__caption'>按组队共读的人数排名</Text>
      {request.data.map(({ rank, bookList, readers, teams }) => (
        <View
          key={bookList.id}
          className='list-rank__row'
          onClick={() => void openRoute('teamreading-booklistShare', { bookListId: bookList.id })}
          data-testid='booklist-rank-row'
          data-book-list-id={bookList.id}
          data-rank={rank}
          data-readers={readers}
        >
          <Text className={`list-rank__rank${rank <= 3 ? ' list-rank__rank--top' : ''}`}>{rank}</Text>
          <ListCover list={bookList} className='list-rank__cover' />
          <View className='list-rank__body'>
            <Text className='list-rank__title'>{bookList.title}</Text>
            <Text className='list-rank__meta'>
              {readers}人在读 · {teams}支战队 · 共{bookList.count}门课
            </Text>
          </View>
        </View>
      ))}
    </View>
  )
}
