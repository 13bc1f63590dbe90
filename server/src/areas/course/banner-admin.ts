import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import { flag, invalid } from './catalogue-admin-rules.js';
import type { AdminBanner, BannerBody } from './schemas.js';

/** Operator writes of the banners of the course and happiness index pages (/api/admin/course/banners). */
export class BannerAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminBanner[]> {
    const rows = await this.db.selectFrom('banners').selectAll().orderBy('position').orderBy('sort').orderBy('id').execute();
    return rows.map((b) => ({ id: b.id, position: b.position, title: b.title, image: b.image, link: b.link, sort: b.sort, active: b.active === 1 }));
  }

  async save(id: number | null, input: BannerBody): Promise<AdminBanner> {
    const existing = id === null ? undefined : await this.db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw invalid('横幅不存在');
    if (input.link && !/^(\/[\w\-/?=&%.]*|https:\/\/\S+)$/.test(input.link)) throw invalid('链接须为应用内路径（如 /course/courseDetail/3）或 https 地址');
    const values = {
      position: input.position,
      title: input.title,
      image: input.image ?? existing?.image ?? '',
      link: input.link ?? existing?.link ?? '',
      sort: input.sort ?? existing?.sort ?? 0,
      active: flag(input.active, existing?.active ?? 1),
    };
    const bannerId = existing
      ? (await this.db.updateTable('banners').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await this.db.insertInto('banners').values({ ...values, created_at: this.clock.now() }).returning('id').executeTakeFirstOrThrow()).id;
    return (await this.list()).find((b) => b.id === bannerId)!;
  }

  async remove(id: number): Promise<void> {
    const done = await this.db.deleteFrom('banners').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw invalid('横幅不存在');
  }
}
