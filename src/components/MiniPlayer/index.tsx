// The mini bar at the bottom of every page while something is loaded (or to resume the last
// play): cover, title, play/pause, progress line, close; tapping it opens the course.
import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { getPlayer } from '@/core/player'
import { miniPlayerDismissedAtom } from '@/core/player/store'
import { usePlayerState } from '@/core/player/usePlayerState'
import { lastPlayAtom, sessionStore } from '@/core/session/atoms'
import { openRoute } from '@/components/navigation/navigate'
import './index.scss'

export default function MiniPlayer() {
  const { track, status, time } = usePlayerState()
  const lastPlay = useAtomValue(lastPlayAtom, { store: sessionStore })
  const subjectId = track?.subjectId ?? Number(lastPlay?.subjectId)
  const title = track?.title ?? lastPlay?.title ?? ''
  const cover = track?.cover ?? lastPlay?.cover ?? ''
  if (!track && !lastPlay) return null

  const busy = !!track && (status === 'playing' || status === 'loading')
  const duration = time.duration || track?.durationSec || 0
  const percent = track && duration ? Math.min(100, (time.position / duration) * 100) : 0
  const subtitle = !track ? '继续收听' : status === 'error' ? '暂时无法播放' : track.subjectTitle

  const toggle = () => {
    if (track) getPlayer().toggle()
    else if (lastPlay) void getPlayer().load(Number(lastPlay.id), { autoplay: true })
  }
  const close = () => {
    if (track) getPlayer().close()
    else sessionStore.set(miniPlayerDismissedAtom, true)
  }

  return (
    <View className='mini-player-space'>
      <View className='mini-player' data-testid='mini-player' data-status={track ? status : 'resume'}>
        <View className='mini-player__main' onClick={() => subjectId && void openRoute('course-courseDetail', { subjectId })}>
          <View className={`mini-player__cover${busy ? ' mini-player__cover--spin' : ''}`}>
            {cover ? <Image className='mini-player__img' src={cover} mode='aspectFill' /> : <Text>{title.slice(0, 1)}</Text>}
          </View>
          <View className='mini-player__text'>
            <Text className='mini-player__title'>{title}</Text>
            <Text className='mini-player__sub'>{subtitle}</Text>
          </View>
        </View>
        <View className='mini-player__btn' onClick={toggle} data-testid='mini-player-toggle' aria-label={busy ? '暂停' : '播放'}>
          <View className={busy ? 'mini-player__pause' : 'mini-player__play'} />
        </View>
        <View className='mini-player__close' onClick={close} data-testid='mini-player-close' aria-label='关闭'>
          ×
        </View>
        <View className='mini-player__line' style={{ width: `${percent}%` }} />
      </View>
    </View>
  )
}
