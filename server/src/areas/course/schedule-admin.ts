import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import { flag, invalid, subjectsExist } from './catalogue-admin-rules.js';
import type { AdminScheduleItem, ScheduleBody } from './schemas.js';

/** Operator writes of the weekly class schedule (/api/admin/course/schedule). */
export class ScheduleAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminScheduleItem[]> {
    const rows = await this.db.selectFrom('class_schedule').selectAll().orderBy('weekday').orderBy('start_time').orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id,
      weekday: r.weekday,
      startTime: r.start_time,
      durationMin: r.duration_min,
      title: r.title,
      teacher: r.teacher,
      subjectId: r.subject_id,
      active: r.active === 1,
    }));
  }

  async save(id: number | null, input: ScheduleBody): Promise<AdminScheduleItem> {
    const existing = id === null ? undefined : await this.db.selectFrom('class_schedule').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) throw invalid('课表条目不存在');
    const subjectId = input.subjectId === undefined ? (existing?.subject_id ?? null) : input.subjectId;
    if (subjectId !== null) await subjectsExist(this.db, [subjectId], '课表');
    const values = {
      weekday: input.weekday,
      start_time: input.startTime,
      duration_min: input.durationMin ?? existing?.duration_min ?? 30,
      title: input.title,
      teacher: input.teacher ?? existing?.teacher ?? '',
      subject_id: subjectId,
      active: flag(input.active, existing?.active ?? 1),
    };
    const itemId = existing
      ? (await this.db.updateTable('class_schedule').set(values).where('id', '=', existing.id).execute(), existing.id)
      : (await this.db.insertInto('class_schedule').values({ ...values, created_at: this.clock.now() }).returning('id').executeTakeFirstOrThrow()).id;
    return (await this.list()).find((s) => s.id === itemId)!;
  }

  async remove(id: number): Promise<void> {
    const done = await this.db.deleteFrom('class_schedule').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw invalid('课表条目不存在');
  }
}
