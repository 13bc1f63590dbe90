// wx.createSelectorQuery: the test runtime renders no layout, so there is no honest size, position
// or scroll offset to answer. The query is a real object the app can build, and running it fails
// the test with that reason instead of answering made-up rectangles.
import type { WxKit } from './kit'

export const NO_LAYOUT = 'wx.createSelectorQuery: layout is not rendered by the test runtime'

export function selectorQueryApis(kit: WxKit) {
  const createSelectorQuery = () => {
    const query: Record<string, unknown> = kit.recorded('SelectorQuery', {
      in: () => query,
      select: () => nodesRef,
      selectAll: () => nodesRef,
      selectViewport: () => nodesRef,
      exec: () => kit.host.unimplemented(NO_LAYOUT),
    })
    // Each NodesRef method adds a request to the query and hands the query back.
    const nodesRef = kit.recorded('NodesRef', {
      boundingClientRect: () => query,
      fields: () => query,
      node: () => query,
      scrollOffset: () => query,
      context: () => query,
    })
    return query
  }
  return { createSelectorQuery }
}
