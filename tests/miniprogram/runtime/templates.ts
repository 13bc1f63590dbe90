// What Taro's templates render, read from the build's own base.wxml: for each node name (`nn`,
// the number Taro writes into page data) the component tag, the attributes bound to the node's
// data and the events the template binds. The runtime does not lay out WXML; it uses this to
// know which element a node is, what attributes it shows and whether a tap reaches the app.

/**
 * One attribute of a template: `placeholder="{{i.p13}}"` reads `p13` of the node's data;
 * `xs.b(i.p12,!1)` falls back when the key is undefined, `i.p1||'none'` when it is falsy, and
 * `i.uid||i.sid` reads a second key.
 */
type BoundAttribute =
  | { name: string; read: 'literal'; value: unknown }
  | { name: string; read: 'default' | 'or'; key: string; fallback: unknown }
  | { name: string; read: 'either'; key: string; second: string }

export interface NodeTemplate {
  /** The component tag: view, text, input, button … ('#text' for a text node). */
  tag: string
  attributes: BoundAttribute[]
  /** Event type → how the template binds it: `bind` bubbles on, `catch` stops bubbling. */
  events: Map<string, 'bind' | 'catch'>
}

const TEMPLATE = /<template name="tmpl_0_([^"]+)">([\s\S]*?)<\/template>/g
const START_TAG = /<([a-z][\w-]*)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g

/** `{{i.p1||'none'}}`, `{{xs.b(i.p4,!1)}}`, `{{i.uid||i.sid}}`, `{{i.cl}}` and literals. */
function bind(name: string, raw: string): BoundAttribute {
  const expr = /^\{\{(.*)\}\}$/.exec(raw.trim())?.[1]
  if (expr === undefined) return { name, read: 'literal', value: raw }
  const literal = (text: string): unknown => {
    if (text === '!1') return false
    if (text === '!0') return true
    if (/^'.*'$/.test(text)) return text.slice(1, -1)
    if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text)
    if (text === 'true' || text === 'false') return text === 'true'
    // An unquoted name (`overflow="{{i.p2||visible}}"`) is an undefined variable in WXML.
    return undefined
  }
  let m = /^xs\.b\(i\.(\w+),(.*)\)$/.exec(expr)
  if (m) return { name, read: 'default', key: m[1], fallback: literal(m[2]) }
  m = /^i\.(\w+)\|\|i\.(\w+)$/.exec(expr)
  if (m) return { name, read: 'either', key: m[1], second: m[2] }
  m = /^i\.(\w+)(?:\|\|(.*))?$/.exec(expr)
  if (m) return { name, read: 'or', key: m[1], fallback: m[2] === undefined ? undefined : literal(m[2]) }
  throw new Error(`base.wxml: attribute ${name}="${raw}" has an expression the test runtime cannot read`)
}

export function parseTemplates(baseWxml: string): Map<string, NodeTemplate> {
  const templates = new Map<string, NodeTemplate>()
  for (const [, name, body] of baseWxml.matchAll(TEMPLATE)) {
    if (/^<block>\{\{i\.v\}\}<\/block>$/.test(body.trim())) {
      templates.set(name, { tag: '#text', attributes: [], events: new Map() })
      continue
    }
    // `tmpl_0_33` only picks `tmpl_0_33_focus` or `_blur`: both render the same element.
    if (/_(focus|blur)$/.test(name)) {
      const base = name.replace(/_(focus|blur)$/, '')
      if (name.endsWith('_focus') || !templates.has(base)) templates.set(base, parseElement(body))
      continue
    }
    if (/<template is="\{\{xs\.c\(/.test(body)) continue
    templates.set(name, parseElement(body))
  }
  return templates
}

function parseElement(body: string): NodeTemplate {
  const start = START_TAG.exec(body.trim())
  if (!start) return { tag: 'block', attributes: [], events: new Map() }
  const attributes: BoundAttribute[] = []
  const events = new Map<string, 'bind' | 'catch'>()
  for (const [, name, value] of start[2].matchAll(ATTRIBUTE)) {
    const event = /^(bind|catch):?(\w+)$/.exec(name)
    if (event) events.set(event[2], event[1] as 'bind' | 'catch')
    else attributes.push(bind(name, value))
  }
  return { tag: start[1], attributes, events }
}

/** The attributes a node shows, as its template renders them from the node's data. */
export function renderAttributes(template: NodeTemplate, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const a of template.attributes) {
    const value =
      a.read === 'literal' ? a.value
        : a.read === 'either' ? data[a.key] || data[a.second]
          : a.read === 'default' ? (data[a.key] === undefined ? a.fallback : data[a.key])
            : data[a.key] || a.fallback
    if (value !== undefined && value !== '') out[a.name] = value
  }
  return out
}
