// 课程详情 (and 幸福课详情): header, the full player while something plays, 简介 / 目录 tabs, and a
// bottom bar to listen, resume, open VIP or buy, and share. Locked chapters open the gate.
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Chapter } from '@/core/api/course'
import { fenToYuan } from '@/core/format'
import { promptLogin } from '@/core/login/prompt'
import { getPlayer } from '@/core/player'
import { playerResultAtom } from '@/core/player/store'
import { usePlayerState } from '@/core/player/usePlayerState'
import { sessionStore } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import { CourseCover, accessBadge, formatLearners } from '@/components/CourseCard'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getCourseDetail } from '@/features/course/api/course'
import ChapterList from '@/features/course/components/ChapterList'
import GateDialog from '@/features/course/components/GateDialog'
import PlayerPanel from '@/features/course/components/PlayerPanel'
import { durationText } from '@/features/course/utils/format'
import { gateFor, gateForState } from '@/features/course/utils/gate'
import type { Gate } from '@/features/course/utils/gate'
import { configureCourseShare, shareCourse } from '@/features/course/utils/share'
import './CourseDetail.scss'

type Tab = 'intro' | 'chapters'
const TABS: { key: Tab; label: string }[] = [
  { key: 'intro', label: '简介' },
  { key: 'chapters', label: '目录' },
]

