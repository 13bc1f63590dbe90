import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.js';

/** TODO(issue 12): being written. */
export function readingParties(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<any>): Promise<void> {},
    async down(_db: Kysely<any>): Promise<void> {},
  };
}
