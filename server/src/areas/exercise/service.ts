import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { DB, ExercisePracticesTable, ExercisesTable } from '../../db/schema.js';
import type { MediaSigner } from '../../shared/media.js';
import { membershipOf, type Membership } from '../../shared/accounts/users.js';
import type { ExerciseCard, ExerciseDetail, ExerciseFilter, ExerciseQuestion, Practice, PracticeSummary } from './schemas.js';

/** A step as stored (`exercises.steps`, JSON) and seeded. */
export interface ExerciseStep {
  title: string;
  text: string;
  /** Timer length of the step. */
  seconds: number;
}

/** The exercisequestion page: common questions about practising. */
export const EXERCISE_FAQ: readonly ExerciseQuestion[] = [
  { question: '练习需要多长时间？', answer: '每个练习由几个步骤组成，每步都有计时，通常 3 到 10 分钟即可完成，也可以随时暂停。' },
  { question: '一天练习几次合适？', answer: '每天 1 到 2 次就很好。比起一次练很久，每天固定时间短时间练习更容易坚持、效果也更稳定。' },
  { question: '练习时走神了怎么办？', answer: '走神很正常。发现自己走神时，温和地把注意力带回到当前步骤的指引上就好，这本身就是练习的一部分。' },
  { question: '为什么要记录练习感受？', answer: '记录心情和感受可以帮你看到自己的变化，也能帮你找到最适合自己的练习。感受只有你自己能看到。' },
  { question: '练习可以代替心理咨询或治疗吗？', answer: '不能。自助练习适合日常调节情绪和压力；如果困扰持续两周以上或影响到生活，请寻求专业人员的帮助。' },
];

type ExerciseRow = Selectable<ExercisesTable>;
type PracticeRow = Selectable<ExercisePracticesTable>;

/**
 * Guided self-help exercises (spec 2.13): catalogue, practices started and completed by a
 * client id (repeats are the same practice), the feeling afterwards, and my totals.
 */
