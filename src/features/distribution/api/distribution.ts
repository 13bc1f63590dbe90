// Distribution calls (docs/DISTRIBUTION.md, route group /distribution, scene 530). The shapes are
// the server's contract (@contract/distribution); amounts are integer fen, rates basis points, and
// every figure comes from the server. Cash-out is the earnings feature's (提现, 提现记录, 收支明细).
import type {
  Agreement,
  ApplyBody,
  BindResult,
  Category,
  Center,
  Clearing,
  CommissionItem,
  CommissionListQuery,
  Customer,
  Equity,
  Guide,
  Level,
  LinkToday,
  MyPromoter,
  Person,
  Poster,
  ProductCard,
  ProductDetail,
  SubPromoter,
  VisitResult,
} from '@contract/distribution'
import type { PageOf } from '@/components/hooks/usePagedList'
import { get, getPage, post } from '@/core/request/client'

export type {
  Agreement,
  ApplyBody,
  BindResult,
  Category,
  Center,
  Clearing,
  CommissionItem,
  Customer,
  Equity,
  Guide,
  Level,
  LinkToday,
  MyPromoter,
  Person,
  Poster,
  ProductCard,
  ProductDetail,
  SubPromoter,
}

export type CommissionStatus = CommissionItem['status']
export type PromoterStatus = MyPromoter['status']

/** Limits the server enforces on an application (schemas.ts ApplyBodySchema). */
export const REAL_NAME_MIN = 2
export const REAL_NAME_MAX = 20
export const REASON_MAX = 200

const quiet = { skipLoading: true }

export function getAgreement(): Promise<Agreement> {
  return get<Agreement>('/distribution/agreement', undefined, quiet)
}

/** Applies to be a promoter; a refusal (old agreement version, applied already…) rejects with the server's message. */
export function applyPromoter(body: ApplyBody): Promise<MyPromoter> {
  return post<MyPromoter>('/distribution/apply', body)
}

export function getCenter(): Promise<Center> {
  return get<Center>('/distribution/center', undefined, quiet)
}

export function getEquity(): Promise<Equity> {
  return get<Equity>('/distribution/levels', undefined, quiet)
}

export function getGuide(): Promise<Guide> {
  return get<Guide>('/distribution/guide', undefined, quiet)
}

export function getLinkToday(): Promise<LinkToday> {
  return get<LinkToday>('/distribution/links/today', undefined, quiet)
}

export function getPoster(commodityId: number | null): Promise<Poster> {
  return get<Poster>('/distribution/poster', commodityId ? { commodityId } : undefined, quiet)
}

export function getCategories(): Promise<Category[]> {
  return get<Category[]>('/distribution/categories', undefined, quiet)
}

/** Products in the programme, all or one category's. */
export function getProducts(pageNum: number, categoryId: number | null): Promise<PageOf<ProductCard>> {
  return getPage<PageOf<ProductCard>>('/distribution/products', pageNum, categoryId ? { categoryId } : {}, quiet)
}

/** The product of a shared link, with the promoter of `code` (public). */
export function getProduct(commodityId: number, code: string): Promise<ProductDetail> {
  return get<ProductDetail>('/distribution/product', code ? { commodityId, code } : { commodityId }, quiet)
}

/** A product's page data when it is in the programme, else null (no message: a lookup on the side). */
export function findProduct(commodityId: number): Promise<ProductDetail | null> {
  return get<ProductDetail>('/distribution/product', { commodityId }, { skipLoading: true, silent: true }).catch(() => null)
}

export type CommissionFilter = Pick<CommissionListQuery, 'tier' | 'status'>

export function getCommissions(pageNum: number, filter: CommissionFilter): Promise<PageOf<CommissionItem>> {
  const query: CommissionFilter = {}
  if (filter.tier) query.tier = filter.tier
  if (filter.status) query.status = filter.status
  return getPage<PageOf<CommissionItem>>('/distribution/commissions', pageNum, query, quiet)
}

export function getClearing(): Promise<Clearing> {
  return get<Clearing>('/distribution/clearing', undefined, quiet)
}

export function getCustomers(pageNum: number): Promise<PageOf<Customer>> {
  return getPage<PageOf<Customer>>('/distribution/customers', pageNum, {}, quiet)
}

export function getTeam(pageNum: number): Promise<PageOf<SubPromoter>> {
  return getPage<PageOf<SubPromoter>>('/distribution/team', pageNum, {}, quiet)
}

/** A shared link opened (public; with a token the server also binds). Background: never toasts. */
export function reportVisit(code: string, page: string, visitorId: string): Promise<VisitResult> {
  return post<VisitResult>('/distribution/visit', { code, page, visitorId }, { skipLoading: true, silent: true })
}

/** Binds the logged-in buyer to the promoter of `code`; refusals are outcomes, never errors. */
export function bindToPromoter(code: string): Promise<BindResult> {
  return post<BindResult>('/distribution/bind', { code }, { skipLoading: true, silent: true })
}
