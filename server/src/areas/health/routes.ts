import { sql } from 'kysely';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { HealthSchema } from './schemas.js';

/** GET /health: the process is up and its database answers. */
export default async function healthModule(app: App) {
  const { db } = app.ctx;
  app.get('/health', { schema: { response: OkSchema(HealthSchema) } }, async () => {
    await sql`select 1`.execute(db);
    return ok({ ok: true });
  });
}
