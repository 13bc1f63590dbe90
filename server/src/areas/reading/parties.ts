import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { ownsUploads } from '../upload/index.js';
import type { BookTopicResult, Cities, CreatePartyBody, MyWaitlist, PartyCard, PartyDetail, Poster } from './schemas.js';
import type { ReadingSettingsService } from './settings.js';
import { ACTIVE_SIGNUP, beijingDateTime, mySignupView, partyCards, type PartyRow } from './views.js';

const DAY_MS = 86_400_000;
/** A party starts within this time from its creation. */
const STARTS_WITHIN_MS = 180 * DAY_MS;
const LONGEST_MS = DAY_MS;
const HOT_CITIES = 8;
/** Offered by searchBookTopic beside the topics of earlier parties. */
export const SUGGESTED_TOPICS = ['情绪管理', '亲密关系', '原生家庭', '自我成长', '正念与冥想', '职场沟通', '亲子教育', '睡眠与压力'];

/** '上海市 ' → '上海': one name per city, whatever the organiser typed. */
export function cityName(raw: string): string {
  const name = raw.trim();
  return name.length > 1 && name.endsWith('市') ? name.slice(0, -1) : name;
}


/** What a new party is made of (the rest starts empty: no seats taken, open, not settled). */
export type NewParty = Pick<
  PartyRow,
  | 'organiser_id' | 'title' | 'book_title' | 'subject_id' | 'topic' | 'city' | 'venue' | 'address' | 'starts_at' | 'ends_at'
  | 'signup_deadline' | 'capacity' | 'fee_fen' | 'platform_fee_bp' | 'description' | 'cover' | 'created_at'
>;

/**
 * Inserts a party in `trx` (the caller's transaction) with its check-in secret and, for a paid
 * one, the commodity that sells its seats. Answers its id. Used by creat and the demo seed.
 */
