// The element tree of a page, read from its data the way Taro's templates render it, and CSS-like
// selectors over it (what automator's `page.$` asks for): `tag`, `#id`, `.a.b`, `[attr=value]`,
// descendant (` `) and child (`>`) combinators, and lists (`a, b`).
import type { NodeInfo } from '../types'
import { renderAttributes, type NodeTemplate } from './templates'

export interface NodeData {
  nn: string
  sid: string
  uid?: string
  cl?: string
  st?: string
  v?: string
  cn?: NodeData[]
  [prop: string]: unknown
}

export interface TreeNode {
  data: NodeData
  parent: TreeNode | null
  template: NodeTemplate
}

export class PageTree {
  private readonly bySid = new Map<string, TreeNode>()
  readonly roots: TreeNode[] = []

  /**
   * `dataset`: the node's `data-*` attributes. Taro's templates render only `data-sid`; the rest
   * live in Taro's DOM, and the runtime reads them there (so `[data-testid=x]` works here, not
   * in the WeChat DevTools).
   */
  constructor(
    root: { cn?: NodeData[] } | undefined,
    templates: Map<string, NodeTemplate>,
    private readonly dataset: (sid: string) => Record<string, string> = () => ({}),
  ) {
    const visit = (data: NodeData, parent: TreeNode | null) => {
      const template = templates.get(String(data.nn))
      if (!template) throw new Error(`page data has a node of kind "${data.nn}" that base.wxml has no template for`)
      const node: TreeNode = { data, parent, template }
      this.bySid.set(data.sid, node)
      if (!parent) this.roots.push(node)
      for (const child of data.cn ?? []) visit(child, node)
      return node
    }
    for (const child of root?.cn ?? []) visit(child, null)
  }

  get(sid: string): TreeNode | null {
    return this.bySid.get(sid) ?? null
  }

  /** Every element (not text) in document order, under `within` when given. */
  elements(within?: TreeNode): TreeNode[] {
    const out: TreeNode[] = []
    const walk = (node: TreeNode) => {
      if (node.template.tag !== '#text') out.push(node)
      for (const child of this.children(node)) walk(child)
    }
    if (within) for (const child of this.children(within)) walk(child)
    else for (const root of this.roots) walk(root)
    return out
  }

  children(node: TreeNode): TreeNode[] {
    return (node.data.cn ?? []).map((c) => this.bySid.get(c.sid)!)
  }

  query(selector: string, within?: TreeNode): TreeNode[] {
    const alternatives = parseSelector(selector)
    const attributes = (node: TreeNode) => this.attributes(node)
    return this.elements(within).filter((node) => alternatives.some((chain) => matchesChain(node, chain, within ?? null, attributes)))
  }

  info(node: TreeNode): NodeInfo {
    return { sid: node.data.sid, tagName: node.template.tag, attributes: this.attributes(node), text: textOf(node.data) }
  }

  attributes(node: TreeNode): Record<string, unknown> {
    const data = Object.entries(this.dataset(node.data.sid)).map(([key, value]) => [`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value])
    return { ...Object.fromEntries(data), ...renderAttributes(node.template, node.data) }
  }
}

function textOf(data: NodeData): string {
  if (typeof data.v === 'string') return data.v
  return (data.cn ?? []).map(textOf).join('')
}

interface Compound {
  tag: string | null
  id: string | null
  classes: string[]
  attributes: { name: string; value: string | null }[]
}
/** A compound selector and how it relates to the one before it. */
interface Step {
  compound: Compound
  combinator: ' ' | '>'
}

function parseSelector(selector: string): Step[][] {
  return selector.split(',').map((alternative) => {
    const steps: Step[] = []
    const tokens = alternative.trim().replace(/\s*>\s*/g, ' > ').split(/\s+/).filter(Boolean)
    let combinator: ' ' | '>' = ' '
    for (const token of tokens) {
      if (token === '>') {
        combinator = '>'
        continue
      }
      steps.push({ compound: parseCompound(token, selector), combinator })
      combinator = ' '
    }
    if (steps.length === 0) throw new Error(`selector "${selector}" is empty`)
    return steps
  })
}

function parseCompound(token: string, selector: string): Compound {
  const compound: Compound = { tag: null, id: null, classes: [], attributes: [] }
  const pattern = /^([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:=["']?([^"'\]]*)["']?)?\]/y
  let at = 0
  while (at < token.length) {
    pattern.lastIndex = at
    const m = pattern.exec(token)
    if (!m || m[0] === '') throw new Error(`selector "${selector}": cannot read "${token.slice(at)}"`)
    if (m[1] !== undefined) compound.tag = m[1]
    else if (m[2] !== undefined) compound.id = m[2]
    else if (m[3] !== undefined) compound.classes.push(m[3])
    else compound.attributes.push({ name: m[4], value: m[5] ?? null })
    at += m[0].length
    pattern.lastIndex = 0
  }
  return compound
}

type AttributesOf = (node: TreeNode) => Record<string, unknown>

function matchesCompound(node: TreeNode, compound: Compound, attributesOf: AttributesOf): boolean {
  if (compound.tag && node.template.tag !== compound.tag) return false
  const attributes = attributesOf(node)
  if (compound.id && attributes.id !== compound.id) return false
  if (compound.classes.length) {
    const classes = new Set(String(node.data.cl ?? '').split(/\s+/))
    if (!compound.classes.every((c) => classes.has(c))) return false
  }
  return compound.attributes.every(({ name, value }) => {
    const actual = attributes[name]
    return value === null ? actual !== undefined : actual !== undefined && String(actual) === value
  })
}

/** Matches right to left: the last step on the node, earlier steps on its ancestors below `scope`. */
function matchesChain(node: TreeNode, chain: Step[], scope: TreeNode | null, attributesOf: AttributesOf): boolean {
  const match = (current: TreeNode, index: number): boolean => {
    if (!matchesCompound(current, chain[index].compound, attributesOf)) return false
    if (index === 0) return true
    const combinator = chain[index].combinator
    for (let ancestor = current.parent; ancestor && ancestor !== scope; ancestor = ancestor.parent) {
      if (match(ancestor, index - 1)) return true
      if (combinator === '>') return false
    }
    return false
  }
  return match(node, chain.length - 1)
}
