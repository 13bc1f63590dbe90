import { resetSession } from '../helpers'
import { buildShareLink, readQueryParam, removeQueryParams } from '@/core/share/link'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import { userInfo } from './fixtures'

beforeEach(() => resetSession())

describe('buildShareLink', () => {
  test('drops login/channel params and the old inviteCode, adds the given code, forces https', () => {
    const url =
      'http://xz.example.com/course/courseDetail/12?ecologyName=mpXfs&channel=7&openid=o&token=t&ticket=k&state=s&code=c&inviteCode=OLD&from=poster'
    expect(buildShareLink(url, 'NEW1')).toBe('https://xz.example.com/course/courseDetail/12?from=poster&inviteCode=NEW1')
  })

  test("uses the current user's invitation code by default", () => {
    sessionStore.set(userInfoAtom, userInfo({ userId: 1, invitationCode: 'ME77' }))
    expect(buildShareLink('https://xz.example.com/reading/index')).toBe('https://xz.example.com/reading/index?inviteCode=ME77')
  })

  test('a visitor shares without inviteCode', () => {
    expect(buildShareLink('https://xz.example.com/a?inviteCode=X&b=1')).toBe('https://xz.example.com/a?b=1')
  })

  test('hash routes: cleans both queries and puts the code into the hash query', () => {
    const url = 'http://xz.example.com/?code=wx&state=1#/course/courseDetail/12/OLD?inviteCode=OLD&token=t&tab=2'
    expect(buildShareLink(url, 'NEW2')).toBe('https://xz.example.com/#/course/courseDetail/12/OLD?tab=2&inviteCode=NEW2')
  })

  test('protocol-relative and relative links become https', () => {
    expect(buildShareLink('//xz.example.com/x', 'C')).toBe('https://xz.example.com/x?inviteCode=C')
    expect(buildShareLink('/x?channel=2', 'C')).toBe('https://xinzhan.test/x?inviteCode=C')
  })

  test('an encoded code is escaped', () => {
    expect(buildShareLink('https://a.b/x', 'A B&')).toBe('https://a.b/x?inviteCode=A%20B%26')
  })
})

describe('query helpers', () => {
  test('readQueryParam decodes and tolerates the leading ?', () => {
    expect(readQueryParam('?a=1&b=%E5%BF%83+%E6%A0%88', 'b')).toBe('心 栈')
    expect(readQueryParam('a=1', 'a')).toBe('1')
    expect(readQueryParam('?a', 'a')).toBe('')
    expect(readQueryParam('', 'a')).toBe('')
  })

  test('removeQueryParams keeps a bare hash and drops an emptied query', () => {
    expect(removeQueryParams('https://a.b/p?code=1#/x', ['code'])).toBe('https://a.b/p#/x')
    expect(removeQueryParams('https://a.b/p?code=1', ['code'])).toBe('https://a.b/p')
  })
})
