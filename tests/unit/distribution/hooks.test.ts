// A landing page reports the link's visit once (a mini-program scene's code kept as the inviter),
// and binds the buyer once they are logged in — not before, and not again on a re-render.
import { act, createElement } from 'react'
import type { ReactNode } from 'react'
import { useLinkBinding } from '@/features/distribution/hooks/useLinkBinding'
import { useLinkVisit } from '@/features/distribution/hooks/useLinkVisit'
import { getInviteCode } from '@/core/session/session'
import { flush, mockTransport, ok, resetSession } from '../helpers'

interface Root {
  render(node: ReactNode): void
  unmount(): void
}
const { createRoot } = require('react-dom/client') as { createRoot(container: Element): Root }
;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Landing({ code, fromScene, loggedIn, tick }: { code: string; fromScene: boolean; loggedIn: boolean; tick: number }) {
  useLinkVisit(code, '/distribution/purchaseGoods', fromScene)
  useLinkBinding(code, loggedIn)
  return createElement('span', null, tick)
}

let root: Root
beforeEach(() => {
  resetSession()
  root = createRoot(document.createElement('div'))
})
afterEach(() => act(() => root.unmount()))

async function render(props: { code: string; fromScene: boolean; loggedIn: boolean; tick: number }) {
  await act(async () => {
    root.render(createElement(Landing, props))
    await flush()
  })
}

test('one visit with the device id; the bind waits for the login, then happens once', async () => {
  const t = mockTransport({
    'POST /distribution/visit': ok({ counted: true, binding: null }),
    'POST /distribution/bind': ok({ bound: true, outcome: 'bound', promoter: { userId: 3, nickname: '阿青', avatar: '' }, expiresAt: 1 }),
  })
  await render({ code: 'AB12CD', fromScene: false, loggedIn: false, tick: 1 })
  await render({ code: 'AB12CD', fromScene: false, loggedIn: false, tick: 2 })
  expect(t.to('/distribution/visit')).toHaveLength(1)
  const body = t.to('/distribution/visit')[0].body as { code: string; page: string; visitorId: string }
  expect(body.code).toBe('AB12CD')
  expect(body.page).toBe('/distribution/purchaseGoods')
  expect(body.visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  expect(t.to('/distribution/bind')).toHaveLength(0)
  // A link's inviteCode is kept by the page guard, not here.
  expect(getInviteCode()).toBe('')

  await render({ code: 'AB12CD', fromScene: false, loggedIn: true, tick: 3 })
  await render({ code: 'AB12CD', fromScene: false, loggedIn: true, tick: 4 })
  expect(t.to('/distribution/bind').map((r) => r.body)).toEqual([{ code: 'AB12CD' }])
  expect(t.to('/distribution/visit')).toHaveLength(1)
})

test('a mini-program scene keeps its code as the inviter; no code, no calls', async () => {
  const t = mockTransport({ 'POST /distribution/visit': ok({ counted: true, binding: null }) })
  await render({ code: 'QQ11ZZ', fromScene: true, loggedIn: false, tick: 1 })
  expect(getInviteCode()).toBe('QQ11ZZ')
  expect(t.to('/distribution/visit')).toHaveLength(1)
  await act(() => root.unmount())
  root = createRoot(document.createElement('div'))
  const none = mockTransport({})
  await render({ code: '', fromScene: false, loggedIn: true, tick: 1 })
  expect(none.sent).toHaveLength(0)
})
