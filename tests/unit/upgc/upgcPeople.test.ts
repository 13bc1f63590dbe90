// The community pages around people and circles: the session's circle choice for 发布动态
// (topicId / topicName, kept across a reload), which circle 发布动态 opens with, the way back to
// it, the follow button's words and the relation batches, and the share link of a post (its
// landing postDetailLoad, on H5 and in the mini-program).
import { __resetStorage } from '../mocks/taro'
import { readStored } from '@/core/storage'
import { sessionStore, topicIdAtom, topicNameAtom } from '@/core/session/atoms'
import { clearTopic, getTopic, setTopic, topicOf } from '@/core/session/topic'
import { resolveTopic, stepsBackToPublish } from '@/features/upgc/utils/topic'
import { followLabel, homeUserId, relationBatches, withFollow, RELATIONS_BATCH } from '@/features/upgc/utils/people'
import { postShareLink, postShareTarget, postShareTitle } from '@/features/upgc/utils/share'

beforeEach(() => {
  __resetStorage()
  clearTopic()
})

describe('the session circle choice (spec 3.3 topicId / topicName)', () => {
  test('defaults to 选择圈子 with no id; a choice is kept in storage and cleared back to the default', () => {
    expect(getTopic()).toEqual({ id: null, name: '选择圈子' })
    expect(sessionStore.get(topicNameAtom)).toBe('选择圈子')
    setTopic(7, '读书会')
    expect(getTopic()).toEqual({ id: 7, name: '读书会' })
    expect(readStored('topicId')).toBe(7)
    expect(readStored('topicName')).toBe('读书会')
    clearTopic()
    expect(getTopic()).toEqual({ id: null, name: '选择圈子' })
    expect(readStored('topicId')).toBeUndefined()
    expect(sessionStore.get(topicIdAtom)).toBe('')
  })

  test('the choice survives a reload (fresh modules, same storage)', () => {
    setTopic(12, '冥想练习')
    jest.isolateModules(() => {
      const fresh = require('@/core/session/topic') as typeof import('@/core/session/topic')
      expect(fresh.getTopic()).toEqual({ id: 12, name: '冥想练习' })
    })
  })

  test('a stored value that is not a circle id counts as no choice', () => {
    expect(topicOf('12', '读书会')).toEqual({ id: null, name: '选择圈子' })
    expect(topicOf(0, '读书会')).toEqual({ id: null, name: '选择圈子' })
    expect(topicOf(1.5, '读书会')).toEqual({ id: null, name: '选择圈子' })
    expect(topicOf(3, '')).toEqual({ id: 3, name: '选择圈子' })
  })
})

describe('the circle 发布动态 opens with', () => {
  const mine = [
    { id: 1, name: '读书会' },
    { id: 4, name: '冥想练习' },
  ]

  test('the address first, then the kept choice, then an older draft, each only while I am a member', () => {
    expect(resolveTopic({ circles: mine, param: 4, chosen: 1, draft: 1 })).toEqual({ id: 4, name: '冥想练习' })
    expect(resolveTopic({ circles: mine, param: 9, chosen: 1 })).toEqual({ id: 1, name: '读书会' })
    expect(resolveTopic({ circles: mine, chosen: 9, draft: 4 })).toEqual({ id: 4, name: '冥想练习' })
    // A choice kept from a circle I left (or from another account) is dropped: 选择圈子.
    expect(resolveTopic({ circles: mine, chosen: 9 })).toBeNull()
    expect(resolveTopic({ circles: mine })).toBeNull()
  })

  test('my only circle when nothing else names one; none when I joined none', () => {
    expect(resolveTopic({ circles: [mine[1]], chosen: 9 })).toEqual({ id: 4, name: '冥想练习' })
    expect(resolveTopic({ circles: [], param: 4, chosen: 4 })).toBeNull()
  })

  test('the way back: the nearest 发布动态 below, by page path (mini-program) or address (H5)', () => {
    expect(stepsBackToPublish(['packages/upgc/index/index', 'packages/upgc/publish/index', 'packages/upgc/chooseTopic/index'])).toBe(1)
    expect(stepsBackToPublish(['/upgc/index', '/upgc/publish', '/upgc/chooseTopic', '/upgc/noTopic'])).toBe(2)
    // 发布动态 on top itself does not count; none below: null (it is opened in place).
    expect(stepsBackToPublish(['/upgc/index', '/upgc/chooseTopic'])).toBeNull()
    expect(stepsBackToPublish(['/upgc/publish'])).toBeNull()
    expect(stepsBackToPublish([])).toBeNull()
  })
})

describe('people', () => {
  test('the follow button says how we are related', () => {
    expect(followLabel({ followed: false, followsMe: false })).toBe('关注')
    expect(followLabel({ followed: false, followsMe: true })).toBe('回关')
    expect(followLabel({ followed: true, followsMe: false })).toBe('已关注')
    expect(followLabel({ followed: true, followsMe: true })).toBe('互相关注')
  })

  test('relations are asked once per person, never for me, in batches the server takes', () => {
    expect(relationBatches([5, 3, 5, 9, 1], { 3: true }, 1)).toEqual([[5, 9]])
    expect(relationBatches([2], { 2: true }, null)).toEqual([])
    const many = Array.from({ length: 120 }, (_, i) => i + 10)
    const batches = relationBatches(many, {}, null)
    expect(batches.map((b) => b.length)).toEqual([RELATIONS_BATCH, RELATIONS_BATCH, 20])
    expect(batches.flat()).toEqual(many)
  })

  test('whose home: the address, else me; a bad id names nobody', () => {
    expect(homeUserId('42', 7)).toBe(42)
    expect(homeUserId(undefined, 7)).toBe(7)
    expect(homeUserId('', null)).toBeNull()
    expect(homeUserId('abc', 7)).toBeNull()
    expect(homeUserId('-1', 7)).toBeNull()
  })

  test('a follow takes the server’s fan count', () => {
    const profile = { user: { id: 2, nickname: 'A', avatar: '' }, posts: 3, following: 1, fans: 4, followed: false, blocked: false }
    expect(withFollow(profile, { followed: true, fans: 6 })).toEqual({ ...profile, followed: true, fans: 6 })
  })
})

describe('sharing a post opens its landing', () => {
  const post = { id: 31, text: '  今天读完了《活出生命的意义》\n第二行不进标题', images: [], author: { id: 2, nickname: '小林', avatar: '' } }

  test('on H5 the address-bar path of postDetailLoad with the post id', () => {
    expect(postShareLink(31)).toBe(`${window.location.origin}/upgc/postDetailLoad?postId=31`)
    expect(postShareTarget(post)).toEqual({
      title: '今天读完了《活出生命的意义》',
      desc: '小林在心栈社区的动态',
      link: `${window.location.origin}/upgc/postDetailLoad?postId=31`,
    })
  })

  test('in the mini-program the page path of postDetailLoad', () => {
    const before = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    try {
      expect(postShareLink(31)).toBe('/packages/upgc/postDetailLoad/index?postId=31')
    } finally {
      process.env.TARO_ENV = before
    }
  })

  test('the title: the first line, at most 30 characters', () => {
    expect(postShareTitle('短句')).toBe('短句')
    const long = '一'.repeat(31)
    expect(postShareTitle(long)).toBe(`${'一'.repeat(30)}…`)
    expect(postShareTitle('🌿'.repeat(30))).toBe('🌿'.repeat(30))
    expect(postShareTitle('   ')).toBe('心栈社区的一条动态')
  })
})
