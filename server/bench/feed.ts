/**
 * Bench of the community (docs/COMMUNITY.md): the following feed read by 10,000 users over
 * 100,000 posts, and publishing a post, against the compiled server on SQLite and PostgreSQL,
 * next to a bare node:http server answering a feed page of the same size.
 *
 *   node --import tsx server/bench/feed.ts        # BENCH_SECONDS, BENCH_FEED_USERS, BENCH_FEED_POSTS to change
 *
 * Data: every user follows FOLLOWS_PER_USER others and belongs to the benched circle; posts are
 * spread over the last 30 days among all users and circles, with likes and comments, so a page
 * counts real rows. Users are a week old, so their posts are not held as a new account's.
 */
import { sql } from 'kysely';
import { createDatabase, isPostgresUrl } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';
import autocannon from 'autocannon';
import { BENCH_SECONDS, insertBenchUsers, isMain, loadServer, onSqliteAndPostgres, postgresSkipped, row } from './common.js';
import { startBareServer } from './placeorder.js';

const FOLLOWS_PER_USER = 30;
const DAY = 86_400_000;
const BATCH = 1000;
const TEXTS = [
  '今天读完了《被讨厌的勇气》第三章，课题分离这个概念让我想了很久。',
  '早起打卡第12天，六点的天空真好看，和大家分享。',
  '冥想十分钟后，焦虑感少了一些。有没有一起练习的朋友？',
  '孩子今天主动说想读书，开心！分享一下我们的亲子共读书单。',
  '最近睡眠不好，听了睡眠课的第一讲，推荐给同样失眠的你。',
];

export interface FeedFigures {
  database: 'sqlite' | 'postgres';
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers and socket errors. */
  failed: number;
  /** Bytes of one answered page (the bare server answers the same size). */
  pageBytes: number;
}

export interface PublishFigures {
  database: 'sqlite' | 'postgres';
  postsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests that wrote no post. */
  failed: number;
}

interface FeedData {
  tokens: string[];
  circleId: number;
}

async function insertInBatches<T>(rows: Iterable<T>, write: (batch: T[]) => Promise<unknown>): Promise<void> {
  let batch: T[] = [];
  for (const r of rows) {
    batch.push(r);
    if (batch.length === BATCH) {
      await write(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await write(batch);
}

/** Migrates and seeds, then adds the users, their follows, circle memberships, posts, likes and comments. */
export async function prepareFeedData(databaseUrl: string, users: number, posts: number): Promise<FeedData> {
  const database = createDatabase(databaseUrl);
  const { db } = database;
  try {
    const now = Date.now();
    await prepareDatabase(database, { demo: true, now });
    const bench = await insertBenchUsers(db, users, 'f', now);
    const ids = bench.map((u) => u.id);
    await sql`update users set created_at = ${now - 7 * DAY} where mobile like 'bench-f%'`.execute(db);
    const circles = (await db.selectFrom('community_circles').select('id').where('active', '=', 1).orderBy('id').execute()).map((c) => c.id);
    const circleId = circles[0]!;

    await insertInBatches(
      ids.map((user_id) => ({ circle_id: circleId, user_id, created_at: now - 7 * DAY })),
      (batch) => db.insertInto('community_members').values(batch).execute(),
    );
    // Each user follows the next FOLLOWS_PER_USER users at a stride, so followees are spread.
    function* follows() {
      for (let i = 0; i < ids.length; i++) {
        for (let k = 1; k <= FOLLOWS_PER_USER; k++) {
          yield { follower_id: ids[i]!, followee_id: ids[(i + k * 331) % ids.length]!, created_at: now - 6 * DAY };
        }
      }
    }
    await insertInBatches(follows(), (batch) => db.insertInto('community_follows').values(batch).onConflict((oc) => oc.doNothing()).execute());

    function* postRows() {
      for (let i = 0; i < posts; i++) {
        yield {
          user_id: ids[(i * 7919) % ids.length]!,
          circle_id: circles[i % circles.length]!,
          text: TEXTS[i % TEXTS.length]!,
          images: '[]',
          status: 'visible' as const,
          hold_reason: null,
          reviewed_at: null,
          deleted_at: null,
          created_at: now - 30 * DAY + Math.floor((i * 30 * DAY) / posts),
        };
      }
    }
    await insertInBatches(postRows(), (batch) => db.insertInto('community_posts').values(batch).execute());
    const postIds = (await db.selectFrom('community_posts').select('id').orderBy('id').execute()).map((p) => p.id);
    // Two likes per post on average and a comment on every third post.
    function* likes() {
      for (let i = 0; i < postIds.length; i++) {
        for (let k = 0; k < i % 5; k++) yield { user_id: ids[(i + k * 17) % ids.length]!, target_type: 'post' as const, target_id: postIds[i]!, created_at: now - DAY };
      }
    }
    await insertInBatches(likes(), (batch) => db.insertInto('community_likes').values(batch).onConflict((oc) => oc.doNothing()).execute());
    function* comments() {
      for (let i = 0; i < postIds.length; i += 3) {
        yield { post_id: postIds[i]!, user_id: ids[(i * 13) % ids.length]!, parent_id: null, reply_to_user_id: null, text: '说得真好，收藏了', status: 'visible' as const, hold_reason: null, reviewed_at: null, deleted_at: null, created_at: now - DAY };
      }
    }
    await insertInBatches(comments(), (batch) => db.insertInto('community_comments').values(batch).execute());
    // Statistics as after autovacuum: a bulk load into a fresh database has none yet. On
    // PostgreSQL also the visibility map: without it the covering index of the authors' posts
    // cannot answer alone, and the planner walks the whole feed index instead (9 ms, not 0.5).
    await sql.raw(isPostgresUrl(databaseUrl) ? 'vacuum analyze' : 'analyze').execute(db);
    return { tokens: bench.map((u) => u.token), circleId };
  } finally {
    await database.close();
  }
}

function rotating(tokens: string[]) {
  let next = 0;
  return () => tokens[(next = (next + 1) % tokens.length)]!;
}

export async function runFeedBench(options: { databaseUrl: string; users: number; posts: number; durationSeconds: number }): Promise<{ feed: FeedFigures; publish: PublishFigures; page: string }> {
  const { databaseUrl, users, posts, durationSeconds } = options;
  const { tokens, circleId } = await prepareFeedData(databaseUrl, users, posts);
  const database: FeedFigures['database'] = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';

  const nextToken = rotating(tokens);
  let page = '';
  const { result: read } = await loadServer(databaseUrl, {
    connections: 20,
    durationSeconds,
    request: {
      method: 'GET',
      path: '/api/upgc/feed/following?pageSize=15',
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, token: nextToken() } }),
      onResponse: (_status, body) => {
        if (!page) page = body;
      },
    },
  });

  const nextWriter = rotating(tokens);
  let n = 0;
  const { result: write, added } = await loadServer(databaseUrl, {
    connections: 20,
    durationSeconds,
    countTable: 'community_posts',
    request: {
      method: 'POST',
      path: '/api/upgc/post/create',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, token: nextWriter() },
        body: JSON.stringify({ circleId, text: `${TEXTS[n++ % TEXTS.length]} #${n}` }),
      }),
    },
  });
  return {
    page,
    feed: { database, requestsPerSec: Math.round(read.requests.average), p50Ms: read.latency.p50, p99Ms: read.latency.p99, failed: read.non2xx + read.errors, pageBytes: Buffer.byteLength(page) },
    publish: {
      database,
      postsPerSec: Math.round(added / durationSeconds),
      p50Ms: write.latency.p50,
      p99Ms: write.latency.p99,
      failed: Math.max(0, write.requests.total - added) + write.errors,
    },
  };
}

