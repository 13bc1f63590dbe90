// wx.createSelectorQuery over the top page's node tree. What the tree knows is answered as WeChat
// answers it: whether a node exists, its id, dataset and properties, and the node object of a
// `<canvas type="2d">` (drawn for real: canvas.ts). The runtime renders no layout, so a rectangle,
// size or scroll offset is answered as a node that takes no space (all zero, as a hidden node
// reports) and counted through host.layoutQueried; the viewport has the device's window size.
import type { NodeInfo } from '../types'
import type { WxKit } from './kit'
import { CanvasNode } from './canvas'
import { windowSize } from './system'

export const NO_CONTEXT = 'wx.createSelectorQuery: context() of the old canvas and video APIs is not run by the test runtime'

type Answer = (found: NodeInfo | null, viewport: boolean) => unknown
interface Request {
  selector: string | null
  all: boolean
  answers: { answer: Answer; callback: unknown }[]
}

const ZERO_RECT = { left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0 }

function datasetOf(node: NodeInfo): Record<string, string> {
  const dataset: Record<string, string> = {}
  for (const [name, value] of Object.entries(node.attributes)) {
    if (!name.startsWith('data-')) continue
    dataset[name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = String(value)
  }
  return dataset
}

export function selectorQueryApis(kit: WxKit) {
  // One Canvas object per canvas node, as WeChat keeps it while the node lives.
  const canvases = new Map<string, CanvasNode>()
  const nodeObject = (found: NodeInfo) => {
    if (found.tagName !== 'canvas' || found.attributes.type !== '2d') return null
    let canvas = canvases.get(found.sid)
    if (!canvas) canvases.set(found.sid, (canvas = new CanvasNode(kit)))
    return canvas
  }
  const createSelectorQuery = () => {
    const requests: Request[] = []
    const layout = (what: string, found: NodeInfo | null, viewport: boolean, value: object) => {
      if (!found && !viewport) return null
      kit.host.layoutQueried(what)
      return viewport ? { ...value, ...windowSize() } : value
    }
    const nodesRef = (request: Request) => {
      const add = (answer: Answer, callback?: unknown) => {
        request.answers.push({ answer, callback })
        return query
      }
      return kit.recorded('NodesRef', {
        boundingClientRect: (callback?: unknown) =>
          add((n, v) => (n || v ? { id: n?.attributes.id ?? '', dataset: n ? datasetOf(n) : {}, ...layout('boundingClientRect', n, v, v ? { left: 0, top: 0, right: 0, bottom: 0 } : ZERO_RECT) } : null), callback),
        scrollOffset: (callback?: unknown) =>
          add((n, v) => (n || v ? { id: n?.attributes.id ?? '', dataset: n ? datasetOf(n) : {}, ...layout('scrollOffset', n, false, { scrollLeft: 0, scrollTop: 0 }) } : null), callback),
        fields: (fields: Record<string, unknown>, callback?: unknown) =>
          add((n, v) => {
            if (!n && !v) return null
            if (fields.context) return kit.host.unimplemented(NO_CONTEXT)
            if (fields.computedStyle) return kit.host.unimplemented('wx.createSelectorQuery: computed styles are not rendered by the test runtime')
            const res: Record<string, unknown> = {}
            if (fields.id) res.id = n?.attributes.id ?? ''
            if (fields.dataset) res.dataset = n ? datasetOf(n) : {}
            if (fields.rect) Object.assign(res, layout('fields.rect', n, v, { left: 0, top: 0, right: 0, bottom: 0 }))
            if (fields.size) Object.assign(res, layout('fields.size', n, v, { width: 0, height: 0 }))
            if (fields.scrollOffset) Object.assign(res, layout('fields.scrollOffset', n, false, { scrollLeft: 0, scrollTop: 0 }))
            for (const name of (fields.properties as string[] | undefined) ?? []) res[name] = n?.attributes[name]
            if (fields.node) res.node = n ? nodeObject(n) : null
            return res
          }, callback),
        node: (callback?: unknown) => add((n) => (n ? { node: nodeObject(n) } : null), callback),
        context: () => kit.host.unimplemented(NO_CONTEXT),
      })
    }
    const select = (selector: string | null, all: boolean) => {
      const request: Request = { selector, all, answers: [] }
      requests.push(request)
      return nodesRef(request)
    }
    const query: Record<string, unknown> = kit.recorded('SelectorQuery', {
      // Components are not separate trees here: Taro renders everything into the page.
      in: () => query,
      select: (selector: string) => select(selector, false),
      selectAll: (selector: string) => select(selector, true),
      selectViewport: () => select(null, false),
      exec: (callback?: unknown) => {
        // Answered after the render thread has been asked, as in WeChat: in a later task.
        const results = requests.flatMap((request) => {
          const nodes = request.selector === null ? [] : kit.host.nodes(request.selector)
          const viewport = request.selector === null
          return request.answers.map(({ answer, callback: each }) => {
            const value = request.all ? nodes.map((n) => answer(n, false)) : answer(nodes[0] ?? null, viewport)
            return { value, callback: each }
          })
        })
        kit.scheduler.soon(() => {
          for (const { value, callback: each } of results) kit.callApp(each, value)
          kit.callApp(callback, results.map((r) => r.value))
        })
        return query
      },
    })
    return query
  }
  return { createSelectorQuery }
}
