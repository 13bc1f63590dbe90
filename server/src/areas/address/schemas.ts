/**
 * The address area's part of the API contract (`@contract/address`): what the address routes
 * take. An address is answered by the shared address service: `shared/commerce/schemas.ts`
 * (`@contract/commerce`), because orders keep a snapshot of it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Empty } from '../../core/schemas.js';

const region = (label: string) =>
  Type.String({ title: label, minLength: 1, maxLength: 20, 'x-msg': '请选择所在地区' });
const regionCode = (label: string) =>
  Type.String({ title: label, pattern: '^\\d{2,12}$', 'x-msg': '请选择所在地区' });

const addressFields = {
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
  /** Absent or '' when the city has no districts. */
  districtCode: Type.Optional(Type.Union([Type.Literal(''), regionCode('区县')], { title: '区县', 'x-msg': '请选择所在地区' })),
  districtName: Type.Optional(Type.String({ title: '区县', maxLength: 20, 'x-msg': '请选择所在地区' })),
  detail: Type.String({
    title: '详细地址',
    minLength: 1,
    maxLength: 120,
    pattern: '\\S',
    'x-msg': { required: '请填写详细地址', minLength: '请填写详细地址', pattern: '请填写详细地址', maxLength: '详细地址最多120个字' },
  }),
  /** Absent on update: stays as it is; the first address is the default anyway. */
  isDefault: Type.Optional(Type.Boolean({ title: '默认地址' })),
};

const AddressIdField = Type.Integer({ title: '地址编号', minimum: 1, 'x-msg': { required: '请选择收货地址', default: '地址编号格式不正确' } });

/** Body of POST /address/add: what a person enters (the server composes the display form). */
export const AddressBodySchema = Type.Object(addressFields);
export type AddressBody = Static<typeof AddressBodySchema>;

/** Body of POST /address/update. */
export const AddressUpdateBodySchema = Type.Object({ id: AddressIdField, ...addressFields });
export type AddressUpdateBody = Static<typeof AddressUpdateBodySchema>;

/** Query of GET /address/detail; body of POST /address/delete and /address/setDefault. */
export const AddressIdSchema = Type.Object({ id: AddressIdField });
export type AddressId = Static<typeof AddressIdSchema>;

/** POST /address/delete answers an empty object. */
export const AddressDeletedSchema = Empty;
export type AddressDeleted = Static<typeof AddressDeletedSchema>;
