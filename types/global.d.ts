/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    /** Build target, set by the Taro CLI. */
    TARO_ENV: 'weapp' | 'h5'
    /** API base address: `/api` on H5 by default; the weapp build needs an https address. */
    TARO_APP_API_BASE?: string
    /** Key sent with error reports to the webhook relay; empty disables error reports. */
    TARO_APP_WEBHOOK_KEY?: string
    /** Address of the webhook relay (defaults to the API base). */
    TARO_APP_WEBHOOK_BASE?: string
    /** Public address of the H5 client, for links made in the mini-program (poster QR codes). */
    TARO_APP_H5_ORIGIN?: string
  }
}

// ES2022's error cause (`new Error(message, { cause })`), which lib es2020 lacks. Engines without
// it ignore the second argument; the message is the same either way.
interface ErrorOptions {
  cause?: unknown
}
interface Error {
  cause?: unknown
}
interface ErrorConstructor {
  new (message?: string, options?: ErrorOptions): Error
  (message?: string, options?: ErrorOptions): Error
}
