import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DB_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64, 3)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 4)]);

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----xinzhan-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

suite('image upload', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { token } = await api.login();
  const upload = (field: string, filename: string, type: string, content: Buffer) => {
    const form = multipart(field, filename, type, content);
    return api.post('/api/upload/image', form.body, { token, headers: form.headers });
  };

  await t.test('jpeg, png and webp are stored and served read-only under /api/files/', async () => {
    for (const [content, ext, mime] of [[JPEG, 'jpg', 'image/jpeg'], [PNG, 'png', 'image/png'], [WEBP, 'webp', 'image/webp']] as const) {
      const r = await upload('file', `photo.bin`, 'application/octet-stream', content);
      assert.equal(r.body.state, 1, r.raw);
      const url: string = r.body.data.url;
      assert.match(url, new RegExp(`^/api/files/\\d{6}/[A-Za-z0-9_-]{24}\\.${ext}$`));
      const served = await api.app.inject({ method: 'GET', url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], mime);
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.deepEqual(served.rawPayload, content);
      const onDisk = path.join(api.config.uploadDir, url.replace('/api/files/', ''));
      assert.ok(fs.existsSync(onDisk));
    }
  });

  await t.test('the type comes from the bytes, not the name or Content-Type', async () => {
    const r = await upload('file', 'cat.png', 'image/png', GIF);
    assert.deepEqual(r.body, { state: 4203, msg: '仅支持 JPG、PNG、WEBP 格式的图片', data: null });
    const html = await upload('file', 'x.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>'));
    assert.equal(html.body.state, 4203);
  });

  await t.test('at most 2 MB', async () => {
    const justRight = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    assert.equal((await upload('file', 'a.png', 'image/png', justRight)).body.state, 1);
    const tooBig = Buffer.concat([justRight, Buffer.alloc(1)]);
    assert.deepEqual((await upload('file', 'a.png', 'image/png', tooBig)).body,
      { state: 4202, msg: '图片不能超过2MB，请压缩后再上传', data: null });
  });

  await t.test('no file, an empty file, or a JSON body is 4201', async () => {
    assert.deepEqual((await upload('file', 'a.png', 'image/png', Buffer.alloc(0))).body,
      { state: 4201, msg: '请选择要上传的图片', data: null });
    assert.equal((await api.post('/api/upload/image', { url: 'x' }, { token })).body.state, 4201);
  });

  await t.test('missing files and path tricks are 404 envelopes', async () => {
    const missing = await api.get('/api/files/202501/nothing.png');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.state, 4040);
    const escape = await api.app.inject({ method: 'GET', url: '/api/files/../../etc/passwd' });
    assert.notEqual(escape.statusCode, 200);
  });
});