export default function CourseDetail({ subjectId }: { subjectId: number }) {
  const { loggedIn } = useCurrentUser()
  const detail = useRequest(() => getCourseDetail(subjectId), [subjectId, loggedIn], subjectId > 0)
  const { track, status, error } = usePlayerState()
  const result = useAtomValue(playerResultAtom, { store: sessionStore })
  const [tab, setTab] = useState<Tab>('chapters')
  const [gate, setGate] = useState<Gate | null>(null)
  const subject = detail.data

  useEffect(() => {
    if (subject) configureCourseShare(subject)
  }, [subject])
  // Back from 开通会员 or a purchase: the chapters may be open now.
  useOnReturn(detail.reload)

  // A chapter just completed or a certificate just issued: fetch the marks again.
  const seenResult = useRef(result)
  useEffect(() => {
    if (!result || result === seenResult.current || result.subjectId !== subjectId) return
    seenResult.current = result
    const known = subject?.chapters.find((c) => c.id === result.chapterId)
    if (result.result.certificate) toast('恭喜完成课程，证书已发放')
    if (result.result.certificate || (result.result.completed && !known?.progress?.completed)) detail.reload()
  }, [result, subject, subjectId, detail])

  // The server refused a chapter of this course (VIP, not bought): show its gate.
  const playingHere = track?.subjectId === subjectId
  const chapterIds = useMemo(() => new Set(subject?.chapters.map((c) => c.id)), [subject])
  useEffect(() => {
    if (!subject || status !== 'error' || !error || !chapterIds.has(error.chapterId)) return
    const denied = gateForState(subject, error.state)
    if (denied) setGate(denied)
  }, [status, error, subject, chapterIds])

  if (!(subjectId > 0)) return <StateView status='error' message='课程不存在或已下架' />
  if (detail.loading && !subject) return <StateView status='loading' />
  if (detail.error && !subject) return <RequestError request={detail} elsewhere={{ text: '看看其他课程', route: 'course-courseIndex' }} />
  if (!subject) return null

  const badge = accessBadge(subject)
  const firstPlayable = subject.chapters.find((c) => c.playable)
  const resumeChapter = subject.resume ? subject.chapters.find((c) => c.id === subject.resume?.chapterId && c.playable) : undefined
  const locked = !subject.canPlayAll
  const completed = !!subject.certificate || (subject.chapterCount > 0 && subject.completedChapters >= subject.chapterCount)

  const play = (chapter: Chapter) => {
    const g = gateFor(subject, chapter, loggedIn)
    if (g) {
      setGate(g)
      return
    }
    if (track?.chapterId === chapter.id) {
      getPlayer().toggle()
      return
    }
    void getPlayer().load(chapter.id, { autoplay: true })
  }

  const passGate = (g: Gate) => {
    setGate(null)
    if (g.action === 'login') promptLogin()
    else if (g.action === 'vip') void openRoute('common-openVip')
    else if (subject.commodityId) void openRoute('common-orderPay', { productId: subject.commodityId, productType: 'course' })
    else toast('该课程暂未开售')
  }

  const listenLabel = playingHere ? (status === 'playing' ? '暂停收听' : '继续收听') : resumeChapter ? '继续收听' : '开始收听'
  const listen = () => {
    if (playingHere) {
      getPlayer().toggle()
      return
    }
    const target = resumeChapter ?? firstPlayable
    if (target) play(target)
    else setGate(gateFor(subject, subject.chapters[0] ?? null, loggedIn))
  }

  return (
    <View className='course-detail' data-testid='course-detail' data-subject={subject.id}>
      <View className='course-detail__header'>
        <CourseCover subject={subject} className='course-detail__cover' />
        <View className='course-detail__info'>
          <Text className='course-detail__title'>{subject.title}</Text>
          {subject.subtitle ? <Text className='course-detail__subtitle'>{subject.subtitle}</Text> : null}
          <Text className='course-detail__meta'>
            {subject.author ? `${subject.author} · ` : ''}
            {subject.chapterCount}讲 · {durationText(subject.totalDurationSec)}
          </Text>
          <View className='course-detail__tags'>
            <Text className={`course-detail__badge course-detail__badge--${badge.tone}`}>{subject.owned ? '已购' : badge.text}</Text>
            <Text className='course-detail__learners'>{formatLearners(subject.learners)}人在学</Text>
            {subject.completedChapters ? (
              <Text className='course-detail__learners'>
                已完成 {subject.completedChapters}/{subject.chapterCount}
              </Text>
            ) : null}
          </View>
        </View>
      </View>

      {completed && subject.certificate ? (
        <View
          className='course-detail__certificate'
          onClick={() => subject.certificate && void openRoute('certificate-details', { id: subject.certificate.id })}
          data-testid='course-certificate'
        >
          <Text>🎓 你已学完本课程，查看结业证书</Text>
          <Text>›</Text>
        </View>
      ) : null}

      {track ? <PlayerPanel /> : null}

      <View className='course-detail__card'>
        <SegmentTabs tabs={TABS} active={tab} onChange={setTab} testIdPrefix='course-tab' />
        {tab === 'intro' ? (
          <View className='course-detail__intro' data-testid='course-intro'>
            {subject.intro.length ? subject.intro.map((p, i) => <Text key={i} className='course-detail__para'>{p}</Text>) : <Text className='course-detail__para'>{subject.summary}</Text>}
            {subject.authorIntro ? (
              <>
                <Text className='course-detail__h'>关于作者</Text>
                <Text className='course-detail__para'>{subject.authorIntro}</Text>
              </>
            ) : null}
            {subject.bookLists.length ? (
              <>
                <Text className='course-detail__h'>收录于书单</Text>
                {subject.bookLists.map((b) => (
                  <Text key={b.id} className='course-detail__link' onClick={() => void openRoute('course-bookListDetail', { subjectId: b.id })}>
                    《{b.title}》 ›
                  </Text>
                ))}
              </>
            ) : null}
          </View>
        ) : (
          <ChapterList chapters={subject.chapters} showTrial={subject.access !== 'free' && locked} onTap={play} />
        )}
      </View>

      <View className='course-detail__bar-space' />
      <View className='course-detail__bar'>
        <View className='course-detail__share' onClick={shareCourse} data-testid='course-share'>
          <Text className='course-detail__share-icon'>↗</Text>
          <Text>分享</Text>
        </View>
        {locked && subject.access === 'vip' && !subject.isVip ? (
          <>
            {firstPlayable ? (
              <View className='course-detail__btn course-detail__btn--ghost' onClick={listen} data-testid='course-listen'>
                {playingHere ? listenLabel : '免费试听'}
              </View>
            ) : null}
            <View className='course-detail__btn course-detail__btn--gold' onClick={() => passGate(gateFor(subject, null, true) as Gate)} data-testid='course-vip'>
              开通会员 畅听全部
            </View>
          </>
        ) : locked && subject.access === 'paid' && !subject.owned ? (
          <>
            {firstPlayable ? (
              <View className='course-detail__btn course-detail__btn--ghost' onClick={listen} data-testid='course-listen'>
                {playingHere ? listenLabel : '免费试听'}
              </View>
            ) : null}
            <View className='course-detail__btn course-detail__btn--danger' onClick={() => passGate(gateFor(subject, null, true) as Gate)} data-testid='course-buy'>
              购买 ¥{fenToYuan(subject.priceFen)}
            </View>
          </>
        ) : (
          <View className='course-detail__btn' onClick={listen} data-testid='course-listen'>
            {listenLabel}
          </View>
        )}
      </View>

      <GateDialog gate={gate} onAction={passGate} onClose={() => setGate(null)} />
    </View>
  )
}
