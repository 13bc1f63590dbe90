import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { Scene, SceneChange } from './schemas.js';

/**
 * Scenes are read on many page entries and changed rarely by an operator, so the whole (small)
 * table is kept in memory for `ttlMs` and reloaded after that, or at once after a change made
 * through this process. Other processes see a change within `ttlMs`.
 */
export class SceneService {
  private byId: Map<number, Scene> | null = null;
  private loadedAt = 0;
  private loading: Promise<Map<number, Scene>> | null = null;
  /** Bumped by a change, so a load that started before it does not install stale rows. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ttlMs = 5_000,
  ) {}

  private async table(): Promise<Map<number, Scene>> {
    if (this.byId && this.clock.now() - this.loadedAt < this.ttlMs) return this.byId;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<Map<number, Scene>> {
    const generation = this.generation;
    const rows = await this.db.selectFrom('scenes').select(['id', 'name', 'status']).orderBy('id').execute();
    const byId = new Map(rows.map((r) => [r.id, { sceneId: r.id, name: r.name, status: r.status }]));
    if (generation === this.generation) {
      this.byId = byId;
      this.loadedAt = this.clock.now();
    }
    return byId;
  }

  async get(sceneId: number): Promise<Scene | undefined> {
    return (await this.table()).get(sceneId);
  }

  async list(): Promise<Scene[]> {
    return [...(await this.table()).values()];
  }

  /** Changes status (and name); creates the scene when it is new and a name is given. */
  async upsert(sceneId: number, change: SceneChange): Promise<Scene> {
    const now = this.clock.now();
    const updated = await this.db
      .updateTable('scenes')
      .set({ status: change.status, ...(change.name ? { name: change.name } : {}), updated_at: now })
      .where('id', '=', sceneId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      if (!change.name) throw new AppError(States.ADMIN_SCENE_NOT_FOUND);
      await this.db
        .insertInto('scenes')
        .values({ id: sceneId, name: change.name, status: change.status, updated_at: now })
        .execute();
    }
    this.generation += 1;
    this.byId = null;
    this.loading = null;
    const scene = await this.get(sceneId);
    if (!scene) throw new Error(`scene ${sceneId} vanished after update`);
    return scene;
  }
}
