import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import { flag, invalid } from './catalogue-admin-rules.js';
import type { AdminCategory, CategoryBody } from './schemas.js';

/** Operator writes of the course categories (/api/admin/course/categories). */
export class CategoryAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminCategory[]> {
    const rows = await this.db
      .selectFrom('course_categories as c')
      .selectAll('c')
      .select((eb) => eb.selectFrom('subjects as s').select(sql<number>`count(*)`.as('n')).whereRef('s.category_id', '=', 'c.id').as('count'))
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((c) => ({ id: c.id, name: c.name, icon: c.icon, sort: c.sort, active: c.active === 1, count: Number(c.count ?? 0) }));
  }

  /** One category; 4711 when there is none. */
  async byId(id: number): Promise<AdminCategory> {
    const found = (await this.list()).find((c) => c.id === id);
    if (!found) throw invalid('分类不存在');
    return found;
  }

  async save(id: number | null, input: CategoryBody): Promise<AdminCategory> {
    const existing = id === null ? undefined : await this.db.selectFrom('course_categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw invalid('分类不存在');
    const clash = await this.db.selectFrom('course_categories').select('id').where('name', '=', input.name).executeTakeFirst();
    if (clash && clash.id !== id) throw invalid(`分类名称“${input.name}”已存在`);
    const values = {
      name: input.name,
      icon: input.icon ?? existing?.icon ?? '',
      sort: input.sort ?? existing?.sort ?? 0,
      active: flag(input.active, existing?.active ?? 1),
    };
    if (existing) {
      await this.db.updateTable('course_categories').set(values).where('id', '=', existing.id).execute();
      return this.byId(existing.id);
    }
    const row = await this.db.insertInto('course_categories').values({ ...values, created_at: this.clock.now() }).returning('id').executeTakeFirstOrThrow();
    return this.byId(row.id);
  }

  /** Only an empty category can go. */
  async remove(id: number): Promise<void> {
    const category = await this.byId(id);
    if (category.count > 0) throw invalid(`还有${category.count}门课程使用该分类，请先调整这些课程`);
    await this.db.deleteFrom('course_categories').where('id', '=', id).execute();
  }
}
