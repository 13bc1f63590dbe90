/** Reads the environment into one typed configuration (documented in server/README.md). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `server/` (this file lives in `server/src` or, compiled, `server/dist`). */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = path.resolve(serverDir, '..');

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: string;
}

export interface WechatAppConfig {
  appId: string;
  secret: string;
}

/** WeChat Pay API v3 merchant settings (all required once PAY_PROVIDER=wechat). */
export interface WechatPayConfig {
  mchId: string;
  /** Serial number of the merchant API certificate (the `serial_no` of every request). */
  serial: string;
  /** Merchant API private key, PEM. */
  privateKey: string;
  /** APIv3 key: 32 characters, decrypts callback resources. */
  apiV3Key: string;
  /** WeChat Pay platform certificate or WeChat Pay public key, PEM: verifies answers and callbacks. */
  platformCert: string;
  notifyUrl: string;
  apiBase: string;
  /** AppID of the mobile app on the WeChat Open Platform (APP pay, ecology appXfs). */
  appAppId: string | null;
}

export interface PayConfig {
  provider: 'sandbox' | 'wechat';
  /** Whether PAY_PROVIDER was set explicitly (production refuses to default to the sandbox). */
  providerExplicit: boolean;
  orderTimeoutMinutes: number;
  wechat: WechatPayConfig;
}

/** 商家转账 scenes whose report fields the transfer provider knows: 1000 现金营销, 1005 佣金报酬. */
export const TRANSFER_SCENE_IDS = ['1000', '1005'] as const;

/** Cash-out transfers of earnings to WeChat wallets (docs/EARNINGS.md). */
export interface TransferConfig {
  /** sandbox: bills wait for a confirm in the sandbox; wechat: WeChat Pay 商家转账 with the WECHATPAY_* merchant. */
  provider: 'sandbox' | 'wechat';
  /** Whether TRANSFER_PROVIDER was set explicitly (production refuses to default to the sandbox). */
  providerExplicit: boolean;
  /** WECHATPAY_TRANSFER_SCENE_ID, one of TRANSFER_SCENE_IDS. */
  sceneId: string;
  /** Public URL of POST /api/earnings/transfer/wechat/notify. */
  notifyUrl: string;
}

/** An S3-compatible bucket (STORAGE_PROVIDER=s3), addressed path-style: `${endpoint}/${bucket}/${key}`. */
export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Where uploaded files live: UPLOAD_DIR (`local`) or an S3-compatible bucket. */
export interface StorageConfig {
  provider: 'local' | 's3';
  s3: S3Config;
}

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  trustProxy: boolean;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string | null;
  redisPrefix: string;
  adminToken: string | null;
  sms: { provider: 'console' | 'tencent'; tencent: TencentSmsConfig };
  wechat: {
    mp: WechatAppConfig | null;
    mini: WechatAppConfig | null;
    apiBase: string;
    openBase: string;
    /** The Token of the mini-program's message push (WeChat signs its pushes with it); null: no pushes taken. */
    pushToken?: string | null;
    /** The public https origin WeChat downloads post images from for its checks (`${mediaBase}/api/files/…`). */
    mediaBase?: string | null;
  };
  wecom: { robotKey: string | null; robotBase: string };
  errorReportKey: string;
  staticDir: string;
  uploadDir: string;
  storage: StorageConfig;
  seedDemo: boolean;
  /** DEV_CLOCK=1: the server's clock can be moved by `POST /api/dev/clock` (never in production). */
  devClock: boolean;
  /** Punch-in challenges (docs/PUNCH.md). */
  punch: PunchConfig;
  pay: PayConfig;
  transfer: TransferConfig;
  media: MediaConfig;
}

/** Punch-in challenges: the mini-program's subscription message template of the daily reminder (null: no reminders). */
export interface PunchConfig {
  reminderTemplateId: string | null;
}

