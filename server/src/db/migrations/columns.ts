import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../connect.js';

/** A table builder with the portable identity key `id` of our migrations (001's rules). */
export function identityTable(dialect: Dialect) {
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