export async function insertParty(trx: Kysely<DB>, party: NewParty): Promise<number> {
  const { id } = await trx
    .insertInto('reading_parties')
    .values({
      ...party,
      seats_taken: 0,
      commodity_id: null,
      checkin_secret: randomBytes(20).toString('hex'),
      status: 'open',
      cancel_reason: null,
      cancelled_by: null,
      cancelled_at: null,
      settled_at: null,
      settled_fen: null,
      platform_fen: null,
      updated_at: party.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (party.fee_fen > 0) {
    const commodity = await trx
      .insertInto('commodities')
      .values({
        code: `reading_party_${id}`,
        type: 'reading_party',
        name: `读书会：${party.title}`,
        price_fen: party.fee_fen,
        original_price_fen: party.fee_fen,
        duration_days: 0,
        benefits: '[]',
        badge: '',
        sort: 0,
        active: 1,
        stock: null,
        coupon_template_id: null,
        subject_id: null,
        assessment_id: null,
        description: `${beijingDateTime(party.starts_at)} · ${party.city} · ${party.venue}`,
        image: party.cover,
        updated_at: party.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('reading_parties').set({ commodity_id: commodity.id }).where('id', '=', id).execute();
  }
  return id;
}

/**
 * Parties as anyone sees them: creating one, the city lists, the detail with the caller's
 * sign-up, what the share poster draws, and the book/topic picker of the creat page.
 */
export class PartyService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly settings: ReadingSettingsService,
  ) {}

  async require(partyId: number, db: Kysely<DB> = this.db): Promise<PartyRow> {
    const row = await db.selectFrom('reading_parties').selectAll().where('id', '=', partyId).executeTakeFirst();
    if (!row) throw new AppError(States.READING_PARTY_NOT_FOUND);
    return row;
  }

  /** The party, if `userId` organises it (else READING_NOT_ORGANISER). */
  async requireOwn(userId: number, partyId: number): Promise<PartyRow> {
    const party = await this.require(partyId);
    if (party.organiser_id !== userId) throw new AppError(States.READING_NOT_ORGANISER);
    return party;
  }

  /**
   * Creates a party (the organiser is any logged-in user). A paid one gets its commodity in the
   * same transaction; the platform fee in force is kept on the party.
   */
  async create(userId: number, body: CreatePartyBody): Promise<PartyDetail> {
    const now = this.clock.now();
    const invalid = (why: string) => new AppError(States.READING_PARTY_INVALID, { why });
    const title = body.title.trim();
    const topic = body.topic?.trim() ?? '';
    const city = cityName(body.city);
    const [venue, address] = [body.venue.trim(), body.address.trim()];
    if (title.length < 2) throw invalid('请填写活动名称（2到40个字）');
    if (!city || !venue || !address) throw invalid('请填写城市、场地名称和详细地址');
    let bookTitle = body.bookTitle?.trim() ?? '';
    if (body.subjectId !== undefined) {
      const subject = await this.db.selectFrom('subjects').select('title').where('id', '=', body.subjectId).where('active', '=', 1).executeTakeFirst();
      if (!subject) throw new AppError(States.SUBJECT_NOT_FOUND);
      bookTitle ||= subject.title;
    }
    if (!bookTitle && !topic) throw invalid('请选择书目或填写话题');
    const deadline = body.signupDeadline ?? body.startsAt;
    if (body.startsAt <= now) throw invalid('开始时间须晚于现在');
    if (body.startsAt > now + STARTS_WITHIN_MS) throw invalid('开始时间须在180天以内');
    if (body.endsAt <= body.startsAt) throw invalid('结束时间须晚于开始时间');
    if (body.endsAt - body.startsAt > LONGEST_MS) throw invalid('活动时长不能超过24小时');
    if (deadline > body.startsAt) throw invalid('报名截止时间不能晚于开始时间');
    if (deadline <= now) throw invalid('报名截止时间须晚于现在');
    if (body.cover && !(await ownsUploads(this.db, userId, [body.cover]))) throw invalid('封面图片不存在，请重新上传');

    const { platformFeeBp } = await this.settings.get();
    const id = await this.db.transaction().execute((trx) =>
      insertParty(trx, {
        organiser_id: userId,
        title,
        book_title: bookTitle,
        subject_id: body.subjectId ?? null,
        topic,
        city,
        venue,
        address,
        starts_at: body.startsAt,
        ends_at: body.endsAt,
        signup_deadline: deadline,
        capacity: body.capacity,
        fee_fen: body.feeFen,
        platform_fee_bp: platformFeeBp,
        description: body.description?.trim() ?? '',
        cover: body.cover ?? '',
        created_at: now,
      }),
    );
    return this.detail(userId, id);
  }

  /** Upcoming parties (not ended, not cancelled), soonest first; in one city when given. */
  async upcoming(city: string | undefined, request: PageRequest): Promise<Page<PartyCard>> {
    const now = this.clock.now();
    let base = this.db.selectFrom('reading_parties').where('status', '=', 'open').where('ends_at', '>', now);
    if (city && cityName(city)) base = base.where('city', '=', cityName(city));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('starts_at').orderBy('id').limit(request.pageSize).offset(request.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(await partyCards(this.db, rows, now), Number(total.n), request);
  }

  /** Cities with upcoming parties, by name; the hot ones are those with the most. */
  async cities(): Promise<Cities> {
    const rows = await this.db
      .selectFrom('reading_parties')
      .select((eb) => ['city', eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'open')
      .where('ends_at', '>', this.clock.now())
      .groupBy('city')
      .execute();
    const cities = rows.map((r) => ({ name: r.city, count: Number(r.n) }));
    const hot = [...cities].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh')).slice(0, HOT_CITIES);
    return { cities: cities.sort((a, b) => a.name.localeCompare(b.name, 'zh')), hot };
  }

  async detail(userId: number | null, partyId: number): Promise<PartyDetail> {
    const now = this.clock.now();
    const party = await this.require(partyId);
    const [[card], waiting, signup, line] = await Promise.all([
      partyCards(this.db, [party], now),
      this.db
        .selectFrom('reading_waitlist')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('party_id', '=', partyId)
        .where('status', 'in', ['waiting', 'offered'])
        .executeTakeFirstOrThrow(),
      userId === null
        ? undefined
        : this.db.selectFrom('reading_signups').selectAll().where('party_id', '=', partyId).where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst(),
      userId === null ? null : this.myWaitlist(userId, partyId),
    ]);
    return {
      party: card!,
      address: party.address,
      description: party.description,
      subjectId: party.subject_id,
      commodityId: party.commodity_id,
      waitlistCount: Number(waiting.n),
      refundRule: `报名截止（${beijingDateTime(party.signup_deadline)}）前可取消报名${party.fee_fen > 0 ? '，报名费全额原路退回' : ''}；截止后不能取消${party.fee_fen > 0 ? '，费用不予退还' : ''}。活动取消时全额退款。`,
      me: {
        loggedIn: userId !== null,
        isOrganiser: userId === party.organiser_id,
        signup: signup ? mySignupView(signup, party, now) : null,
        waitlist: line,
      },
    };
  }

  /** The caller's open place in the waitlist of a party (position among those waiting). */
  async myWaitlist(userId: number, partyId: number, db: Kysely<DB> = this.db): Promise<MyWaitlist | null> {
    const entry = await db
      .selectFrom('reading_waitlist')
      .select(['id', 'status', 'offer_expires_at'])
      .where('party_id', '=', partyId)
      .where('user_id', '=', userId)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    if (!entry) return null;
    if (entry.status === 'offered') return { status: 'offered', position: 0, offerExpiresAt: entry.offer_expires_at };
    const ahead = await db
      .selectFrom('reading_waitlist')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('party_id', '=', partyId)
      .where('status', '=', 'waiting')
      .where('id', '<=', entry.id)
      .executeTakeFirstOrThrow();
    return { status: 'waiting', position: Number(ahead.n), offerExpiresAt: null };
  }

  /** Parties the user organises, newest first. */
  async createdBy(userId: number, request: PageRequest): Promise<Page<PartyCard>> {
    const base = this.db.selectFrom('reading_parties').where('organiser_id', '=', userId);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(await partyCards(this.db, rows, this.clock.now()), Number(total.n), request);
  }

  /** What the share poster draws; the path carries the sharer's invitation code. */
  async poster(userId: number, partyId: number): Promise<Poster> {
    const party = await this.require(partyId);
    const [card] = await partyCards(this.db, [party], this.clock.now());
    const user = await this.db.selectFrom('users').select('invitation_code').where('id', '=', userId).executeTakeFirstOrThrow();
    return { party: card!, path: `/reading/detail?partyId=${party.id}&invitationCode=${encodeURIComponent(user.invitation_code)}`, invitationCode: user.invitation_code };
  }

  /** Courses by title or author, and topics (earlier parties' and the suggested ones) holding the keyword. */
  async searchBookTopic(rawKeyword: string, request: PageRequest): Promise<BookTopicResult> {
    // LIKE wildcards are dropped rather than escaped (SQLite has no default escape character).
    const keyword = rawKeyword.replace(/[%_\\]/g, '').trim();
    let books = this.db.selectFrom('subjects').where('active', '=', 1);
    let used = this.db.selectFrom('reading_parties').select('topic').distinct().where('topic', '<>', '');
    if (keyword) {
      const pattern = `%${keyword}%`;
      books = books.where((eb) => eb.or([eb('title', 'like', pattern), eb('author', 'like', pattern)]));
      used = used.where('topic', 'like', pattern);
    }
    const [rows, total, topics] = await Promise.all([
      books.select(['id', 'title', 'author', 'cover']).orderBy('learners', 'desc').orderBy('id').limit(request.pageSize).offset(request.offset).execute(),
      books.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      used.limit(20).execute(),
    ]);
    const suggested = SUGGESTED_TOPICS.filter((t) => !keyword || t.includes(keyword));
    return {
      books: page(
        rows.map((r) => ({ subjectId: r.id, title: r.title, author: r.author, cover: r.cover })),
        Number(total.n),
        request,
      ),
      topics: [...new Set([...suggested, ...topics.map((t) => t.topic)])],
    };
  }

  /** Active sign-ups of a party, for the organiser (pending and confirmed). */
  activeSignups(partyId: number) {
    return this.db.selectFrom('reading_signups').selectAll().where('party_id', '=', partyId).where('status', 'in', ACTIVE_SIGNUP).orderBy('id').execute();
  }
}
