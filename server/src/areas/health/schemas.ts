/** The health area's part of the API contract (`@contract/health`). */
import { Type, type Static } from '@sinclair/typebox';

/** The process is up and its database answers. */
export const HealthSchema = Type.Object({ ok: Type.Boolean() });
export type Health = Static<typeof HealthSchema>;
