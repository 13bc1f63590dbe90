/**
 * `extInfo` of placeorder / addorder: a JSON string or an object with the buyer's choices
 * (OrderExtSchema and the field itself, ExtInfoField: ./schemas.ts). Only those fields are read;
 * anything else (a price, a discount…) is ignored, because the server computes every amount itself.
 */
import { Value } from '@sinclair/typebox/value';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { OrderExtSchema, type OrderExt } from './schemas.js';

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
  if (!Value.Check(OrderExtSchema, picked)) throw new AppError(States.EXT_INFO_INVALID);
  return picked as OrderExt;
}
