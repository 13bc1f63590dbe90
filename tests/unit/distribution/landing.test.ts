// A shared product link: the query of an H5 link, or the mini-program code's scene.
import { landingLink, parseScene } from '@/features/distribution/utils/landing'

test('an H5 link carries the commodity and the promoter code in its query', () => {
  expect(landingLink({ commodityId: '42', inviteCode: 'AB12CD' })).toEqual({ commodityId: 42, code: 'AB12CD' })
})

test('a mini-program code opens the page with one scene: i=<code>&g=<commodityId>', () => {
  expect(parseScene('i=AB12CD&g=42')).toEqual({ i: 'AB12CD', g: '42' })
  expect(landingLink({ scene: 'i=AB12CD&g=42' })).toEqual({ commodityId: 42, code: 'AB12CD' })
  // WeChat hands the scene URI-encoded; once decoded by the page guard or not, it reads the same.
  expect(landingLink({ scene: 'i%3DAB12CD%26g%3D42' })).toEqual({ commodityId: 42, code: 'AB12CD' })
  // The general poster's code has no commodity.
  expect(landingLink({ scene: 'i=AB12CD' })).toEqual({ commodityId: null, code: 'AB12CD' })
})

test('the query wins over the scene; broken values are dropped', () => {
  expect(landingLink({ commodityId: '7', inviteCode: 'QQ11', scene: 'i=AB12CD&g=42' })).toEqual({ commodityId: 7, code: 'QQ11' })
  expect(landingLink({ commodityId: '0', inviteCode: '<script>' })).toEqual({ commodityId: null, code: '' })
  expect(landingLink({ commodityId: '4.5', inviteCode: 'A'.repeat(17) })).toEqual({ commodityId: null, code: '' })
  expect(landingLink({})).toEqual({ commodityId: null, code: '' })
  expect(parseScene('%E0%A4%A')).toEqual({})
})

test('the WeChat login code in a query is never taken for a promoter code', () => {
  expect(landingLink({ commodityId: '42', code: '081abcDEF' })).toEqual({ commodityId: 42, code: '' })
})
