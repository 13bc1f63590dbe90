/**
 * WeChat Pay API v3 signatures with node:crypto: SHA256-RSA2048 request signing
 * (`WECHATPAY2-SHA256-RSA2048` Authorization), answer/callback verification with the platform
 * key, the client pay-signs (JSAPI and APP), and AEAD_AES_256_GCM decryption of callback
 * resources with the APIv3 key.
 */
import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/** Each part followed by "\n", the last one included: the form of every v3 message. */
export function signMessage(...parts: string[]): string {
  return parts.map((p) => `${p}\n`).join('');
}

export function rsaSign(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function rsaVerify(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export function loadPrivateKey(pem: string): KeyObject {
  return createPrivateKey(pem);
}

/** A platform certificate or a WeChat Pay public key (PEM) → its public key. */
export function loadPublicKey(pem: string): KeyObject {
  return createPublicKey(pem);
}

/** 32 characters of [0-9A-Za-z]. */
export function nonce(): string {
  return randomBytes(24).toString('base64').replace(/[^0-9A-Za-z]/g, '').padEnd(32, '0').slice(0, 32);
}

export function authorization(input: {
  mchId: string;
  serial: string;
  privateKey: KeyObject;
  method: string;
  /** Path and query, e.g. /v3/pay/transactions/jsapi */
  url: string;
  body: string;
  timestamp: number;
  nonceStr: string;
}): string {
  const signature = rsaSign(
    input.privateKey,
    signMessage(input.method, input.url, String(input.timestamp), input.nonceStr, input.body),
  );
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchId}",nonce_str="${input.nonceStr}",` +
    `signature="${signature}",timestamp="${input.timestamp}",serial_no="${input.serial}"`
  );
}

export interface EncryptedResource {
  algorithm?: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** AEAD_AES_256_GCM: base64 ciphertext whose last 16 bytes are the tag. Throws when it does not authenticate. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** time_expire: RFC 3339 in Beijing time, e.g. 2025-01-06T10:15:00+08:00. */
export function beijingRfc3339(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}
