// One mini-program session for a spec: the real API server (on the port the weapp build carries
// as its API address), the local WeChat and WeChat Pay fakes it is configured against, the test
// runtime running dist/weapp, and miniprogram-automator connected to it over its WebSocket
// protocol. With WECHAT_DEVTOOLS_CLI set, the same specs drive the official WeChat DevTools.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type MiniProgram from 'miniprogram-automator/out/MiniProgram'
import { FakeWechat, MINI } from '../../server/test/fakes/wechat'
import { FakeWechatTransfer } from '../../server/test/fakes/wechat-transfer'
import apiPort from './api-port.json'
import { ROOT, startServer, type TestServer } from '../support/harness'
import { startAutomatorServer } from './automator/server'
import { MiniProgramRuntime } from './runtime/runtime'
import { createWx } from './wx'

/** The port of the API address built into the weapp build that `npm test` makes (scripts/test.mjs). */
export const API_PORT = Number(process.env.AUTOMATOR_API_PORT ?? apiPort.port)
export const API_BASE = `http://127.0.0.1:${API_PORT}/api`
export const DIST = path.join(ROOT, 'dist/weapp')
export const DEVTOOLS_CLI = process.env.WECHAT_DEVTOOLS_CLI

export interface MiniProgramSession {
  mp: MiniProgram
  server: TestServer
  /** The runtime under the automator (null when the WeChat DevTools run the specs). */
  runtime: MiniProgramRuntime | null
  wechat: FakeWechat
  /** WeChat Pay, its 商家转账 included (one merchant, one address, as at api.mch.weixin.qq.com). */
  wechatPay: FakeWechatTransfer
  /** The mini-program user's openid: the one WeChat gives for every `wx.login` of this session. */
  openid: string
  /** What the next `wx.requestPayment` does: pay (the callback reaches the server) or cancel. */
  payment: 'pay' | 'cancel'
  /** What the next `wx.requestMerchantTransfer` does: confirm (WeChat then notifies the server) or cancel. */
  transfer: 'confirm' | 'cancel'
  /** Closes the mini-program and opens it again with the same storage (a relaunch). */
  relaunch(options?: { path?: string; query?: Record<string, string> }): Promise<void>
  close(): Promise<void>
}

async function startFakes() {
  const wechat = await new FakeWechat().start()
  const wechatPay = await new FakeWechatTransfer(() => Date.now()).start()
  const pay = wechatPay.config()
  const transfer = wechatPay.transferConfig()
  const env = {
    PORT: String(API_PORT),
    WECHAT_MINI_APPID: MINI.appId,
    WECHAT_MINI_SECRET: MINI.secret,
    WECHAT_API_BASE: wechat.base,
    PAY_PROVIDER: 'wechat',
    WECHATPAY_MCHID: pay.mchId,
    WECHATPAY_SERIAL: pay.serial,
    WECHATPAY_PRIVATE_KEY: pay.privateKey,
    WECHATPAY_APIV3_KEY: pay.apiV3Key,
    WECHATPAY_PLATFORM_CERT: pay.platformCert,
    WECHATPAY_NOTIFY_URL: pay.notifyUrl,
    WECHATPAY_API_BASE: pay.apiBase,
    TRANSFER_PROVIDER: 'wechat',
    WECHATPAY_TRANSFER_SCENE_ID: transfer.sceneId,
    WECHATPAY_TRANSFER_NOTIFY_URL: transfer.notifyUrl,
  }
  return { wechat, wechatPay, env }
}

/**
 * What the WeChat client does on `wx.requestPayment`: checks the merchant's pay-sign over the
 * prepay it belongs to, then WeChat Pay sends its signed callback to the server's notify address.
 */