/** Course audio: files served from `dir` through links signed with `secret` (HMAC). */
export interface MediaConfig {
  dir: string;
  secret: string;
  /** Whether MEDIA_SECRET was set (production refuses a per-process random one). */
  secretExplicit: boolean;
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

/** A PEM (or other text) given inline (`\\n` escapes allowed) or as a file via NAME_FILE. */
function inlineOrFile(env: Env, name: string): string {
  const file = optional(env, `${name}_FILE`);
  if (file) {
    try {
      return fs.readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new Error(`${name}_FILE: cannot read "${file}" (${(err as Error).message})`, { cause: err });
    }
  }
  return (optional(env, name) ?? '').replace(/\\n/g, '\n');
}

function wechatApp(env: Env, prefix: string): WechatAppConfig | null {
  const appId = optional(env, `${prefix}_APPID`);
  const secret = optional(env, `${prefix}_SECRET`);
  return appId && secret ? { appId, secret } : null;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = str(env, 'NODE_ENV', 'development');
  const dataDir = path.resolve(str(env, 'DATA_DIR', path.join(repoDir, 'data')));
  const smsProvider = str(env, 'SMS_PROVIDER', 'console');
  if (smsProvider !== 'console' && smsProvider !== 'tencent') {
    throw new Error(`SMS_PROVIDER must be console or tencent, got "${smsProvider}"`);
  }
  return {
    port: int(env, 'PORT', 8080),
    host: str(env, 'HOST', '0.0.0.0'),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    dataDir,
    databaseUrl: str(env, 'DATABASE_URL', `sqlite://${path.join(dataDir, 'xinzhan.sqlite')}`),
    redisUrl: optional(env, 'REDIS_URL'),
    redisPrefix: str(env, 'REDIS_PREFIX', 'xz:'),
    adminToken: optional(env, 'ADMIN_TOKEN'),
    sms: {
      provider: smsProvider,
      tencent: {
        secretId: str(env, 'TENCENT_SMS_SECRET_ID', ''),
        secretKey: str(env, 'TENCENT_SMS_SECRET_KEY', ''),
        sdkAppId: str(env, 'TENCENT_SMS_SDK_APP_ID', ''),
        signName: str(env, 'TENCENT_SMS_SIGN_NAME', ''),
        templateId: str(env, 'TENCENT_SMS_TEMPLATE_ID', ''),
        region: str(env, 'TENCENT_SMS_REGION', 'ap-guangzhou'),
        endpoint: trimSlash(str(env, 'TENCENT_SMS_ENDPOINT', 'https://sms.tencentcloudapi.com')),
      },
    },
    wechat: {
      mp: wechatApp(env, 'WECHAT_MP'),
      mini: wechatApp(env, 'WECHAT_MINI'),
      apiBase: trimSlash(str(env, 'WECHAT_API_BASE', 'https://api.weixin.qq.com')),
      openBase: trimSlash(str(env, 'WECHAT_OPEN_BASE', 'https://open.weixin.qq.com')),
      pushToken: optional(env, 'WECHAT_PUSH_TOKEN'),
      mediaBase: trimSlash(optional(env, 'WECHAT_MEDIA_BASE') ?? '') || null,
    },
    wecom: {
      robotKey: optional(env, 'WECOM_ROBOT_KEY'),
      robotBase: trimSlash(str(env, 'WECOM_ROBOT_BASE', 'https://qyapi.weixin.qq.com')),
    },
    errorReportKey: str(env, 'ERROR_REPORT_KEY', 'xinzhan-client'),
    staticDir: path.resolve(str(env, 'STATIC_DIR', path.join(repoDir, 'dist', 'h5'))),
    uploadDir: path.resolve(str(env, 'UPLOAD_DIR', path.join(dataDir, 'uploads'))),
    storage: storageConfig(env),
    seedDemo: bool(env, 'SEED_DEMO', true),
    devClock: bool(env, 'DEV_CLOCK', false),
    punch: { reminderTemplateId: optional(env, 'WECHAT_PUNCH_TEMPLATE_ID') },
    pay: payConfig(env),
    transfer: transferConfig(env),
    media: {
      dir: path.resolve(str(env, 'MEDIA_DIR', path.join(serverDir, 'media'))),
      // Unset (dev, tests): random per process, so links die with the process.
      secret: optional(env, 'MEDIA_SECRET') ?? randomBytes(32).toString('hex'),
      secretExplicit: optional(env, 'MEDIA_SECRET') !== null,
    },
  };
}

function storageConfig(env: Env): StorageConfig {
  const provider = str(env, 'STORAGE_PROVIDER', 'local');
  if (provider !== 'local' && provider !== 's3') {
    throw new Error(`STORAGE_PROVIDER must be local or s3, got "${provider}"`);
  }
  return {
    provider,
    s3: {
      endpoint: trimSlash(str(env, 'S3_ENDPOINT', '')),
      region: str(env, 'S3_REGION', 'us-east-1'),
      bucket: str(env, 'S3_BUCKET', ''),
      accessKeyId: str(env, 'S3_ACCESS_KEY_ID', ''),
      secretAccessKey: str(env, 'S3_SECRET_ACCESS_KEY', ''),
    },
  };
}

/** The names of the S3 settings that are missing or malformed (empty when usable). */
export function s3Problems(s3: S3Config): string[] {
  const problems: string[] = [];
  if (!/^https?:\/\/[^/]+/.test(s3.endpoint)) problems.push('S3_ENDPOINT (http(s)://host[:port])');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s3.bucket)) problems.push('S3_BUCKET');
  if (!s3.accessKeyId) problems.push('S3_ACCESS_KEY_ID');
  if (!s3.secretAccessKey) problems.push('S3_SECRET_ACCESS_KEY');
  return problems;
}

