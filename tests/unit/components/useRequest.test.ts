// useRequest tells a refusal by the server (reloading answers the same) from a failed request
// (reloading may work): pages offer a way elsewhere for the first and 重新加载 for the second.
import { act, createElement } from 'react'
import type { ReactNode } from 'react'
import { flush, fail, mockTransport, ok, resetSession } from '../helpers'
import { useRequest } from '@/components/hooks/useRequest'
import { get } from '@/core/request/client'

interface Root {
  render(node: ReactNode): void
  unmount(): void
}
const { createRoot } = require('react-dom/client') as { createRoot(container: Element): Root }
;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let state: ReturnType<typeof useRequest<unknown>>

function Probe() {
  state = useRequest(() => get('/course/detail', { subjectId: 1 }, { skipLoading: true }))
  return null
}

async function mount() {
  root = createRoot(document.createElement('div'))
  await act(async () => {
    root.render(createElement(Probe))
    await flush(10)
  })
}

beforeEach(() => resetSession())
afterEach(() => act(() => root.unmount()))

test('a refusal by the server is marked refused', async () => {
  mockTransport({ '/course/detail': fail(4701, '课程不存在或已下架') })
  await mount()
  expect([state.error, state.refused]).toEqual(['课程不存在或已下架', true])
})

test('a network failure is not a refusal, and a reload that works clears both', async () => {
  mockTransport({ '/course/detail': [{ network: true }, ok({ id: 1 })] })
  await mount()
  expect(state.error).not.toBe('')
  expect(state.refused).toBe(false)
  await act(async () => {
    state.reload()
    await flush(10)
  })
  expect([state.error, state.refused, state.data]).toEqual(['', false, { id: 1 }])
})
