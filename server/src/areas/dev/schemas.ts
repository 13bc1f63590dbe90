/** The dev area's part of the API contract (`@contract/dev`; never in production). */
import { Type, type Static } from '@sinclair/typebox';
import { Mobile } from '../../core/schemas.js';

/** Params of GET /__dev/sms/:mobile. */
export const DevSmsParamsSchema = Type.Object({ mobile: Mobile });
export type DevSmsParams = Static<typeof DevSmsParamsSchema>;

/** The last code the console SMS provider kept for a mobile. */
export const DevSmsCodeSchema = Type.Object({ mobile: Type.String(), code: Type.String(), sentAt: Type.Integer() });
export type DevSmsCode = Static<typeof DevSmsCodeSchema>;

/** The movable clock's limits: a year either way is enough for any test of days and deadlines. */
export const DEV_CLOCK_MAX_OFFSET_MS = 400 * 86_400_000;

/** Body of POST /dev/clock (DEV_CLOCK=1 only): how far the server's clock runs ahead of real time. */
export const DevClockBodySchema = Type.Object({
  offsetMs: Type.Integer({
    title: '时钟偏移（毫秒）',
    minimum: -DEV_CLOCK_MAX_OFFSET_MS,
    maximum: DEV_CLOCK_MAX_OFFSET_MS,
    'x-msg': '时钟偏移须在正负400天以内',
  }),
});
export type DevClockBody = Static<typeof DevClockBodySchema>;

/** The server's time as it runs now: the offset, the instant, and its Beijing day and time. */
export const DevClockSchema = Type.Object({
  offsetMs: Type.Integer(),
  now: Type.Integer(),
  beijingDay: Type.String(),
  beijingTime: Type.String(),
});
export type DevClock = Static<typeof DevClockSchema>;

/** What POST /dev/jobs/run did: each periodic job once, with what it did (or why it failed). */
export const DevJobRunSchema = Type.Array(
  Type.Object({ name: Type.String(), done: Type.Integer(), error: Type.Union([Type.String(), Type.Null()]) }),
);
export type DevJobRun = Static<typeof DevJobRunSchema>;
