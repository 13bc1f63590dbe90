import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { Nullable } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { addressView } from '../../shared/commerce/addresses.js';
import { AddressSchema } from '../../shared/commerce/schemas.js';
import { AddressBodySchema, AddressDeletedSchema, AddressIdSchema, AddressUpdateBodySchema } from './schemas.js';

type Body = { districtCode?: string; districtName?: string } & Record<string, unknown>;
const withDistrict = <T extends Body>(b: T) => ({ ...b, districtCode: b.districtCode ?? '', districtName: b.districtName ?? '' });

/** Shipping addresses (spec 2.9, scene 501): list, detail, add, edit, delete, default. */
export default async function addressModule(app: App) {
  const { addresses } = app.ctx.services;
  const auth = { auth: true };

  app.get(
    '/address/list',
    { config: auth, schema: { response: OkSchema(Type.Array(AddressSchema)) } },
    async (request) => ok(await addresses.list(currentUser(request).userId)),
  );

  app.get(
    '/address/detail',
    { config: auth, schema: { querystring: AddressIdSchema, response: OkSchema(AddressSchema) } },
    async (request) => ok(await addresses.get(currentUser(request).userId, request.query.id)),
  );

  app.get(
    '/address/default',
    { config: auth, schema: { response: OkSchema(Nullable(AddressSchema)) } },
    async (request) => {
      const row = await addresses.findDefault(currentUser(request).userId);
      return ok(row ? addressView(row) : null);
    },
  );

  app.post(
    '/address/add',
    { config: auth, schema: { body: AddressBodySchema, response: OkSchema(AddressSchema) } },
    async (request) => ok(await addresses.create(currentUser(request).userId, withDistrict(request.body))),
  );

  app.post(
    '/address/update',
    { config: auth, schema: { body: AddressUpdateBodySchema, response: OkSchema(AddressSchema) } },
    async (request) => ok(await addresses.update(currentUser(request).userId, request.body.id, withDistrict(request.body))),
  );

  app.post(
    '/address/delete',
    { config: auth, schema: { body: AddressIdSchema, response: OkSchema(AddressDeletedSchema) } },
    async (request) => {
      await addresses.remove(currentUser(request).userId, request.body.id);
      return ok({});
    },
  );

  app.post(
    '/address/setDefault',
    { config: auth, schema: { body: AddressIdSchema, response: OkSchema(AddressSchema) } },
    async (request) => ok(await addresses.setDefault(currentUser(request).userId, request.body.id)),
  );
}
