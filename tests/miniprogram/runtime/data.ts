// `setData` as WeChat applies it: keys are paths (`root.cn.[0].cl`, `list[2].name`, `a.b`),
// values cross the thread boundary as JSON (functions and undefined do not survive), and
// missing intermediate objects and arrays are created.

type Container = Record<string, unknown> | unknown[]

/** `root.cn.[0].cn.[12].v` → ['root', 'cn', 0, 'cn', 12, 'v']. */
export function parseDataPath(path: string): (string | number)[] {
  const segments: (string | number)[] = []
  for (const part of path.split('.')) {
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part)
    if (!m) throw new Error(`setData: invalid data path "${path}"`)
    if (m[1]) segments.push(m[1])
    for (const [, index] of m[2].matchAll(/\[(\d+)\]/g)) segments.push(Number(index))
  }
  if (segments.length === 0) throw new Error(`setData: invalid data path "${path}"`)
  return segments
}

/** What a value becomes after crossing to the render thread. */
export function serialised<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}

/** Applies one `setData` patch to `data`; returns the keys WeChat would refuse (undefined values). */
export function applySetData(data: Record<string, unknown>, patch: Record<string, unknown>): string[] {
  const refused: string[] = []
  for (const [path, raw] of Object.entries(patch)) {
    if (raw === undefined) {
      refused.push(path)
      continue
    }
    const value = serialised(raw)
    const segments = parseDataPath(path)
    let target: Container = data
    for (let i = 0; i < segments.length - 1; i++) {
      const key = segments[i]
      const next = (target as Record<string | number, unknown>)[key]
      if (next === null || typeof next !== 'object') {
        const created: Container = typeof segments[i + 1] === 'number' ? [] : {}
        ;(target as Record<string | number, unknown>)[key] = created
        target = created
      } else target = next as Container
    }
    ;(target as Record<string | number, unknown>)[segments[segments.length - 1]] = value
  }
  return refused
}

/** The value at a data path (`Page.getData` with a path), or undefined. */
export function readDataPath(data: unknown, path: string): unknown {
  let value = data
  for (const key of parseDataPath(path)) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string | number, unknown>)[key]
  }
  return value
}
