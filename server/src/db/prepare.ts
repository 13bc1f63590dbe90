import type { Database } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { seed } from './seed.js';

/** Migrations then seed: what main.ts (and every test database) runs before serving. */
export async function prepareDatabase(
  database: Database,
  options: { demo: boolean; now: number },
): Promise<string[]> {
  const applied = await migrateToLatest(database);
  await seed(database.db, options);
  return applied;
}
