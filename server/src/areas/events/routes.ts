import { Type } from '@sinclair/typebox';
import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import type { NewEvent } from '../../db/schema.js';

const MAX_PROPERTIES_CHARS = 8_000;
const Text = (title: string, maxLength = 64) => Type.Optional(Type.String({ title, maxLength }));

/** One record of spec 3.6. Strings also accept numbers (coerced), as clients send both. */
const EventRecord = Type.Object({
  platform: Type.Optional(Type.Integer({ title: '平台', minimum: 0, maximum: 99 })),
  eventType: Type.String({
    title: '事件类型',
    maxLength: 80,
    pattern: '^ROUBIN_[A-Z0-9_]+$',
    'x-msg': { required: '缺少事件类型', default: '事件类型须为 ROUBIN_ 开头的大写字母、数字或下划线' },
  }),
  browseUUID: Text('浏览标识'),
  requestTime: Type.Integer({
    title: '上报时间',
    minimum: 1_000_000_000,
    maximum: 9_999_999_999,
    'x-msg': { required: '缺少上报时间', default: '上报时间须为秒级时间戳' },
  }),
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

const Batch = Type.Array(EventRecord, {
  title: '事件记录',
  minItems: 1,
  maxItems: 100,
  'x-msg': {
    minItems: '至少上报1条事件',
    maxItems: '一次最多上报100条事件',
    type: '事件记录须为数组',
  },
});

/** POST /collect/event/report: page views and behaviour events, stored in one batched insert. */
export default async function eventsModule(app: App) {
  const { db, clock } = app.ctx;
  app.post(
    '/collect/event/report',
    { schema: { body: Batch, response: OkSchema(Type.Object({ accepted: Type.Integer() })) } },
    async (request) => {
      const receivedAt = clock.now();
      const rows: NewEvent[] = request.body.map((record, i) => {
        const props = record.eventProperties ?? {};
        const properties = typeof props === 'string' ? props : JSON.stringify(props);
        if (properties.length > MAX_PROPERTIES_CHARS) {
          throw new AppError({ ...States.BAD_PARAMS, msg: `第${i + 1}条：事件属性过大` });
        }
        return {
          event_type: record.eventType,
          platform: record.platform ?? 0,
          browse_uuid: record.browseUUID ?? '',
          request_time: record.requestTime,
          event_properties: properties,
          user_id: record.userId || null,
          version: record.version ?? '',
          ecology: record.ecology ?? '',
          system: record.system ?? '',
          ecology_name: record.ecologyName ?? '',
          channel: record.channel ?? '',
          received_at: receivedAt,
        };
      });
      await db.insertInto('events').values(rows).execute();
      return ok({ accepted: rows.length });
    },
  );
}
