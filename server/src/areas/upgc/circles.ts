import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import type { AdminCircle, Circle, CircleBody, CircleUpdate } from './schemas.js';
import type { Viewer } from './visibility.js';

type CircleRow = { id: number; name: string; intro: string; cover: string };

/** Circles: the list, one circle, mine, joining and leaving, and the operator creating one. */
export class CircleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  private async views(rows: CircleRow[], viewer: Viewer): Promise<Circle[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const members = await this.db
      .selectFrom('community_members')
      .select(['circle_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('circle_id', 'in', ids)
      .groupBy('circle_id')
      .execute();
    const posts = await this.db
      .selectFrom('community_posts')
      .select(['circle_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('circle_id', 'in', ids)
      .where('status', '=', 'visible')
      .where('deleted_at', 'is', null)
      .groupBy('circle_id')
      .execute();
    const joined =
      viewer === null
        ? new Set<number>()
        : new Set((await this.db.selectFrom('community_members').select('circle_id').where('user_id', '=', viewer).where('circle_id', 'in', ids).execute()).map((r) => r.circle_id));
    const memberOf = new Map(members.map((m) => [m.circle_id, Number(m.n)]));
    const postsOf = new Map(posts.map((m) => [m.circle_id, Number(m.n)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      intro: r.intro,
      cover: r.cover,
      members: memberOf.get(r.id) ?? 0,
      posts: postsOf.get(r.id) ?? 0,
      joined: joined.has(r.id),
    }));
  }

  /** An active circle. */
  async requireCircle(id: number): Promise<CircleRow> {
    const row = await this.db.selectFrom('community_circles').select(['id', 'name', 'intro', 'cover']).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
    if (!row) throw new AppError(States.CIRCLE_NOT_FOUND);
    return row;
  }

  /** An active circle I have joined (only members post in it). */
  async requireMember(me: number, circleId: number): Promise<void> {
    await this.requireCircle(circleId);
    const member = await this.db.selectFrom('community_members').select('user_id').where('circle_id', '=', circleId).where('user_id', '=', me).executeTakeFirst();
    if (!member) throw new AppError(States.CIRCLE_NOT_JOINED);
  }

  async circles(viewer: Viewer): Promise<Circle[]> {
    const rows = await this.db.selectFrom('community_circles').select(['id', 'name', 'intro', 'cover']).where('active', '=', 1).orderBy('sort').orderBy('id').execute();
    return this.views(rows, viewer);
  }

  async circle(viewer: Viewer, id: number): Promise<Circle> {
    return (await this.views([await this.requireCircle(id)], viewer))[0];
  }

  async myCircles(me: number): Promise<Circle[]> {
    const rows = await this.db
      .selectFrom('community_members as m')
      .innerJoin('community_circles as c', 'c.id', 'm.circle_id')
      .select(['c.id', 'c.name', 'c.intro', 'c.cover'])
      .where('m.user_id', '=', me)
      .where('c.active', '=', 1)
      .orderBy('m.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return this.views(rows, me);
  }

  /** Join (`on`) or leave, idempotent. */
  async membership(me: number, circleId: number, on: boolean): Promise<Circle> {
    const row = await this.requireCircle(circleId);
    if (on) {
      await this.db
        .insertInto('community_members')
        .values({ circle_id: circleId, user_id: me, created_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['circle_id', 'user_id']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('community_members').where('circle_id', '=', circleId).where('user_id', '=', me).execute();
    }
    return (await this.views([row], me))[0];
  }

  /** Every circle, closed ones too, in the order the community shows them (operators). */
  async adminCircles(): Promise<AdminCircle[]> {
    const rows = await this.db.selectFrom('community_circles').select(['id', 'name', 'intro', 'cover', 'active', 'sort']).orderBy('sort').orderBy('id').execute();
    const views = await this.views(rows, null);
    return views.map((v, i) => ({ ...v, active: rows[i].active === 1, sort: rows[i].sort }));
  }

  /**
   * An operator edits a circle: name, intro, cover, order; `active: false` closes it (it leaves the
   * lists, and its posts every feed and notice, members and posts are kept), `true` opens it again.
   */
  async updateCircle(body: CircleUpdate): Promise<AdminCircle> {
    const { circleId, ...fields } = body;
    const name = fields.name?.trim();
    if (fields.name !== undefined && !name) throw new AppError(States.BAD_PARAMS);
    const set = {
      ...(name !== undefined ? { name } : {}),
      ...(fields.intro !== undefined ? { intro: fields.intro.trim() } : {}),
      ...(fields.cover !== undefined ? { cover: fields.cover } : {}),
      ...(fields.sort !== undefined ? { sort: fields.sort } : {}),
      ...(fields.active !== undefined ? { active: fields.active ? 1 : 0 } : {}),
      updated_at: this.clock.now(),
    };
    try {
      const result = await this.db.updateTable('community_circles').set(set).where('id', '=', circleId).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(States.CIRCLE_NOT_FOUND);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.CIRCLE_NAME_TAKEN);
      throw err;
    }
    const circle = (await this.adminCircles()).find((c) => c.id === circleId);
    if (!circle) throw new AppError(States.CIRCLE_NOT_FOUND);
    return circle;
  }

  async createCircle(body: CircleBody): Promise<Circle> {
    const now = this.clock.now();
    const name = body.name.trim();
    if (!name) throw new AppError(States.BAD_PARAMS);
    try {
      const { id } = await this.db
        .insertInto('community_circles')
        .values({ name, intro: body.intro?.trim() ?? '', cover: body.cover ?? '', sort: body.sort ?? 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.circle(null, id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.CIRCLE_NAME_TAKEN);
      throw err;
    }
  }
}