export class ExerciseService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly media: MediaSigner,
  ) {}

  private row(id: number): Promise<ExerciseRow | undefined> {
    return this.db.selectFrom('exercises').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  private async requireRow(id: number): Promise<ExerciseRow> {
    const row = await this.row(id);
    if (!row) throw new AppError(States.EXERCISE_NOT_FOUND);
    return row;
  }

  private async peopleOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('exercise_practices')
      .select(['exercise_id', (eb) => eb.fn.count<number>('user_id').distinct().as('n')])
      .where('exercise_id', 'in', ids)
      .groupBy('exercise_id')
      .execute();
    return new Map(rows.map((r) => [r.exercise_id, Number(r.n)]));
  }

  private cardOf(row: ExerciseRow, people: Map<number, number>): ExerciseCard {
    const steps = JSON.parse(row.steps) as ExerciseStep[];
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      subtitle: row.subtitle,
      category: row.category,
      coverColor: row.cover_color,
      summary: row.summary,
      access: row.access,
      stepCount: steps.length,
      totalSeconds: steps.reduce((sum, s) => sum + s.seconds, 0),
      hasAudio: row.audio_file !== null,
      people: row.people_base + (people.get(row.id) ?? 0),
    };
  }

  async list(filter: ExerciseFilter, request: PageRequest): Promise<Page<ExerciseCard>> {
    let query = this.db.selectFrom('exercises').where('active', '=', 1);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.access) query = query.where('access', '=', filter.access);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.selectAll().orderBy('sort').orderBy('id').limit(request.pageSize).offset(request.offset).execute();
    const people = await this.peopleOf(rows.map((r) => r.id));
    return page(rows.map((r) => this.cardOf(r, people)), total, request);
  }

  private async vipOf(userId: number | null): Promise<Membership | null> {
    return userId === null ? null : membershipOf(this.db, userId, this.clock.now());
  }

  async detail(id: number, userId: number | null): Promise<ExerciseDetail> {
    const row = await this.requireRow(id);
    const people = await this.peopleOf([id]);
    const user = await this.vipOf(userId);
    const isVip = user?.isVip ?? false;
    const playable = row.access === 'free' || isVip;
    const mine =
      userId === null
        ? 0
        : Number(
            (
              await this.db
                .selectFrom('exercise_practices')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('user_id', '=', userId)
                .where('exercise_id', '=', id)
                .executeTakeFirstOrThrow()
            ).n,
          );
    const steps = (JSON.parse(row.steps) as ExerciseStep[]).map((s, i) => ({ no: i + 1, ...s }));
    return {
      ...this.cardOf(row, people),
      steps,
      audioUrl: playable && row.audio_file ? this.media.audioUrl(row.audio_file) : null,
      playable,
      isVip,
      myPractices: mine,
    };
  }

  private async practiceRow(userId: number, clientId: string): Promise<PracticeRow> {
    const row = await this.db
      .selectFrom('exercise_practices')
      .selectAll()
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!row) throw new AppError(States.PRACTICE_NOT_FOUND);
    return row;
  }

  private async practiceView(row: PracticeRow): Promise<Practice> {
    const exercise = await this.db.selectFrom('exercises').selectAll().where('id', '=', row.exercise_id).executeTakeFirstOrThrow();
    return {
      id: row.id,
      clientId: row.client_id,
      exercise: this.cardOf(exercise, await this.peopleOf([exercise.id])),
      startedAt: row.created_at,
      completedAt: row.completed_at,
      mood: row.mood,
      note: row.note,
      feltAt: row.felt_at,
    };
  }

  /** Starts a practice; the same client id again answers the same practice. */
  async start(userId: number, exerciseId: number, clientId: string): Promise<Practice> {
    const row = await this.requireRow(exerciseId);
    if (row.access === 'vip' && !(await this.vipOf(userId))?.isVip) throw new AppError(States.EXERCISE_VIP_ONLY);
    await this.db
      .insertInto('exercise_practices')
      .values({ user_id: userId, exercise_id: exerciseId, client_id: clientId, completed_at: null, mood: null, note: null, felt_at: null, created_at: this.clock.now() })
      .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
      .execute();
    return this.practiceView(await this.practiceRow(userId, clientId));
  }

  /** Completes a practice once; repeats keep the first completion time. */
  async complete(userId: number, clientId: string): Promise<Practice> {
    const row = await this.practiceRow(userId, clientId);
    await this.db
      .updateTable('exercise_practices')
      .set({ completed_at: this.clock.now() })
      .where('id', '=', row.id)
      .where('completed_at', 'is', null)
      .execute();
    return this.practiceView(await this.practiceRow(userId, clientId));
  }

  /** How it felt (mood 1–5, a note of up to 200 characters); a later record replaces it. */
  async feel(userId: number, clientId: string, mood: number, note: string | undefined): Promise<Practice> {
    const row = await this.practiceRow(userId, clientId);
    await this.db
      .updateTable('exercise_practices')
      .set({ mood, note: note?.trim() ? note.trim() : null, felt_at: this.clock.now() })
      .where('id', '=', row.id)
      .execute();
    return this.practiceView(await this.practiceRow(userId, clientId));
  }

  async practice(userId: number, clientId: string): Promise<Practice> {
    return this.practiceView(await this.practiceRow(userId, clientId));
  }

  async mine(userId: number, request: PageRequest): Promise<Page<Practice>> {
    const query = this.db.selectFrom('exercise_practices').where('user_id', '=', userId);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query.selectAll().orderBy('id', 'desc').limit(request.pageSize).offset(request.offset).execute();
    const exercises = rows.length
      ? await this.db.selectFrom('exercises').selectAll().where('id', 'in', [...new Set(rows.map((r) => r.exercise_id))]).execute()
      : [];
    const people = await this.peopleOf(exercises.map((e) => e.id));
    const cards = new Map(exercises.map((e) => [e.id, this.cardOf(e, people)]));
    return page(
      rows.map((r) => ({
        id: r.id,
        clientId: r.client_id,
        exercise: cards.get(r.exercise_id)!,
        startedAt: r.created_at,
        completedAt: r.completed_at,
        mood: r.mood,
        note: r.note,
        feltAt: r.felt_at,
      })),
      total,
      request,
    );
  }

  /** The myExercise page: membership and practice totals. */
  async summary(userId: number): Promise<PracticeSummary> {
    const user = await this.vipOf(userId);
    const rows = await this.db
      .selectFrom('exercise_practices as p')
      .innerJoin('exercises as e', 'e.id', 'p.exercise_id')
      .select(['p.created_at', 'p.completed_at', 'e.steps'])
      .where('p.user_id', '=', userId)
      .execute();
    const completed = rows.filter((r) => r.completed_at !== null);
    const seconds = (steps: string) => (JSON.parse(steps) as ExerciseStep[]).reduce((s, step) => s + step.seconds, 0);
    return {
      isVip: user?.isVip ?? false,
      vipExpireAt: user?.expireAt ?? null,
      practices: rows.length,
      completed: completed.length,
      practisedSeconds: completed.reduce((sum, r) => sum + seconds(r.steps), 0),
      lastPracticeAt: rows.reduce<number | null>((last, r) => (last === null || r.created_at > last ? r.created_at : last), null),
    };
  }
}