function payConfig(env: Env): PayConfig {
  const provider = str(env, 'PAY_PROVIDER', 'sandbox');
  if (provider !== 'sandbox' && provider !== 'wechat') {
    throw new Error(`PAY_PROVIDER must be sandbox or wechat, got "${provider}"`);
  }
  const orderTimeoutMinutes = int(env, 'ORDER_PAY_TIMEOUT_MINUTES', 15);
  if (orderTimeoutMinutes < 1) throw new Error('ORDER_PAY_TIMEOUT_MINUTES must be at least 1');
  return {
    provider,
    providerExplicit: optional(env, 'PAY_PROVIDER') !== null,
    orderTimeoutMinutes,
    wechat: {
      mchId: str(env, 'WECHATPAY_MCHID', ''),
      serial: str(env, 'WECHATPAY_SERIAL', ''),
      privateKey: inlineOrFile(env, 'WECHATPAY_PRIVATE_KEY'),
      apiV3Key: str(env, 'WECHATPAY_APIV3_KEY', ''),
      platformCert: inlineOrFile(env, 'WECHATPAY_PLATFORM_CERT'),
      notifyUrl: str(env, 'WECHATPAY_NOTIFY_URL', ''),
      apiBase: trimSlash(str(env, 'WECHATPAY_API_BASE', 'https://api.mch.weixin.qq.com')),
      appAppId: optional(env, 'WECHATPAY_APP_APPID'),
    },
  };
}

function transferConfig(env: Env): TransferConfig {
  const provider = str(env, 'TRANSFER_PROVIDER', 'sandbox');
  if (provider !== 'sandbox' && provider !== 'wechat') {
    throw new Error(`TRANSFER_PROVIDER must be sandbox or wechat, got "${provider}"`);
  }
  return {
    provider,
    providerExplicit: optional(env, 'TRANSFER_PROVIDER') !== null,
    sceneId: str(env, 'WECHATPAY_TRANSFER_SCENE_ID', '1000'),
    notifyUrl: str(env, 'WECHATPAY_TRANSFER_NOTIFY_URL', ''),
  };
}

/**
 * What TRANSFER_PROVIDER=wechat lacks (empty when usable): the WeChat Pay merchant settings
 * (its payment notify URL aside), the transfer scene and notify URL, and an app whose users'
 * openids receive the transfers.
 */
