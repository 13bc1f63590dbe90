import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { AddressRow, DB } from '../../db/schema.js';
import type { Address, AddressSnapshot } from './schemas.js';

export const MAX_ADDRESSES = 20;

/** What a person enters: the address without the display form the server composes. */
export type AddressInput = Omit<AddressSnapshot, 'fullAddress'> & { isDefault?: boolean };

function fullAddress(r: Pick<AddressRow, 'province_name' | 'city_name' | 'district_name' | 'detail'>): string {
  // Municipalities repeat the province as the city (北京市 北京市): say it once.
  const parts = [r.province_name, r.city_name, r.district_name].filter((p, i, all) => p && p !== all[i - 1]);
  return `${parts.join('')}${r.detail}`;
}

export function addressView(r: AddressRow): Address {
  return {
    id: r.id,
    name: r.name,
    mobile: r.mobile,
    provinceCode: r.province_code,
    provinceName: r.province_name,
    cityCode: r.city_code,
    cityName: r.city_name,
    districtCode: r.district_code,
    districtName: r.district_name,
    detail: r.detail,
    fullAddress: fullAddress(r),
    isDefault: r.is_default === 1,
    updatedAt: r.updated_at,
  };
}

export function addressSnapshot(r: AddressRow): AddressSnapshot {
  const { id: _id, isDefault: _d, updatedAt: _u, ...snapshot } = addressView(r);
  return snapshot;
}

/**
 * Shipping addresses, at most 20 per user, at most one default (a partial unique index backs
 * the rule; making one address the default clears the others in the same transaction).
 */
export class AddressService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<Address[]> {
    const rows = await this.db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(addressView);
  }

  async find(userId: number, id: number, db: Kysely<DB> = this.db): Promise<AddressRow | undefined> {
    return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  async get(userId: number, id: number): Promise<Address> {
    const row = await this.find(userId, id);
    if (!row) throw new AppError(States.ADDRESS_NOT_FOUND);
    return addressView(row);
  }

  async findDefault(userId: number, db: Kysely<DB> = this.db): Promise<AddressRow | undefined> {
    return db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
  }

  async create(userId: number, input: AddressInput): Promise<Address> {
    const id = await this.retryOnDefaultRace(() =>
      this.db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (count.n >= MAX_ADDRESSES) throw new AppError(States.ADDRESS_LIMIT);
        const makeDefault = input.isDefault === true || count.n === 0;
        if (makeDefault) await this.clearDefault(trx, userId);
        const now = this.clock.now();
        const row = await trx
          .insertInto('addresses')
          .values({ user_id: userId, ...this.columns(input), is_default: makeDefault ? 1 : 0, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    );
    return this.get(userId, id);
  }

  async update(userId: number, id: number, input: AddressInput): Promise<Address> {
    await this.retryOnDefaultRace(() =>
      this.db.transaction().execute(async (trx) => {
        const existing = await this.find(userId, id, trx);
        if (!existing) throw new AppError(States.ADDRESS_NOT_FOUND);
        const makeDefault = input.isDefault === undefined ? existing.is_default === 1 : input.isDefault;
        if (makeDefault && existing.is_default !== 1) await this.clearDefault(trx, userId);
        await trx
          .updateTable('addresses')
          .set({ ...this.columns(input), is_default: makeDefault ? 1 : 0, updated_at: this.clock.now() })
          .where('id', '=', id)
          .execute();
      }),
    );
    return this.get(userId, id);
  }

  async setDefault(userId: number, id: number): Promise<Address> {
    await this.retryOnDefaultRace(() =>
      this.db.transaction().execute(async (trx) => {
        const existing = await this.find(userId, id, trx);
        if (!existing) throw new AppError(States.ADDRESS_NOT_FOUND);
        if (existing.is_default === 1) return;
        await this.clearDefault(trx, userId);
        await trx.updateTable('addresses').set({ is_default: 1, updated_at: this.clock.now() }).where('id', '=', id).execute();
      }),
    );
    return this.get(userId, id);
  }

  /** Deletes an address; when it was the default, the most recently changed other one becomes it. */
  async remove(userId: number, id: number): Promise<void> {
    await this.retryOnDefaultRace(() =>
      this.db.transaction().execute(async (trx) => {
        const existing = await this.find(userId, id, trx);
        if (!existing) throw new AppError(States.ADDRESS_NOT_FOUND);
        await trx.deleteFrom('addresses').where('id', '=', id).execute();
        if (existing.is_default !== 1) return;
        const next = await trx
          .selectFrom('addresses')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (next) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
      }),
    );
  }

  private columns(input: AddressInput) {
    return {
      name: input.name.trim(),
      mobile: input.mobile.trim(),
      province_code: input.provinceCode,
      province_name: input.provinceName.trim(),
      city_code: input.cityCode,
      city_name: input.cityName.trim(),
      district_code: input.districtCode,
      district_name: input.districtName.trim(),
      detail: input.detail.trim(),
    };
  }

  private async clearDefault(trx: Kysely<DB>, userId: number): Promise<void> {
    await trx
      .updateTable('addresses')
      .set({ is_default: 0 })
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .execute();
  }

  /** Two requests of one user making different addresses the default at once: the loser retries. */
  private async retryOnDefaultRace<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (err) {
        if (attempt >= 3 || !isUniqueViolation(err)) throw err;
      }
    }
  }
}