/** Runs the feed bench on SQLite and PostgreSQL and prints its figures (`npm run bench`). */
export async function printFeedBench(): Promise<void> {
  const durationSeconds = BENCH_SECONDS;
  const users = Number(process.env.BENCH_FEED_USERS ?? 10_000);
  const posts = Number(process.env.BENCH_FEED_POSTS ?? 100_000);
  const { sqlite, postgres } = await onSqliteAndPostgres((databaseUrl) => runFeedBench({ databaseUrl, users, posts, durationSeconds }));
  // The yardstick: a bare node:http server answering the same page, same connections.
  const bare = await startBareServer(sqlite.page);
  const yardstick = await autocannon({ url: `${bare.url}/api/upgc/feed/following?pageSize=15`, connections: 20, duration: durationSeconds, pipelining: 1 });
  bare.stop();
  const bareRps = Math.round(yardstick.requests.average);
  const bareP99 = yardstick.latency.p99;

  console.log(`\nCommunity: ${users} users following ${FOLLOWS_PER_USER} each, ${posts} posts, 20 connections, ${durationSeconds} s`);
  row('bare node:http (the same feed page)', `${bareRps} req/s`, `p99 ${bareP99} ms, ${sqlite.feed.pageBytes} bytes`);
  for (const [name, f] of [['SQLite', sqlite], ['PostgreSQL', postgres]] as const) {
    if (!f) {
      postgresSkipped(`following feed on ${name}`);
      continue;
    }
    const target = name === 'SQLite' ? ' (target ≥ 0.10, p99 < 50 ms)' : '';
    row(`following feed on ${name}`, `${f.feed.requestsPerSec} req/s`, `p50 ${f.feed.p50Ms} ms, p99 ${f.feed.p99Ms} ms, failed ${f.feed.failed}`);
    row(`following feed on ${name} ÷ bare node:http`, (f.feed.requestsPerSec / bareRps).toFixed(2), target);
    row(`publishing on ${name}`, `${f.publish.postsPerSec} posts/s`, `p50 ${f.publish.p50Ms} ms, p99 ${f.publish.p99Ms} ms, failed ${f.publish.failed}`);
  }
}

if (isMain(import.meta.url)) {
  printFeedBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
