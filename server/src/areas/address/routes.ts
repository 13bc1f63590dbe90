import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { Empty } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { AddressSchema, addressView } from '../../shared/commerce/addresses.js';

const region = (label: string) =>
  Type.String({ title: label, minLength: 1, maxLength: 20, 'x-msg': '请选择所在地区' });
const regionCode = (label: string) =>
  Type.String({ title: label, pattern: '^\\d{2,12}$', 'x-msg': '请选择所在地区' });

const AddressBody = {
  name: Type.String({
    title: '收货人',
    minLength: 1,
    maxLength: 20,
    pattern: '\\S',
    'x-msg': { required: '请填写收货人姓名', minLength: '请填写收货人姓名', pattern: '请填写收货人姓名', maxLength: '收货人姓名最多20个字' },
  }),
  mobile: Type.String({
    title: '联系电话',
    minLength: 1,
    // Mainland mobile (11 digits, 1[3-9]…) or a landline starting with 0 (area code, number, extension).
    pattern: '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?)$',
    'x-msg': { required: '请填写联系电话', minLength: '请填写联系电话', default: '请输入正确的手机号或固定电话' },
  }),
  provinceCode: regionCode('省份'),
  provinceName: region('省份'),
  cityCode: regionCode('城市'),
  cityName: region('城市'),
  districtCode: Type.Optional(Type.Union([Type.Literal(''), regionCode('区县')], { title: '区县', 'x-msg': '请选择所在地区' })),
  districtName: Type.Optional(Type.String({ title: '区县', maxLength: 20, 'x-msg': '请选择所在地区' })),
  detail: Type.String({
    title: '详细地址',
    minLength: 1,
    maxLength: 120,
    pattern: '\\S',
    'x-msg': { required: '请填写详细地址', minLength: '请填写详细地址', pattern: '请填写详细地址', maxLength: '详细地址最多120个字' },
  }),
  isDefault: Type.Optional(Type.Boolean({ title: '默认地址' })),
};

const Id = Type.Integer({ title: '地址编号', minimum: 1, 'x-msg': { required: '请选择收货地址', default: '地址编号格式不正确' } });

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
    { config: auth, schema: { querystring: Type.Object({ id: Id }), response: OkSchema(AddressSchema) } },
    async (request) => ok(await addresses.get(currentUser(request).userId, request.query.id)),
  );

  app.get(
    '/address/default',
    { config: auth, schema: { response: OkSchema(Type.Union([AddressSchema, Type.Null()])) } },
    async (request) => {
      const row = await addresses.findDefault(currentUser(request).userId);
      return ok(row ? addressView(row) : null);
    },
  );

  app.post(
    '/address/add',
    { config: auth, schema: { body: Type.Object(AddressBody), response: OkSchema(AddressSchema) } },
    async (request) => ok(await addresses.create(currentUser(request).userId, withDistrict(request.body))),
  );

  app.post(
    '/address/update',
    { config: auth, schema: { body: Type.Object({ id: Id, ...AddressBody }), response: OkSchema(AddressSchema) } },
    async (request) => ok(await addresses.update(currentUser(request).userId, request.body.id, withDistrict(request.body))),
  );

  app.post(
    '/address/delete',
    { config: auth, schema: { body: Type.Object({ id: Id }), response: OkSchema(Empty) } },
    async (request) => {
      await addresses.remove(currentUser(request).userId, request.body.id);
      return ok({});
    },
  );

  app.post(
    '/address/setDefault',
    { config: auth, schema: { body: Type.Object({ id: Id }), response: OkSchema(AddressSchema) } },
    async (request) => ok(await addresses.setDefault(currentUser(request).userId, request.body.id)),
  );
}
