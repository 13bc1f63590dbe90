// What every topic file of the wx implementation shares: the host, the scheduler, the call record,
// and WeChat's callback convention (success or fail, then complete, never synchronously).
import type { WxCallOptions, WxHost } from '../types'
import type { Scheduler } from './scheduler'

/** A failure WeChat reports through `fail`: errMsg becomes `<api>:fail <reason>`. */
export class WxFailure extends Error {
  constructor(
    readonly reason: string,
    readonly errno?: number,
  ) {
    super(reason)
  }
}

/** WeChat's type names in parameter errors; works for values of another realm (the app's VM). */
export function typeName(value: unknown): string {
  return Object.prototype.toString.call(value).slice(8, -1)
}

type ParamType = 'String' | 'Number' | 'Boolean' | 'Object' | 'Array' | 'Function'

/**
 * WeChat's parameter check: `parameter error: parameter.url should be String instead of Undefined;`.
 * `required` must be present with that type; `optional` only when given.
 */
export function checkParams(
  options: Record<string, unknown>,
  required: Record<string, ParamType>,
  optional: Record<string, ParamType> = {},
): void {
  const wrong = [
    ...Object.entries(required).filter(([name, type]) => typeName(options[name]) !== type),
    ...Object.entries(optional).filter(([name, type]) => options[name] !== undefined && typeName(options[name]) !== type),
  ]
  if (wrong.length === 0) return
  const details = wrong.map(([name, type]) => `parameter.${name} should be ${type} instead of ${typeName(options[name])};`)
  throw new WxFailure(`parameter error: ${details.join(' ')}`)
}

/** A synchronous API (`getStorageSync` …): WeChat throws its failures as `<api>:fail <reason>`. */
export function syncApi<Args extends unknown[], Result>(api: string, work: (...args: Args) => Result): (...args: Args) => Result {
  return (...args) => {
    try {
      return work(...args)
    } catch (error) {
      // The same error, rethrown with the message the app sees in WeChat.
      if (error instanceof WxFailure) error.message = `${api}:fail ${error.reason}`
      throw error
    }
  }
}

export interface WxSettings {
  appId: string
  /** dist/weapp, for package paths like `/assets/logo.png`; null when the runtime did not give it. */
  distDir: string | null
  onAsyncError: (error: unknown) => void
}

export interface WxKit extends WxSettings {
  host: WxHost
  scheduler: Scheduler
  /** Pushes a call to host.calls (`api` without `wx.`, e.g. `request`, `InnerAudioContext.play`). */
  record(api: string, args: unknown[]): void
  /** Calls an app callback if it is one; what it throws goes to onAsyncError, as WeChat reports it. */
  callApp(callback: unknown, ...args: unknown[]): void
  /** A `wx.<api>(options)` whose `work` returns the success fields or throws/rejects a WxFailure. */
  /** Without success/fail/complete the API returns a Promise, as WeChat's do. */
  callbackApi(api: string, work: (options: WxCallOptions) => object | Promise<object>): (options?: WxCallOptions) => Promise<unknown> | undefined
  /** Delivers the outcome of a call that returned a task (request, uploadFile, downloadFile). */
  settle(api: string, options: WxCallOptions, outcome: Promise<object>): void
  /** Wraps the methods of an object the app gets (a FileSystemManager, an audio context) so each call is recorded. */
  recorded<T extends object>(label: string, methods: T): T
  /** Methods of such an object that the runtime does not implement: each fails the test with its name. */
  unimplementedMethods(label: string, names: readonly string[]): Record<string, () => never>
}

export function createKit(host: WxHost, scheduler: Scheduler, settings: WxSettings): WxKit {
  const callApp = (callback: unknown, ...args: unknown[]): void => {
    if (typeof callback !== 'function') return
    try {
      callback(...args)
    } catch (error) {
      settings.onAsyncError(error)
    }
  }

  const deliver = (api: string, options: WxCallOptions, outcome: { result: object } | { failure: WxFailure }): void => {
    scheduler.soon(() => {
      if ('result' in outcome) {
        const res = { ...outcome.result, errMsg: `${api}:ok` }
        callApp(options.success, res)
        callApp(options.complete, res)
      } else {
        const { reason, errno } = outcome.failure
        const err = errno === undefined ? { errMsg: `${api}:fail ${reason}` } : { errMsg: `${api}:fail ${reason}`, errno }
        callApp(options.fail, err)
        callApp(options.complete, err)
      }
    })
  }

  const settle = (api: string, options: WxCallOptions, outcome: Promise<object>): void => {
    outcome.then(
      (result) => deliver(api, options, { result }),
      (error: unknown) => {
        // Anything but a WxFailure is a fault of the runtime (host.unimplemented included): loud, not a fail callback.
        if (error instanceof WxFailure) deliver(api, options, { failure: error })
        else settings.onAsyncError(error)
      },
    )
  }

  const record = (api: string, args: unknown[]): void => {
    host.calls.push({ api, args, at: host.elapsed() })
  }

  return {
    ...settings,
    host,
    scheduler,
    record,
    callApp,
    settle,
    callbackApi(api, work) {
      return (given = {}) => {
        // WeChat (base library ≥ 2.10.2): called without success, fail and complete, an async API
        // returns a Promise of its result instead. Taro relies on it for the APIs it does not wrap
        // itself (requestPayment among them).
        const promised = !('success' in given || 'fail' in given || 'complete' in given)
        let resolve!: (res: unknown) => void
        let reject!: (err: unknown) => void
        const promise = promised ? new Promise((ok, fail) => ((resolve = ok), (reject = fail))) : undefined
        const options: WxCallOptions = promised ? { ...given, success: resolve, fail: reject } : given
        let result: object | Promise<object>
        try {
          result = work(options)
        } catch (error) {
          // A synchronous fault (an unimplemented option) throws at the call site, where the app made it.
          if (!(error instanceof WxFailure)) throw error
          deliver(api, options, { failure: error })
          return promise
        }
        settle(api, options, Promise.resolve(result))
        return promise
      }
    },
    recorded(label, methods) {
      // Descriptors, not values: reading an accessor (an audio context's currentTime) is no call.
      for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(methods))) {
        const method: unknown = descriptor.value
        if (typeof method !== 'function') continue
        Object.defineProperty(methods, name, {
          value: (...args: unknown[]) => {
            record(`${label}.${name}`, args)
            return method(...args)
          },
          enumerable: true,
        })
      }
      return methods
    },
    unimplementedMethods(label, names) {
      // Plain functions, not arrows: `new wx.cloud.Cloud()` must reach host.unimplemented too.
      return Object.fromEntries(
        names.map((name) => [
          name,
          function unimplemented(): never {
            return host.unimplemented(`${label}.${name}`)
          },
        ]),
      )
    },
  }
}
