import fs from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/envelope.js';
import { LinkSigner } from '../core/signing.js';
import { States } from '../core/states.js';

/** Audio links stay valid this long (a long course plays well within it). */
export const MEDIA_LINK_TTL_MS = 6 * 3600_000;

/** A plain file name inside MEDIA_DIR: no separators, no leading dot, so never a path. */
const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/;

export function isPlainMediaName(name: string): boolean {
  return name.length <= 128 && PLAIN_NAME.test(name);
}

/**
 * Signed audio links (core/signing.ts, purpose 'media-audio'): a link names one file until `exp`
 * (epoch ms) and cannot be edited to another file or a later time.
 */
export class MediaSigner {
  private readonly signer: LinkSigner;

  constructor(
    readonly dir: string,
    secret: string,
    private readonly clock: Clock,
  ) {
    this.signer = new LinkSigner(secret, 'media-audio');
  }

  /** The client URL of a chapter's audio (under /api). */
  audioUrl(file: string): string {
    const exp = this.clock.now() + MEDIA_LINK_TTL_MS;
    return `/api/media/audio/${encodeURIComponent(file)}?exp=${exp}&sig=${this.signer.sign(file, exp)}`;
  }

  /** The absolute path of a validly signed, unexpired link's file; else HTTP 403 / 4705. */
  verify(file: string, exp: string | undefined, sig: string | undefined): string {
    if (!isPlainMediaName(file) || !this.signer.verify(file, exp, sig, this.clock.now())) {
      throw new AppError(States.MEDIA_LINK_INVALID, undefined, 403);
    }
    return path.join(this.dir, file);
  }
}

/**
 * Duration in whole seconds (rounded) of a PCM WAV file, read from its header: the `data`
 * chunk's size over the `fmt ` chunk's byte rate. Throws on anything that is not a WAV.
 */
export async function wavDurationSec(file: string): Promise<number> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return wavDurationOf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export function wavDurationOf(head: Buffer): number {
  if (head.length < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let byteRate = 0;
  for (let at = 12; at + 8 <= head.length; ) {
    const id = head.toString('ascii', at, at + 4);
    const size = head.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 16 <= head.length) byteRate = head.readUInt32LE(at + 16);
    if (id === 'data') {
      if (byteRate <= 0) throw new Error('WAV without a fmt chunk before its data');
      return Math.round(size / byteRate);
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV without a data chunk');
}
