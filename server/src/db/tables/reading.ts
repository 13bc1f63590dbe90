/** The reading tables (its migration is the source of truth; these are Kysely's view of them). Being written (issue 12). */
export type ReadingTables = Record<never, never>;
