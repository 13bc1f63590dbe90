// Shared set-up of the end-to-end suites: a real API server serving the built H5 client on a
// free port with a throw-away SQLite database, and headless Chromium with a phone viewport.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before } from 'node:test'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { freePort } from '../../server/test/helpers/ports'

export const ROOT = path.resolve(__dirname, '../..')
export const ADMIN_TOKEN = 'e2e-admin-token'
export const SCREENSHOTS = path.join(ROOT, 'test-results/e2e')

/** Real user agents, one per ecology of spec 4.1. */
export const UA = {
  H5: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  WECHAT: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  /** Our native app's webview: Android with the XinZhanApp marker (docs/NATIVE-BRIDGE.md). */
  APP: 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 XinZhanApp/1.3.2',
}

function ensureFree(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', () => reject(new Error(`port ${port} is in use (another mini-program run, or a server started by hand?): stop it first`)))
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(port)))
  })
}

export interface TestServer {
  base: string
  dataDir: string
  proc: ChildProcess
  stop(): Promise<void>
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const main = path.join(ROOT, 'server/dist/main.js')
  if (!existsSync(main)) throw new Error('server/dist/main.js is missing: run `npm run build:server` first')
  if (!existsSync(path.join(ROOT, 'dist/h5/index.html'))) throw new Error('dist/h5 is missing: run `npm run build:h5` first')
  // A fixed port when the caller needs one (the mini-program build carries its API address). A
  // server already there would answer the health check in our place: refuse at once instead.
  const port = env.PORT ? await ensureFree(Number(env.PORT)) : await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinzhan-e2e-'))
  const proc = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with code ${proc.exitCode}`)
    try {
      const res = await fetch(`${base}/api/health`)
      if (res.ok) break
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not answer /api/health within 30 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    base,
    dataDir,
    proc,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve()
        proc.once('exit', () => resolve())
        proc.kill('SIGTERM')
      }),
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    // Audio plays without a real output device and without waiting for a gesture (the player e2e).
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--autoplay-policy=no-user-gesture-required', '--mute-audio',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** A fresh browser context: a 375 px phone, Chinese locale, its own storage. */
export async function newPhone(browser: Browser, userAgent = UA.H5): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent,
  })
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  return errors
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) })
}

export async function api<T = unknown>(server: TestServer, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ state: number; msg: string; data: T }> {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return res.json() as Promise<{ state: number; msg: string; data: T }>
}

export const admin = (server: TestServer, method: string, url: string, body?: unknown) =>
  api(server, method, `/admin${url}`, body, { authorization: `Bearer ${ADMIN_TOKEN}` })

/** The last SMS code the console provider "sent" to this mobile (development only endpoint). */
export async function lastSmsCode(server: TestServer, mobile: string): Promise<string> {
  const r = await api<{ code: string }>(server, 'GET', `/__dev/sms/${mobile}`)
  if (r.state !== 1) throw new Error(`no SMS code for ${mobile}: ${r.msg}`)
  return r.data.code
}

let mobileSeq = 0
/** A mobile number no other test uses in this run. */
export function uniqueMobile(): string {
  mobileSeq += 1
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(mobileSeq).padStart(4, '0')}`
}

/**
 * One server and one browser for a whole test file, started and stopped by node:test hooks.
 * Read `e2e.server` and `e2e.browser` inside tests (they exist once `before` has run). `env` may
 * be an async function, run just before the server starts (to start a fake it points at).
 */
export function useServerAndBrowser(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): { server: TestServer; browser: Browser } {
  const e2e = {} as { server: TestServer; browser: Browser }
  before(async () => {
    e2e.server = await startServer(typeof env === 'function' ? await env() : env)
    e2e.browser = await launchBrowser()
  })
  after(async () => {
    await e2e.browser?.close()
    await e2e.server?.stop()
  })
  return e2e
}
