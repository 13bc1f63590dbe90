// The promoter's poster: the mini-program code when WeChat made one, else a QR code of the H5
// link, always the promoter's code; the product's name and price, or the programme.
import { drawPromoterPoster } from '@/features/distribution/utils/drawPoster'
import { darkModules, recordingContext } from '../posterContext'
import { POSTER } from './fixtures'

const LINK = 'https://xinzhan.example/distribution/purchaseGoods?commodityId=42&inviteCode=AB12CD'
// The code is 112 px at x=160, y=344 (300 × 500 poster).
const inCode = ([x, y]: [number, number, number, number]) => x >= 160 && x < 272 && y >= 344 && y < 456

test('without a mini-program code: one square per dark module of the link, and how to scan it', () => {
  const { ctx, texts, rects } = recordingContext()
  expect(drawPromoterPoster(ctx, {}, POSTER, LINK)).toBe('qr')
  expect(rects.filter(inCode)).toHaveLength(darkModules(LINK))
  expect(texts).toEqual(expect.arrayContaining(['阿青', '向你推荐', '心栈课程', '¥99', '¥199', '长按识别二维码', '推广码 AB12CD']))
})

test('with the mini-program code loaded: the image where the code goes, no QR code', () => {
  const { ctx, texts, rects } = recordingContext()
  const drawn: unknown[][] = []
  const withImage = Object.assign(ctx, { drawImage: (...args: unknown[]) => void drawn.push(args) })
  const image = { width: 430, height: 430 }
  expect(drawPromoterPoster(withImage, { code: image }, { ...POSTER, wxacodeUrl: '/api/distribution/wxacode/i%3DAB12CD%26g%3D42' }, LINK)).toBe('wxacode')
  expect(drawn).toEqual([[image, 160, 344, 112, 112]])
  expect(rects.filter(inCode)).toHaveLength(0)
  expect(texts).toContain('长按识别小程序码')
})

test('no H5 address and no code: the poster says where to look instead', () => {
  const { ctx, texts, rects } = recordingContext()
  expect(drawPromoterPoster(ctx, {}, { ...POSTER, product: null }, '')).toBe('none')
  expect(rects.filter(inCode)).toHaveLength(0)
  expect(texts).toEqual(expect.arrayContaining(['邀请你一起来心栈学习成长', '打开心栈搜索', '推广码 AB12CD']))
})
