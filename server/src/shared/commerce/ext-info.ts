/**
 * `extInfo` of placeorder / addorder: a JSON string or an object with the buyer's choices.
 * Only these fields are read; anything else (a price, a discount…) is ignored, because the
 * server computes every amount itself.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';

export const ORDER_NUMBER_PATTERN = '^[0-9A-Za-z_-]{6,32}$';

const ExtInfoSchema = Type.Object({
  /** A coupon of the user (0 or null: none). */
  couponId: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  /** true: as many credits as allowed; a number: that many points; false/0: none. */
  useCredits: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 })])),
  addressId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  /** addorder only: pay this existing order instead of placing a new one. */
  orderNumber: Type.Optional(Type.String({ pattern: ORDER_NUMBER_PATTERN })),
});
export type OrderExt = Static<typeof ExtInfoSchema>;

/** The JSON schema of the field itself (a string or an object). */
export const ExtInfoField = Type.Union(
  [Type.String({ maxLength: 2000 }), Type.Object({}, { additionalProperties: true }), Type.Null()],
  { title: '订单附加信息（extInfo）', 'x-msg': States.EXT_INFO_INVALID.msg },
);

const NUMERIC = /^\d{1,15}$/;

function normalise(field: unknown, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (field === 'useCredits' && (text === 'true' || text === 'false')) return text === 'true';
  if ((field === 'couponId' || field === 'addressId' || field === 'useCredits') && NUMERIC.test(text)) return Number(text);
  if ((field === 'couponId' || field === 'addressId') && (text === '' || text === 'null')) return null;
  return value;
}

export function parseExtInfo(raw: unknown): OrderExt {
  let value: unknown = raw ?? {};
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      value = JSON.parse(value);
    } catch {
      throw new AppError(States.EXT_INFO_INVALID);
    }
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new AppError(States.EXT_INFO_INVALID);
  const source = value as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of ['couponId', 'useCredits', 'addressId', 'orderNumber'] as const) {
    if (source[key] !== undefined) picked[key] = normalise(key, source[key]);
  }
  if (!Value.Check(ExtInfoSchema, picked)) throw new AppError(States.EXT_INFO_INVALID);
  return picked as OrderExt;
}
