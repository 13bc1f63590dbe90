// What the pages send: commission filters, the visit (never a toast: a background event), binding.
import { bindToPromoter, findProduct, getCommissions, getProducts, reportVisit } from '@/features/distribution/api/distribution'
import { fail, mockTransport, ok, resetSession } from '../helpers'
import Taro from '@tarojs/taro'

const PAGE = { list: [], total: 0, pageNum: 1, pageSize: 15, hasMore: false }

beforeEach(() => resetSession())

test('commissions are asked for by tier and state; 全部 sends no state', async () => {
  const t = mockTransport({ '/distribution/commissions': ok(PAGE) })
  await getCommissions(1, { tier: 2, status: 'pending' })
  await getCommissions(2, { tier: 1 })
  await getCommissions(1, {})
  expect(t.to('/distribution/commissions').map((r) => r.params)).toEqual([
    { pageSize: 15, tier: 2, status: 'pending', pageNum: 1, pageNo: 1 },
    { pageSize: 15, tier: 1, pageNum: 2, pageNo: 2 },
    { pageSize: 15, pageNum: 1, pageNo: 1 },
  ])
})

test('products of one category, or all', async () => {
  const t = mockTransport({ '/distribution/products': ok(PAGE) })
  await getProducts(1, 3)
  await getProducts(1, null)
  expect(t.to('/distribution/products').map((r) => r.params?.categoryId)).toEqual([3, undefined])
})

test('a visit sends the code, the page and the visitor id, and a refusal says nothing', async () => {
  const t = mockTransport({ '/distribution/visit': [ok({ counted: true, binding: null }), fail(5201, '推广计划暂未开放，敬请期待')] })
  await expect(reportVisit('AB12CD', '/distribution/purchaseGoods', 'k3v9x0abcdefgh')).resolves.toEqual({ counted: true, binding: null })
  expect(t.to('/distribution/visit')[0].body).toEqual({ code: 'AB12CD', page: '/distribution/purchaseGoods', visitorId: 'k3v9x0abcdefgh' })
  await expect(reportVisit('AB12CD', '/distribution/purchaseGoods', 'k3v9x0abcdefgh')).rejects.toThrow('推广计划暂未开放')
  expect(Taro.showToast).not.toHaveBeenCalled()
})

test('binding sends the code; a product outside the programme is null without a message', async () => {
  const t = mockTransport({
    '/distribution/bind': ok({ bound: false, outcome: 'self', promoter: null, expiresAt: null }),
    '/distribution/product': fail(5209, '该商品暂未参与推广，去看看其他商品吧'),
  })
  await expect(bindToPromoter('AB12CD')).resolves.toMatchObject({ bound: false, outcome: 'self' })
  expect(t.to('/distribution/bind')[0].body).toEqual({ code: 'AB12CD' })
  await expect(findProduct(42)).resolves.toBeNull()
  expect(Taro.showToast).not.toHaveBeenCalled()
})
