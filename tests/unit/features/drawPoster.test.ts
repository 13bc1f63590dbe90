// The VIP poster: the invitation code always, a QR code of the share link when there is one.
import { drawPoster, type PosterData } from '@/features/vip/utils/drawPoster'
import { darkModules, recordingContext } from '../posterContext'

const data: PosterData = {
  nickname: '小鹿', invitationCode: 'CN4VAW', offerName: '季卡', priceFen: 6800, originalPriceFen: 9000,
  durationDays: 92, benefits: ['全部会员课程免费听'], link: 'https://xinzhan.example/?inviteCode=CN4VAW',
}

// The QR code is 84 px at x=180, y=330.
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