export function transferProblems(config: Pick<AppConfig, 'pay' | 'transfer' | 'wechat'>): string[] {
  const problems = wechatPayProblems(config.pay.wechat).filter((p) => p !== 'WECHATPAY_NOTIFY_URL');
  if (!(TRANSFER_SCENE_IDS as readonly string[]).includes(config.transfer.sceneId)) {
    problems.push(`WECHATPAY_TRANSFER_SCENE_ID (${TRANSFER_SCENE_IDS.join(' or ')})`);
  }
  if (!/^https?:\/\//.test(config.transfer.notifyUrl)) problems.push('WECHATPAY_TRANSFER_NOTIFY_URL');
  if (!config.wechat.mp && !config.wechat.mini) problems.push('WECHAT_MINI_APPID/SECRET or WECHAT_MP_APPID/SECRET');
  return problems;
}

/** The names of the WeChat Pay settings that are missing or malformed (empty when usable). */
export function wechatPayProblems(w: WechatPayConfig): string[] {
  const problems: string[] = [];
  if (!w.mchId) problems.push('WECHATPAY_MCHID');
  if (!w.serial) problems.push('WECHATPAY_SERIAL');
  if (!w.privateKey.includes('PRIVATE KEY')) problems.push('WECHATPAY_PRIVATE_KEY (PEM)');
  if (Buffer.byteLength(w.apiV3Key) !== 32) problems.push('WECHATPAY_APIV3_KEY (32 characters)');
  if (!/BEGIN (CERTIFICATE|PUBLIC KEY)/.test(w.platformCert)) problems.push('WECHATPAY_PLATFORM_CERT (PEM)');
  if (!/^https?:\/\//.test(w.notifyUrl)) problems.push('WECHATPAY_NOTIFY_URL');
  return problems;
}

/** Validates settings that only matter once chosen (called by main, not by tests). */
export function assertUsableConfig(config: AppConfig): void {
  if (config.sms.provider === 'tencent') {
    const t = config.sms.tencent;
    const missing = Object.entries({
      TENCENT_SMS_SECRET_ID: t.secretId,
      TENCENT_SMS_SECRET_KEY: t.secretKey,
      TENCENT_SMS_SDK_APP_ID: t.sdkAppId,
      TENCENT_SMS_SIGN_NAME: t.signName,
      TENCENT_SMS_TEMPLATE_ID: t.templateId,
    })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length) throw new Error(`SMS_PROVIDER=tencent needs ${missing.join(', ')}`);
  }
  if (config.pay.provider === 'wechat') {
    const problems = wechatPayProblems(config.pay.wechat);
    if (problems.length) throw new Error(`PAY_PROVIDER=wechat needs ${problems.join(', ')}`);
  }
  if (config.transfer.provider === 'wechat') {
    const problems = transferProblems(config);
    if (problems.length) throw new Error(`TRANSFER_PROVIDER=wechat needs ${problems.join(', ')}`);
  }
  if (config.storage.provider === 's3') {
    const problems = s3Problems(config.storage.s3);
    if (problems.length) throw new Error(`STORAGE_PROVIDER=s3 needs ${problems.join(', ')}`);
  }
  if (config.isProduction && config.devClock) {
    // A movable clock would let anyone shift punch days, order deadlines and token lifetimes.
    throw new Error('DEV_CLOCK=1 is for development and tests only, never with NODE_ENV=production');
  }
  if (config.isProduction && !config.pay.providerExplicit) {
    // The sandbox completes payments without money: never the silent default of a live server.
    throw new Error('NODE_ENV=production needs PAY_PROVIDER set explicitly (wechat, or sandbox for a staging box)');
  }
  if (config.isProduction && !config.media.secretExplicit) {
    // A random secret would break every audio link on restart and differ between instances.
    throw new Error('NODE_ENV=production needs MEDIA_SECRET (signs course audio links)');
  }
  if (config.isProduction && !config.transfer.providerExplicit) {
    // Sandbox withdrawals count as paid out without money: never the silent default of a live server.
    throw new Error('NODE_ENV=production needs TRANSFER_PROVIDER set explicitly (wechat, or sandbox for a staging box)');
  }
  if (config.isProduction && config.transfer.provider === 'sandbox') {
    process.emitWarning('TRANSFER_PROVIDER=sandbox in production: withdrawals are "paid" without money');
  }
  if (config.isProduction && config.pay.provider === 'sandbox') {
    process.emitWarning('PAY_PROVIDER=sandbox in production: orders are "paid" without money');
  }
  if (config.isProduction && config.sms.provider === 'console') {
    // Allowed (a staging box may run without SMS), but worth a loud line in the log.
    process.emitWarning('SMS_PROVIDER=console in production: codes are only logged, never sent');
  }
}
