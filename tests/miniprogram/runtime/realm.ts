// The logic layer: a fresh JavaScript realm (Node's vm) holding only what WeChat's JS engine
// gives a mini-program — the language's own globals, timers, console, `wx` and the framework
// functions — with CommonJS `require` over the files of dist/weapp. No `window`, `document`,
// `fetch`, `URL`, `TextEncoder` or `process`: code that needs them fails here as on a phone.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export interface Realm {
  context: vm.Context
  /** Loads a file of the package once, as the WeChat client does (`app`, `pages/x/index`, …). */
  require(file: string): unknown
  /** Copies a value made by the test side into the app's realm (so `instanceof` works there). */
  toRealm<T>(value: T): T
  /** Stops the app's timers, and any it starts afterwards. */
  clearTimers(): void
}

interface TimerHooks {
  /** An error thrown by app code outside any call the test made (a timer callback …). */
  onUncaught(error: unknown): void
  onConsole(type: string, args: unknown[]): void
}

function hasBehaviour(value: object): boolean {
  return Object.values(Object.getOwnPropertyDescriptors(value)).some((d) => d.get || d.set || typeof d.value === 'function')
}

export function createRealm(root: string, globals: Record<string, unknown>, hooks: TimerHooks): Realm {
  const timers = new Set<NodeJS.Timeout>()
  // After exit the app may still react (a failed request retries): its new timers never start.
  let closed = false
  const guard = (fn: unknown, args: unknown[]) => () => {
    try {
      if (typeof fn === 'function') fn(...args)
    } catch (error) {
      hooks.onUncaught(error)
    }
  }
  const timerGlobals = {
    setTimeout: (fn: unknown, ms?: number, ...args: unknown[]) => {
      if (closed) return undefined
      const handle: NodeJS.Timeout = setTimeout(() => {
        timers.delete(handle)
        guard(fn, args)()
      }, ms)
      timers.add(handle)
      return handle
    },
    clearTimeout: (handle: NodeJS.Timeout) => {
      timers.delete(handle)
      clearTimeout(handle)
    },
    setInterval: (fn: unknown, ms?: number, ...args: unknown[]) => {
      if (closed) return undefined
      const handle = setInterval(guard(fn, args), ms)
      timers.add(handle)
      return handle
    },
    clearInterval: (handle: NodeJS.Timeout) => {
      timers.delete(handle)
      clearInterval(handle)
    },
  }
  const console = Object.fromEntries(
    ['log', 'info', 'warn', 'error', 'debug', 'trace', 'group', 'groupEnd', 'time', 'timeEnd', 'table', 'dir'].map((type) => [
      type,
      (...args: unknown[]) => hooks.onConsole(type, args),
    ]),
  )
  const context = vm.createContext({ ...timerGlobals, console, ...globals })
  const realmObject = vm.runInContext('Object', context) as ObjectConstructor
  const realmArrayBuffer = vm.runInContext('ArrayBuffer', context) as ArrayBufferConstructor
  const realmError = vm.runInContext('Error', context) as ErrorConstructor

  const madeInRealm = (value: object): boolean => value instanceof realmObject
  const importValue = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value
    if (madeInRealm(value)) return value
    if (value instanceof ArrayBuffer) {
      const copy = new realmArrayBuffer(value.byteLength)
      new Uint8Array(copy).set(new Uint8Array(value))
      return copy
    }
    if (value instanceof Error) {
      const copy = new realmError(value.message)
      copy.stack = value.stack
      return Object.assign(copy, value)
    }
    if (Array.isArray(value)) return (vm.runInContext('Array', context) as ArrayConstructor).from(value.map(importValue))
    // Objects with behaviour (tasks, audio managers: methods, getters and setters) pass as they
    // are, keeping their identity (one background audio manager) and their live properties.
    if (Object.getPrototypeOf(value) !== Object.prototype || hasBehaviour(value)) return value
    const copy = new realmObject() as Record<string, unknown>
    for (const [k, v] of Object.entries(value)) copy[k] = importValue(v)
    return copy
  }

  const modules = new Map<string, { exports: unknown }>()
  const requireFrom = (dir: string) => (request: string) => {
    const resolved = path.resolve(dir, request)
    const file = resolved.endsWith('.js') ? resolved : `${resolved}.js`
    if (!file.startsWith(root + path.sep)) throw new Error(`require("${request}") leaves the mini-program package`)
    return load(file)
  }
  const load = (file: string): unknown => {
    const cached = modules.get(file)
    if (cached) return cached.exports
    const module = { exports: new realmObject() as unknown }
    modules.set(file, module)
    const source = readFileSync(file, 'utf8')
    const wrapper = vm.runInContext(`(function (require, module, exports) {${source}\n})`, context, {
      filename: path.relative(root, file),
    }) as (r: unknown, m: unknown, e: unknown) => void
    wrapper(requireFrom(path.dirname(file)), module, module.exports)
    return module.exports
  }

  return {
    context,
    require: (file) => load(path.join(root, file.endsWith('.js') ? file : `${file}.js`)),
    toRealm: <T>(value: T) => importValue(value) as T,
    clearTimers: () => {
      closed = true
      for (const handle of timers) clearTimeout(handle)
      timers.clear()
    },
  }
}
