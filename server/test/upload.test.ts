import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { LocalStorage } from '../src/providers/storage/local.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

/** A real image of the given size and format (a noisy picture, so it does not compress to nothing). */
async function makeImage(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })[format]().toBuffer();
}

/**
 * The tag numbers of a TIFF/EXIF block's IFD0 and of its GPS IFD (tag 0x8825 points to it), read
 * with this small parser rather than sharp, to prove a test image really carries GPS data.
 */
function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const entries = (offset: number) =>
    Array.from({ length: u16(offset) }, (_, i) => ({ tag: u16(offset + 2 + i * 12), value: u32(offset + 2 + i * 12 + 8) }));
  const ifd0 = entries(u32(4));
  const gpsPointer = ifd0.find((e) => e.tag === 0x8825);
  return { ifd0: ifd0.map((e) => e.tag), gps: gpsPointer ? entries(gpsPointer.value).map((e) => e.tag) : [] };
}

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>XMP-SECRET-AUTHOR</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';

/**
 * A photo as a phone writes it: 40×20 pixels stored sideways with EXIF orientation 6 (turn 90°
 * clockwise to view), a GPS block (Beijing), camera make, XMP and a Display P3 ICC profile.
 */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const left = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
  const sideways = sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 0, g: 0, b: 255 } } }).composite([
    { input: left, left: 0, top: 0 },
  ]);
  return sideways[format]()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'EXIF-SECRET-CAMERA' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2734/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 3020/100' },
    })
    .withIccProfile('p3')
    .withXmp(XMP)
    .toBuffer();
}

