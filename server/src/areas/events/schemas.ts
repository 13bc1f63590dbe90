/**
 * The events area's part of the API contract (`@contract/events`): the batch of event records
 * the client sends to POST /collect/event/report, and its answer.
 */
import { Type, type Static } from '@sinclair/typebox';

const Text = (title: string, maxLength = 64) => Type.Optional(Type.String({ title, maxLength }));

/** One record of spec 3.6. Strings also accept numbers (coerced), as clients send both. */
export const EventRecordSchema = Type.Object({
  platform: Type.Optional(Type.Integer({ title: '平台', minimum: 0, maximum: 99 })),
  eventType: Type.String({
    title: '事件类型',
    maxLength: 80,
    pattern: '^ROUBIN_[A-Z0-9_]+$',
    'x-msg': { required: '缺少事件类型', default: '事件类型须为 ROUBIN_ 开头的大写字母、数字或下划线' },
  }),
  browseUUID: Text('浏览标识'),
  /** Unix seconds. */
  requestTime: Type.Integer({
    title: '上报时间',
    minimum: 1_000_000_000,
    maximum: 9_999_999_999,
    'x-msg': { required: '缺少上报时间', default: '上报时间须为秒级时间戳' },
  }),
  /** An object, or its JSON text. */
  eventProperties: Type.Optional(
    Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.String(), Type.Null()], {
      title: '事件属性',
    }),
  ),
  userId: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })], { title: '用户编号' })),
  version: Text('版本号'),
  ecology: Text('客户端环境'),
  system: Text('系统', 128),
  ecologyName: Text('客户端类型'),
  channel: Text('渠道', 32),
});
export type EventRecord = Static<typeof EventRecordSchema>;

/** Body of POST /collect/event/report: 1..100 records. */
export const EventBatchSchema = Type.Array(EventRecordSchema, {
  title: '事件记录',
  minItems: 1,
  maxItems: 100,
  'x-msg': {
    minItems: '至少上报1条事件',
    maxItems: '一次最多上报100条事件',
    type: '事件记录须为数组',
  },
});
export type EventBatch = Static<typeof EventBatchSchema>;

export const EventsAcceptedSchema = Type.Object({ accepted: Type.Integer() });
export type EventsAccepted = Static<typeof EventsAcceptedSchema>;
