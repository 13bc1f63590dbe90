/** The dev area's part of the API contract (`@contract/dev`; never in production). */
import { Type, type Static } from '@sinclair/typebox';
import { Mobile } from '../../core/schemas.js';

/** Params of GET /__dev/sms/:mobile. */
export const DevSmsParamsSchema = Type.Object({ mobile: Mobile });
export type DevSmsParams = Static<typeof DevSmsParamsSchema>;

/** The last code the console SMS provider kept for a mobile. */
export const DevSmsCodeSchema = Type.Object({ mobile: Type.String(), code: Type.String(), sentAt: Type.Integer() });
export type DevSmsCode = Static<typeof DevSmsCodeSchema>;
