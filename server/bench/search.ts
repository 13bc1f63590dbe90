/**
 * Bench of GET /api/course/search: 10,000 generated courses (Chinese titles, authors and
 * summaries, indexed through the server's own CourseSearch) on top of the demo catalogue,
 * autocannon rotating realistic Chinese queries against the compiled server, on SQLite and on
 * PostgreSQL (when reachable).
 *
 *   node --import tsx server/bench/search.ts               # BENCH_SECONDS, BENCH_COURSES to change
 */
import { sql } from 'kysely';
import { createDatabase, isPostgresUrl } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { CourseSearch } from '../src/areas/course/search.js';
import { BENCH_SECONDS, isMain, loadServer, onSqliteAndPostgres, postgresSkipped, row } from './common.js';

const TOPICS = ['焦虑', '睡眠', '亲密关系', '情绪', '自律', '沟通', '职场', '育儿', '正念', '幸福', '拖延', '孤独', '压力', '自信', '原生家庭', '边界', '冥想', '倦怠', '青春期', '婚姻', '友谊', '专注力', '自我关怀', '完美主义'];
const TITLES = ['{t}的十二堂课', '走出{t}的困境', '{t}自救指南', '和{t}做朋友', '{t}心理学入门', '重新理解{t}', '{t}练习手册', '给年轻人的{t}课', '{t}与{u}', '告别{t}：21天计划'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['晓明', '静', '思远', '一鸣', '安然', '知秋', '小满', '晚晴', '子涵', '若溪', '明远', '欣怡', '浩然', '雨桐', '嘉怡', '文博'];
const SUMMARIES = [
  '这门课从心理学研究出发，帮你理解{t}背后的原因，并提供可以马上练习的方法。',
  '{t}困扰着很多人。课程结合咨询案例，陪你一步步找回对生活的掌控感，也谈到{u}。',
  '每天十分钟，用温和的练习改善{t}，让身体和情绪慢慢放松下来。',
  '如果你正在经历{t}，这门课会告诉你：你并不孤单，改变可以从小事开始。',
];
export const SEARCH_QUERIES = ['焦虑', '睡眠', '亲密关系', '情绪管理', '自律', '林静怡', '王晓明', '沟通', '职场倦怠', '正念冥想', '拖延', '幸福', '孩子', '压力', '心理学入门', '完美主义', '睡', '原生家庭'];

export interface SearchFigures {
  database: 'sqlite' | 'postgres';
  courses: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers and socket errors. */
  failed: number;
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

/** Migrates and seeds, then adds `courses` generated subjects (3 chapters each) and indexes them. */
export async function prepareSearchData(databaseUrl: string, courses: number): Promise<void> {
  const database = createDatabase(databaseUrl);
  try {
    const now = Date.now();
    await prepareDatabase(database, { demo: true, now });
    const categories = await database.db.selectFrom('course_categories').select('id').execute();
    for (let start = 0; start < courses; start += 500) {
      const batch = Array.from({ length: Math.min(500, courses - start) }, (_, k) => start + k);
      const rows = await database.db
        .insertInto('subjects')
        .values(
          batch.map((i) => {
            const t = pick(TOPICS, i * 7);
            const u = pick(TOPICS, i * 11 + 3);
            const fill = (s: string) => s.replaceAll('{t}', t).replaceAll('{u}', u);
            return {
              title: fill(pick(TITLES, i)),
              author: pick(SURNAMES, i * 3) + pick(GIVEN, i * 5 + (i >> 4)),
              summary: fill(pick(SUMMARIES, i >> 2)),
              category_id: pick(categories, i).id,
              access: pick(['free', 'vip', 'vip', 'free'] as const, i),
              learners: (i * 7919) % 20000,
              published_at: now - i * 60_000,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .returning('id')
        .execute();
      await database.db
        .insertInto('chapters')
        .values(
          rows.flatMap((r) =>
            [1, 2, 3].map((sort) => ({ subject_id: r.id, sort, title: `第${sort}讲`, audio_file: 'demo-morning.wav', duration_sec: 24, free_trial: sort === 1 ? 1 : 0, created_at: now, updated_at: now })),
          ),
        )
        .execute();
    }
    await new CourseSearch(database.db, database.dialect, { now: () => now }).indexMissing();
    // Statistics as after autovacuum: a bulk load into a fresh database has none yet.
    await sql`analyze`.execute(database.db);
  } finally {
    await database.close();
  }
}

export async function runSearchBench(options: { databaseUrl: string; courses?: number; connections?: number; durationSeconds?: number }): Promise<SearchFigures> {
  const { databaseUrl, courses = 10_000, connections = 20, durationSeconds = 10 } = options;
  await prepareSearchData(databaseUrl, courses);
  let next = 0;
  const { result } = await loadServer(databaseUrl, {
    connections,
    durationSeconds,
    request: {
      method: 'GET',
      path: '/api/course/search',
      setupRequest: (req) => {
        next = (next + 1) % SEARCH_QUERIES.length;
        return { ...req, path: `/api/course/search?q=${encodeURIComponent(SEARCH_QUERIES[next]!)}&pageSize=15` };
      },
    },
  });
  return {
    database: isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite',
    courses,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

/** Runs the search bench on SQLite and PostgreSQL and prints its figures (`npm run bench`). */
export async function printSearchBench(): Promise<void> {
  const durationSeconds = BENCH_SECONDS;
  const courses = Number(process.env.BENCH_COURSES ?? 10_000);
  const { sqlite, postgres } = await onSqliteAndPostgres((databaseUrl) => runSearchBench({ databaseUrl, courses, durationSeconds }));
  console.log(`\nGET /api/course/search, ${courses} courses, ${SEARCH_QUERIES.length} Chinese queries in turn, 20 connections, ${durationSeconds} s`);
  for (const [name, f] of [['SQLite', sqlite], ['PostgreSQL', postgres]] as const) {
    if (f) row(`course search on ${name}`, `${f.requestsPerSec} req/s`, `p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, failed ${f.failed}`);
    else postgresSkipped(`course search on ${name}`);
  }
}

if (isMain(import.meta.url)) {
  printSearchBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
