/**
 * Builds apps for tests (app.inject, no sockets) on a provisioned backend, and runs a suite
 * once per backend variant: `suite(name, variants, async (t, env) => { await t.test(…) })`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import type { OutgoingHttpHeaders } from 'node:http';
import { buildApp, type AppDeps } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { App } from '../../src/core/types.js';
import { provision, recordingTests, skipUnavailable, variantUnavailable, type Backend, type VariantName } from './backends.js';
import { FakeClock } from './clock.js';

export interface Reply<T = any> {
  status: number;
  headers: OutgoingHttpHeaders;
  body: { state: number; msg: string; data: T };
  raw: string;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let mobileCounter = 0;
export function nextMobile(): string {
  mobileCounter += 1;
  return `139${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(5, '0')}`;
}

export class TestApp {
  constructor(
    readonly app: App,
    readonly config: AppConfig,
  ) {}

  async call<T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.token = options.token;
    const response = await this.app.inject({
      method,
      url,
      query: options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : undefined,
      payload: options.body as never,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    let body: Reply<T>['body'];
    try {
      body = response.json();
    } catch {
      body = undefined as never;
    }
    return { status: response.statusCode, headers: response.headers, body, raw: response.body };
  }

  get<T = any>(url: string, options?: CallOptions) {
    return this.call<T>('GET', url, options);
  }

  post<T = any>(url: string, body?: unknown, options: CallOptions = {}) {
    return this.call<T>('POST', url, { ...options, body });
  }

  put<T = any>(url: string, body?: unknown, options: CallOptions = {}) {
    return this.call<T>('PUT', url, { ...options, body });
  }

  /** Sends a login code (from a fresh IP) and reads it back from the dev endpoint. */
  async sendCode(mobile: string, type: 'login' | 'changeAccount' = 'login'): Promise<string> {
    const path = type === 'login' ? '/api/user/login/sendVerificationCode' : '/api/user/common/sendVerificationCode';
    const sent = await this.get(path, { query: { countryCode: 86, mobile, ecologyName: 'h5', type }, ip: nextIp() });
    if (sent.body.state !== 1) throw new Error(`sendCode failed: ${sent.raw}`);
    const dev = await this.get(`/api/__dev/sms/${mobile}`);
    return dev.body.data.code;
  }

  /** SMS login; returns the token. */
  async login(
    mobile = nextMobile(),
    extra: Record<string, unknown> = {},
    ecologyName = 'h5',
  ): Promise<{ token: string; expiresIn: number; mobile: string }> {
    const code = await this.sendCode(mobile);
    const reply = await this.post('/api/user/login/getTokenByMobileAndVerificationCode', {
      countryCode: '86',
      mobile,
      verificationCode: code,
      ecologyName,
      ...extra,
    });
    if (reply.body.state !== 1) throw new Error(`login failed: ${reply.raw}`);
    return { ...reply.body.data, mobile };
  }

  async userInfo(token: string) {
    return (await this.get('/api/user/user/getUserInfo', { token })).body.data;
  }
}

export interface BuildOptions {
  config?: (config: AppConfig) => void;
  deps?: AppDeps;
  /** Runs before app.ready(), e.g. to add a test-only route. */
  extend?: (app: App) => void;
}

export interface Env {
  variant: VariantName;
  clock: FakeClock;
  backend: Backend;
  /** A temp directory removed after the suite. */
  tmp: string;
  build(options?: BuildOptions): Promise<TestApp>;
}

export function suite(
  name: string,
  variants: VariantName[],
  body: (t: TestContext, env: Env) => Promise<void>,
): void {
  // The test names of the variant that ran, so an unavailable one reports each as skipped.
  let testNames: string[] = [];
  for (const variant of variants) {
    test(`${name} [${variant}]`, async (suiteContext) => {
      const unavailable = await variantUnavailable(variant);
      if (unavailable) return skipUnavailable(suiteContext, unavailable, testNames);
      const recorded = recordingTests(suiteContext);
      const t = recorded.t;
      testNames = recorded.names;
      const clock = new FakeClock();
      const backend = await provision(variant, clock);
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xz-app-'));
      const apps: App[] = [];
      const env: Env = {
        variant,
        clock,
        backend,
        tmp,
        build: async (options = {}) => {
          const config = loadConfig({});
          config.nodeEnv = 'test';
          config.databaseUrl = backend.databaseUrl;
          config.staticDir = path.join(tmp, 'no-client');
          config.uploadDir = path.join(tmp, 'uploads');
          options.config?.(config);
          const app = await buildApp(config, {
            clock,
            database: backend.database,
            store: backend.store,
            logger: false,
            ...options.deps,
          });
          apps.push(app);
          options.extend?.(app);
          await app.ready();
          return new TestApp(app, config);
        },
      };
      try {
        await body(t, env);
      } finally {
        for (const app of apps) await app.close();
        await backend.cleanup();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    });
  }
}
