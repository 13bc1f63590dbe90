import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';

/** The id of a seeded demo subject by its title. */
export async function subjectIdByTitle(db: Kysely<DB>, title: string): Promise<number> {
  const row = await db.selectFrom('subjects').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  return row.id;
}

/** Chapters of a subject in play order. */
export async function chaptersOf(db: Kysely<DB>, subjectId: number) {
  return db.selectFrom('chapters').selectAll().where('subject_id', '=', subjectId).orderBy('sort').orderBy('id').execute();
}

export const ANXIETY = '与焦虑和解：12堂情绪自救课';
export const FAMILY = '走出原生家庭的影子';
export const EMOTION_KIT = '情绪急救箱：愤怒、悲伤与委屈';
export const SENSITIVE = '高敏感者的温柔生存指南';
export const SLEEP = '睡个好觉：失眠认知行为疗法';
export const BURNOUT = '职场倦怠自救手册';