async function payThroughFake(
  session: MiniProgramSession,
  params: { timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string },
): Promise<'ok' | 'cancel' | { fail: string }> {
  const prepayId = /^prepay_id=(.+)$/.exec(params.package)?.[1]
  const prepay = [...session.wechatPay.prepays.values()].find((p) => p.prepayId === prepayId)
  if (!prepay) return { fail: 'prepay_id 无效' }
  const message = `${prepay.appid}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`
  if (params.signType !== 'RSA' || !session.wechatPay.verifyClientSign(message, params.paySign)) return { fail: '支付验证签名失败' }
  if (session.payment === 'cancel') return 'cancel'
  const notification = session.wechatPay.notification(prepay.outTradeNo)
  const res = await fetch(`${session.server.base}/api/pay/wechat/notify`, { method: 'POST', headers: notification.headers, body: notification.body })
  if (!res.ok) return { fail: `支付回调未被受理（${res.status}）` }
  return 'ok'
}

/**
 * What the WeChat client does on `wx.requestMerchantTransfer`: shows the bill of that package to
 * the user, who confirms; WeChat Pay then sends MCHTRANSFER.BILL.FINISHED to the server.
 */
async function confirmTransferThroughFake(session: MiniProgramSession, params: { mchId: string; appId: string; package: string }): Promise<'ok' | 'cancel' | { fail: string }> {
  if (session.transfer === 'cancel') return 'cancel'
  let outBillNo: string
  try {
    outBillNo = session.wechatPay.confirm(params).outBillNo
  } catch (error) {
    return { fail: (error as Error).message }
  }
  const notification = session.wechatPay.transferNotification(outBillNo)
  const res = await fetch(`${session.server.base}/api/earnings/transfer/wechat/notify`, { method: 'POST', headers: notification.headers, body: notification.body })
  if (!res.ok) return { fail: `转账通知未被受理（${res.status}）` }
  return 'ok'
}

export async function startMiniProgram(
  options: { path?: string; query?: Record<string, string>; /** More server settings (e.g. WECHAT_PUNCH_TEMPLATE_ID, DEV_CLOCK). */ env?: Record<string, string> } = {},
): Promise<MiniProgramSession> {
  const automator = (await import('miniprogram-automator')).default
  const { wechat, wechatPay, env } = await startFakes()
  const server = await startServer({ ...env, ...options.env })
  const storage = new Map<string, string>()
  const fileDir = mkdtempSync(path.join(os.tmpdir(), 'xinzhan-mp-'))
  let stopAutomator: (() => Promise<void>) | null = null

  const session: MiniProgramSession = {
    mp: null as unknown as MiniProgram,
    server,
    runtime: null,
    wechat,
    wechatPay,
    openid: `o_mini_${randomBytes(6).toString('hex')}`,
    payment: 'pay',
    transfer: 'confirm',
    relaunch: async (next = {}) => {
      await closeApp()
      await openApp(next)
    },
    close: async () => {
      await closeApp()
      await server.stop()
      await wechat.server.stop()
      await wechatPay.stop()
    },
  }

  const openApp = async (launch: { path?: string; query?: Record<string, string> }) => {
    if (DEVTOOLS_CLI) {
      session.mp = await automator.launch({ cliPath: DEVTOOLS_CLI, projectPath: ROOT, trustProject: true })
      if (launch.path) await session.mp.reLaunch(`/${launch.path}`)
      return
    }
    const runtime = await MiniProgramRuntime.launch({
      distDir: DIST,
      createWx,
      storage,
      fileDir,
      path: launch.path,
      query: launch.query,
      loginCode: async () => wechat.miniCode({ openid: session.openid }),
      pay: (params) => payThroughFake(session, params),
      confirmTransfer: (params) => confirmTransferThroughFake(session, params),
      verbose: process.env.MP_RUNTIME_VERBOSE === '1',
    })
    await runtime.settled()
    const socket = await startAutomatorServer(runtime)
    stopAutomator = socket.close
    session.runtime = runtime
    session.mp = await automator.connect({ wsEndpoint: socket.wsEndpoint })
  }

  const closeApp = async () => {
    if (DEVTOOLS_CLI) return session.mp?.close()
    session.mp?.disconnect()
    await stopAutomator?.()
    await session.runtime?.exit()
  }

  try {
    await openApp(options)
  } catch (error) {
    await session.close()
    throw error
  }
  return session
}
