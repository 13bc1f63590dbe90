// Shapes as the distribution routes answer them (@contract/distribution).
import type { CommissionItem, Level, Poster, ProductCard } from '@/features/distribution/api/distribution'

export const LEVELS: Level[] = [
  { id: 1, name: '见习达人', thresholdFen: 0, rateBonusBp: 0, benefits: ['专属推广海报与链接'] },
  { id: 2, name: '银牌达人', thresholdFen: 100_000, rateBonusBp: 100, benefits: ['直推佣金比例额外+1%'] },
  { id: 3, name: '金牌达人', thresholdFen: 500_000, rateBonusBp: 200, benefits: [] },
]

export const CARD: ProductCard = {
  commodityId: 42, categoryId: 2, name: '情绪自由：走出焦虑的21堂课', type: 'course', cover: '', priceFen: 9900, originalPriceFen: 19900,
  pitch: '好课推荐给需要的人', mode: 'rate', tier1Value: 2000, tier2Value: 500, earnFen: 1980, tier2EarnFen: 495,
}

export function commission(over: Partial<CommissionItem> = {}): CommissionItem {
  return {
    id: 7, orderNumber: 'XZ20250301000001', commodityName: CARD.name, tier: 1,
    buyer: { userId: 9, nickname: '小鹿', avatar: '' }, via: null, baseFen: 9900, mode: 'rate', rateBp: 2000, amountFen: 1980,
    status: 'pending', statusText: '待结算', placedAt: 1_740_800_000_000, paidAt: 1_740_800_060_000,
    settleAt: 1_741_404_860_000, settledAt: null, reversedAt: null, ...over,
  }
}

export const POSTER: Poster = {
  code: 'AB12CD', promoter: { userId: 3, nickname: '阿青', avatar: '' },
  h5Path: '/distribution/purchaseGoods?commodityId=42&inviteCode=AB12CD', product: CARD, wxacodeUrl: null,
}
