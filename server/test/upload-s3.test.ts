import assert from 'node:assert/strict';
import fs from 'node:fs';
import sharp from 'sharp';
import { assertUsableConfig, loadConfig, type S3Config } from '../src/config.js';
import { S3Storage } from '../src/providers/storage/s3.js';
import { EMPTY_SHA256, signS3 } from '../src/providers/storage/sigv4.js';
import { FakeS3 } from './fakes/s3.js';
import { suite } from './helpers/harness.js';

const S3 = { bucket: 'xinzhan-uploads', region: 'ap-guangzhou', accessKeyId: 'AKIDTESTKEY0001', secretAccessKey: 'test-secret-0123456789' };

function multipart(content: Buffer) {
  const boundary = '----xinzhan-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 160, b: 90 } } }).jpeg().toBuffer();
}

suite('image upload to S3-compatible storage', ['sqlite'], async (t, env) => {
  const fake = await new FakeS3({ ...S3, now: () => env.clock.now() }).start();
  t.after(() => fake.stop());
  const s3Config = (secretAccessKey = S3.secretAccessKey): S3Config => ({
    endpoint: fake.base,
    region: S3.region,
    bucket: S3.bucket,
    accessKeyId: S3.accessKeyId,
    secretAccessKey,
  });
  const build = (secret?: string) =>
    env.build({
      config: (config) => {
        config.storage = { provider: 's3', s3: s3Config(secret) };
      },
    });
  const api = await build();
  const { token } = await api.login();
  const upload = (app: typeof api, content: Buffer) => {
    const form = multipart(content);
    return app.post('/api/upload/image', form.body, { token, headers: form.headers });
  };
  const uploadRows = async () => (await api.app.ctx.db.selectFrom('uploads').select('path').execute()).length;

  await t.test('STORAGE_PROVIDER=s3 is read from the environment and refused when incomplete', () => {
    const config = loadConfig({
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'https://cos.ap-guangzhou.myqcloud.com/',
      S3_REGION: 'ap-guangzhou',
      S3_BUCKET: 'xinzhan-1250000000',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    assert.deepEqual(config.storage, {
      provider: 's3',
      s3: { endpoint: 'https://cos.ap-guangzhou.myqcloud.com', region: 'ap-guangzhou', bucket: 'xinzhan-1250000000', accessKeyId: 'AKID', secretAccessKey: 'secret' },
    });
    assert.doesNotThrow(() => assertUsableConfig(config));
    assert.equal(loadConfig({}).storage.provider, 'local');
    assert.throws(() => assertUsableConfig(loadConfig({ STORAGE_PROVIDER: 's3', S3_ENDPOINT: 'https://s3.example.com' })),
      /STORAGE_PROVIDER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    assert.throws(() => loadConfig({ STORAGE_PROVIDER: 'oss' }), /STORAGE_PROVIDER must be local or s3/);
  });

  await t.test('the signature of the AWS documentation example (GET Object) is reproduced', () => {
    // docs.aws.amazon.com, "Signature Calculations for the Authorization Header": Example GET Object.
    const headers = signS3({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: Date.UTC(2013, 4, 24),
    });
    assert.equal(
      headers.authorization,
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    assert.equal(headers['x-amz-date'], '20130524T000000Z');
  });

  await t.test('an upload is PUT into the bucket and /api/files/… streams it back unchanged', async () => {
    const r = await upload(api, await photo(300, 200));
    assert.equal(r.body.state, 1, r.raw);
    const key = r.body.data.url.replace('/api/files/', '');
    const thumbKey = r.body.data.thumbnailUrl.replace('/api/files/', '');
    assert.match(key, /^\d{6}\/[A-Za-z0-9_-]{24}\.jpg$/);
    const object = fake.object(key);
    const thumb = fake.object(thumbKey);
    assert.ok(object && thumb, 'both objects are in the bucket');
    assert.equal(object.contentType, 'image/jpeg');
    assert.equal(thumb.contentType, 'image/webp');
    assert.ok(fake.requests.some((q) => q.method === 'PUT' && q.path === `/${S3.bucket}/${key}` && q.refused === null));
    assert.ok(!fs.existsSync(api.config.uploadDir) || fs.readdirSync(api.config.uploadDir).length === 0, 'nothing on the local disk');

    for (const [url, stored, mime] of [[r.body.data.url, object, 'image/jpeg'], [r.body.data.thumbnailUrl, thumb, 'image/webp']] as const) {
      const served = await api.app.inject({ method: 'GET', url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], mime);
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.equal(Number(served.headers['content-length']), stored.bytes.length);
      assert.deepEqual(served.rawPayload, stored.bytes);
    }
    assert.ok(fake.requests.some((q) => q.method === 'GET' && q.path === `/${S3.bucket}/${key}` && q.refused === null));

    const missing = await api.app.inject({ method: 'GET', url: '/api/files/202501/none.jpg' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().state, 4040);
    assert.equal(fake.requests.at(-1)?.refused, 'NoSuchKey');
  });

  await t.test('the provider gets and deletes objects; a missing key is null', async () => {
    const storage = new S3Storage(s3Config(), env.clock);
    await storage.put('202511/direct.webp', Buffer.from('RIFF-bytes'), 'image/webp');
    const got = await storage.get('202511/direct.webp');
    assert.ok(got);
    assert.equal(got.contentType, 'image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of got.body) chunks.push(chunk as Buffer);
    assert.equal(Buffer.concat(chunks).toString(), 'RIFF-bytes');
    await storage.delete('202511/direct.webp');
    assert.equal(fake.object('202511/direct.webp'), undefined);
    assert.equal(await storage.get('202511/direct.webp'), null);
    await storage.delete('202511/direct.webp'); // S3 answers 204 for a key that is not there
  });

  await t.test('the fake answers S3 XML errors: SignatureDoesNotMatch, NoSuchKey, skew', async () => {
    const path = `/${S3.bucket}/202511/none.jpg`;
    const get = (secretAccessKey: string, now = env.clock.now()) =>
      fetch(`${fake.base}${path}`, {
        headers: signS3({ method: 'GET', host: new URL(fake.base).host, path, payloadHash: EMPTY_SHA256, region: S3.region, accessKeyId: S3.accessKeyId, secretAccessKey, now }),
      });
    const forged = await get('not-the-secret');
    assert.equal(forged.status, 403);
    assert.match(await forged.text(), /<Error><Code>SignatureDoesNotMatch<\/Code>/);
    const missing = await get(S3.secretAccessKey);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<Code>NoSuchKey<\/Code>/);
    const late = await get(S3.secretAccessKey, env.clock.now() - 20 * 60_000);
    assert.equal(late.status, 403);
    assert.match(await late.text(), /<Code>RequestTimeTooSkewed<\/Code>/);
    const unsigned = await fetch(`${fake.base}${path}`);
    assert.equal(unsigned.status, 400);
  });

  await t.test('a wrong secret fails the upload with a Chinese message and stores nothing', async () => {
    const wrong = await build('wrong-secret');
    const objects = fake.objects.size;
    const rows = await uploadRows();
    const r = await upload(wrong, await photo(120, 80));
    assert.deepEqual(r.body, { state: 5003, msg: '图片保存失败，请稍后再试', data: null });
    assert.equal(fake.objects.size, objects, 'no object stored');
    assert.equal(await uploadRows(), rows, 'no upload recorded');
    assert.equal(fake.requests.filter((q) => q.method === 'PUT').at(-1)?.refused, 'SignatureDoesNotMatch');
  });
});
