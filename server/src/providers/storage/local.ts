import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertStorageKey, contentTypeOf, type StorageProvider, type StoredFile } from './types.js';

/**
 * Files on the local disk under `root` (UPLOAD_DIR), one file per key (`root/202511/….jpg`).
 * The media type comes back from the key's extension.
 */
export class LocalStorage implements StorageProvider {
  readonly name = 'local';

  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private file(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(temp, bytes, { flag: 'wx' });
      await fs.promises.rename(temp, file);
    } catch (err) {
      await fs.promises.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.file(key);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: contentTypeOf(key), size: stat.size };
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
