import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DB_VARIANTS } from './helpers/backends.js';
import { ANXIETY, chaptersOf, subjectIdByTitle } from './helpers/courses.js';
import { suite } from './helpers/harness.js';
import { serverDir } from '../src/config.js';
import { wavDurationOf, wavDurationSec } from '../src/shared/media.js';

const mediaDir = path.join(serverDir, 'media');

suite('media: signed audio links with range requests', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  const chapter = (await chaptersOf(db, await subjectIdByTitle(db, ANXIETY)))[0]!;
  const file = fs.readFileSync(path.join(mediaDir, chapter.audio_file));
  const playUrl = async () => (await api.get('/api/course/chapter/play', { query: { chapterId: chapter.id } })).body.data.audioUrl as string;
  const fetch = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => api.app.inject({ method, url, headers });

  await t.test('the whole file: 200, audio/wav, accepts ranges', async () => {
    const r = await fetch(await playUrl());
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-type'], 'audio/wav');
    assert.equal(r.headers['accept-ranges'], 'bytes');
    assert.equal(Number(r.headers['content-length']), file.length);
    assert.ok(r.rawPayload.equals(file));
    const head = await fetch(await playUrl(), {}, 'HEAD');
    assert.deepEqual([head.statusCode, Number(head.headers['content-length']), head.rawPayload.length], [200, file.length, 0]);
  });

  await t.test('ranges: 206 with Content-Range and exactly those bytes; suffix; unsatisfiable → 416', async () => {
    const url = await playUrl();
    const mid = await fetch(url, { range: 'bytes=1000-1999' });
    assert.equal(mid.statusCode, 206);
    assert.equal(mid.headers['content-range'], `bytes 1000-1999/${file.length}`);
    assert.ok(mid.rawPayload.equals(file.subarray(1000, 2000)));
    const open = await fetch(url, { range: `bytes=${file.length - 10}-` });
    assert.deepEqual([open.statusCode, open.rawPayload.length], [206, 10]);
    const suffix = await fetch(url, { range: 'bytes=-44' });
    assert.ok(suffix.rawPayload.equals(file.subarray(file.length - 44)));
    const past = await fetch(url, { range: `bytes=${file.length}-` });
    assert.deepEqual([past.statusCode, past.headers['content-range']], [416, `bytes */${file.length}`]);
  });

  await t.test('a tampered, missing or expired signature → HTTP 403 with 4705', async () => {
    const url = await playUrl();
    const envelope = { state: 4705, msg: '音频链接已失效，请刷新页面后重试', data: null };
    const flipped = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
    for (const bad of [flipped, url.replace(/&sig=.*/, ''), url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 1}`)]) {
      const r = await fetch(bad);
      assert.equal(r.statusCode, 403, bad);
      assert.deepEqual(r.json(), envelope);
    }
    // Another file with this file's signature.
    const other = url.replace(/audio\/[^?]+/, 'audio/demo-breath.wav');
    assert.equal(other === url ? 403 : (await fetch(other)).statusCode, 403);
    env.clock.advance(6 * 3600_000 + 1);
    const expired = await fetch(url);
    assert.deepEqual([expired.statusCode, expired.json()], [403, envelope]);
    assert.equal((await fetch(await playUrl())).statusCode, 200, 'a fresh link works again');
  });

  await t.test('only plain file names inside MEDIA_DIR: traversal is impossible even when signed', async () => {
    const { media } = api.app.ctx.services;
    for (const name of ['../package.json', '..', '.hidden.wav', 'sub/demo.wav', '%2e%2e%2fpackage.json']) {
      const signed = media.audioUrl(name);
      const r = await fetch(signed);
      // 403 from the name check, or 404 where the router never matches ('..' as a segment).
      assert.ok([403, 404].includes(r.statusCode), `${name} → ${r.statusCode}`);
      assert.ok([4705, 4040].includes(r.json().state), `${name} → ${r.body}`);
    }
    const missing = await fetch(media.audioUrl('not-there.wav'));
    assert.deepEqual([missing.statusCode, missing.json().state], [404, 4705]);
  });

  await t.test('WAV durations come from the header', async () => {
    assert.deepEqual(
      await Promise.all(['demo-morning.wav', 'demo-evening.wav', 'demo-breath.wav'].map((f) => wavDurationSec(path.join(mediaDir, f)))),
      [24, 30, 36],
    );
    assert.equal(chapter.duration_sec, await wavDurationSec(path.join(mediaDir, chapter.audio_file)));
    assert.throws(() => wavDurationOf(Buffer.from('not a wav file at all')), /not a WAV/);
    // The demo audio is sound, not silence: samples move well away from the 8-bit midpoint.
    const samples = file.subarray(44 + 8000 * 5, 44 + 8000 * 6);
    assert.ok(Math.max(...samples) - Math.min(...samples) > 80);
  });
});
