// The VIP poster: the invitation code always, a QR code of the share link when there is one.
import qrcode from 'qrcode-generator'
import { drawPoster, type Ctx2D, type PosterData } from '@/features/vip/utils/drawPoster'

function recordingContext() {
  const texts: string[] = []
  const rects: [number, number, number, number][] = []
  const ctx = {
    fillStyle: '', strokeStyle: '', font: '', textAlign: 'left', textBaseline: 'alphabetic', lineWidth: 1,
    beginPath() {}, closePath() {}, moveTo() {}, lineTo() {}, arcTo() {}, arc() {}, fill() {}, stroke() {},
    fillRect: (x: number, y: number, w: number, h: number) => void rects.push([x, y, w, h]),
    fillText: (t: string) => void texts.push(t),
    measureText: (t: string) => ({ width: t.length * 10 }),
    createLinearGradient: () => ({ addColorStop() {} }) as unknown as CanvasGradient,
  }
  return { ctx: ctx as unknown as Ctx2D, texts, rects }
}

const data: PosterData = {
  nickname: '小鹿', invitationCode: 'CN4VAW', offerName: '季卡', priceFen: 6800, originalPriceFen: 9000,
  durationDays: 92, benefits: ['全部会员课程免费听'], link: 'https://xinzhan.example/?inviteCode=CN4VAW',
}

/** The dark modules of the link's QR code, as the poster must draw them (84 px at x=180, y=330). */
function darkModules(text: string): number {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  let dark = 0
  for (let r = 0; r < qr.getModuleCount(); r++) for (let c = 0; c < qr.getModuleCount(); c++) if (qr.isDark(r, c)) dark++
  return dark
}

describe('drawPoster', () => {
  it('draws the invitation code and one square per dark module of the link', () => {
    const { ctx, texts, rects } = recordingContext()
    drawPoster(ctx, data)
    expect(texts).toContain('CN4VAW')
    expect(texts).toContain('扫码开通会员')
    const qrCells = rects.filter(([x, y]) => x >= 180 && x < 264 && y >= 330 && y < 414)
    expect(qrCells).toHaveLength(darkModules(data.link))
  })

  it('without a link, spells out the code across the ticket and draws no QR code', () => {
    const { ctx, texts, rects } = recordingContext()
    drawPoster(ctx, { ...data, link: '' })
    expect(texts).toContain('C N 4 V A W')
    expect(texts).not.toContain('扫码开通会员')
    expect(rects.filter(([x, y]) => x >= 180 && y >= 330 && y < 414)).toHaveLength(0)
  })
})