/** A tiny PNG whose header announces `width`×`height` pixels: what a decompression bomb looks like to the decoder. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
}

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
  const fetchFile = async (url: string) => {
    const served = await api.app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200, url);
    return served;
  };

  await t.test('jpeg, png and webp are stored with a webp thumbnail and served read-only under /api/files/', async () => {
    for (const [format, ext, mime] of [['jpeg', 'jpg', 'image/jpeg'], ['png', 'png', 'image/png'], ['webp', 'webp', 'image/webp']] as const) {
      const content = await makeImage(format, 64, 48);
      const r = await upload('file', `photo.bin`, 'application/octet-stream', content);
      assert.equal(r.body.state, 1, r.raw);
      const { url, thumbnailUrl, width, height } = r.body.data;
      assert.deepEqual(Object.keys(r.body.data).sort(), ['height', 'thumbnailUrl', 'url', 'width']);
      assert.match(url, new RegExp(`^/api/files/\\d{6}/[A-Za-z0-9_-]{24}\\.${ext}$`));
      assert.equal(thumbnailUrl, url.replace(/\.\w+$/, '.thumb.webp'));
      assert.deepEqual([width, height], [64, 48]);

      const served = await fetchFile(url);
      assert.equal(served.headers['content-type'], mime);
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.match(String(served.headers['cache-control']), /immutable/);
      const meta = await sharp(served.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], [format, 64, 48]);
      const onDisk = path.join(api.config.uploadDir, url.replace('/api/files/', ''));
      assert.deepEqual(fs.readFileSync(onDisk), served.rawPayload, 'served as stored under UPLOAD_DIR/yyyymm/');

      const thumb = await fetchFile(thumbnailUrl);
      assert.equal(thumb.headers['content-type'], 'image/webp');
      const thumbMeta = await sharp(thumb.rawPayload).metadata();
      assert.deepEqual([thumbMeta.format, thumbMeta.width, thumbMeta.height], ['webp', 64, 48], 'a small image is not enlarged');
    }
    const head = await api.app.inject({ method: 'HEAD', url: '/api/files/202501/nothing.png' });
    assert.equal(head.statusCode, 404);
  });

  await t.test('EXIF (with GPS), XMP and ICC are removed after the picture is turned upright', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const photo = await phonePhoto(format);
      // The input really carries what must go.
      const before = await sharp(photo).metadata();
      assert.equal(before.orientation, 6, format);
      assert.ok(before.exif && before.xmp && before.icc, `${format} input has EXIF, XMP and ICC`);
      const tags = exifTags(before.exif);
      assert.ok(tags.ifd0.includes(0x8825), `${format} input has a GPS IFD`);
      assert.deepEqual(tags.gps.sort((a, b) => a - b), [1, 2, 3, 4], 'GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude');
      assert.ok(photo.includes('EXIF-SECRET-CAMERA'));
      if (format !== 'png') assert.ok(photo.includes('XMP-SECRET-AUTHOR')); // PNG compresses its XMP (iTXt)

      const r = await upload('file', 'IMG_0001.jpg', 'image/jpeg', photo);
      assert.equal(r.body.state, 1, r.raw);
      assert.deepEqual([r.body.data.width, r.body.data.height], [20, 40], 'turned upright: 40×20 sideways is 20×40');
      for (const url of [r.body.data.url, r.body.data.thumbnailUrl]) {
        const stored = (await fetchFile(url)).rawPayload;
        const after = await sharp(stored).metadata();
        assert.equal(after.exif, undefined, `${url}: no EXIF`);
        assert.equal(after.xmp, undefined, `${url}: no XMP`);
        assert.equal(after.icc, undefined, `${url}: no ICC profile (pixels converted to sRGB)`);
        assert.equal(after.iptc, undefined, `${url}: no IPTC`);
        assert.equal(after.orientation, undefined, `${url}: no orientation left to apply twice`);
        assert.equal(after.space, 'srgb');
        for (const marker of ['Exif\0\0', 'EXIF-SECRET-CAMERA', 'XMP-SECRET-AUTHOR', 'http://ns.adobe.com/xap/1.0/', 'eXIf', 'iCCP']) {
          assert.ok(!stored.includes(marker), `${url} holds no ${JSON.stringify(marker)}`);
        }
        // Upright: the red square, top-left of the sideways original, is now at the top (turned clockwise: top-right).
        const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
        const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
        const [top, bottom] = [pixel(info.width - 2, 2), pixel(info.width - 2, info.height - 3)];
        assert.ok(top[0] > 200 && top[2] < 60, `${url} top is red: ${top}`);
        assert.ok(bottom[2] > 200 && bottom[0] < 60, `${url} bottom is blue: ${bottom}`);
      }
    }
  });

  await t.test('the long side is capped at 2048 px, the thumbnail is 360 px wide', async () => {
    const wide = await makeImage('jpeg', 3000, 1000);
    const r = await upload('file', 'wide.jpg', 'image/jpeg', wide);
    assert.equal(r.body.state, 1, r.raw);
    assert.deepEqual([r.body.data.width, r.body.data.height], [2048, 683]);
    const stored = await sharp((await fetchFile(r.body.data.url)).rawPayload).metadata();
    assert.deepEqual([stored.width, stored.height], [2048, 683]);
    const thumb = await sharp((await fetchFile(r.body.data.thumbnailUrl)).rawPayload).metadata();
    assert.deepEqual([thumb.format, thumb.width, thumb.height], ['webp', 360, 120]);

    const tall = await makeImage('png', 500, 2600);
    const t2 = await upload('file', 'tall.png', 'image/png', tall);
    assert.deepEqual([t2.body.data.width, t2.body.data.height], [394, 2048]);
  });

  await t.test('the type comes from the bytes and must decode: others are 4203', async () => {
    const badType = { state: 4203, msg: '仅支持 JPG、PNG、WEBP 格式的图片', data: null };
    assert.deepEqual((await upload('file', 'cat.png', 'image/png', await makeImage('gif'))).body, badType);
    assert.deepEqual((await upload('file', 'x.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>'))).body, badType);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const real = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })[format]().toBuffer();
      const truncated = real.subarray(0, Math.floor(real.length * 0.6));
      assert.deepEqual((await upload('file', 'a', 'image/jpeg', truncated)).body, badType, `truncated ${format}`);
      const corrupt = Buffer.concat([real.subarray(0, 16), Buffer.alloc(400, 0x5a)]);
      assert.deepEqual((await upload('file', 'a', 'image/jpeg', corrupt)).body, badType, `${format} magic bytes, garbage after`);
    }
    // Magic bytes of one type, content of another: the decoder disagrees.
    const png = await makeImage('png');
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    assert.deepEqual((await upload('file', 'a.jpg', 'image/jpeg', disguised)).body, badType);
  });

  await t.test('at most 2 MB in, and no decompression bombs', async () => {
    const png = await makeImage('png');
    const justRight = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]);
    assert.equal((await upload('file', 'a.png', 'image/png', justRight)).body.state, 1);
    const tooBig = Buffer.concat([justRight, Buffer.alloc(1)]);
    assert.deepEqual((await upload('file', 'a.png', 'image/png', tooBig)).body,
      { state: 4202, msg: '图片不能超过2MB，请压缩后再上传', data: null });
    // 30 000 × 30 000 pixels announced by a file of 80 bytes: refused before anything is decoded.
    assert.equal((await upload('file', 'bomb.png', 'image/png', pngHeaderOnly(30_000, 30_000))).body.state, 4202);
  });

  await t.test('no file, an empty file, or a JSON body is 4201', async () => {
    assert.deepEqual((await upload('file', 'a.png', 'image/png', Buffer.alloc(0))).body,
      { state: 4201, msg: '请选择要上传的图片', data: null });
    assert.equal((await api.post('/api/upload/image', { url: 'x' }, { token })).body.state, 4201);
  });

  await t.test('refused uploads store nothing', async () => {
    const before = fs.readdirSync(api.config.uploadDir, { recursive: true }).length;
    await upload('file', 'x.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]));
    assert.equal(fs.readdirSync(api.config.uploadDir, { recursive: true }).length, before);
  });

  await t.test('missing files and path tricks are 404 envelopes', async () => {
    const missing = await api.get('/api/files/202501/nothing.png');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.state, 4040);
    for (const url of ['/api/files/../../etc/passwd', '/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/202501/.hidden', '/api/files/202501']) {
      const answer = await api.app.inject({ method: 'GET', url });
      assert.notEqual(answer.statusCode, 200, url);
    }
  });

  await t.test('the local storage: put, get, delete under UPLOAD_DIR', async () => {
    const storage = new LocalStorage(path.join(env.tmp, 'local-storage'));
    assert.equal(await storage.get('202511/none.jpg'), null);
    await storage.put('202511/a.webp', Buffer.from('abc'), 'image/webp');
    const got = await storage.get('202511/a.webp');
    assert.ok(got);
    assert.equal(got.contentType, 'image/webp');
    assert.equal(got.size, 3);
    const chunks: Buffer[] = [];
    for await (const chunk of got.body) chunks.push(chunk as Buffer);
    assert.equal(Buffer.concat(chunks).toString(), 'abc');
    await storage.delete('202511/a.webp');
    await storage.delete('202511/a.webp');
    assert.equal(await storage.get('202511/a.webp'), null);
    await assert.rejects(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg'), /invalid storage key/);
  });
});
