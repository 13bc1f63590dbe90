import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import type { NewEvent } from '../../db/schema.js';
import { EventBatchSchema, EventsAcceptedSchema } from './schemas.js';

const MAX_PROPERTIES_CHARS = 8_000;

/** POST /collect/event/report: page views and behaviour events, stored in one batched insert. */
export default async function eventsModule(app: App) {
  const { db, clock } = app.ctx;
  app.post(
    '/collect/event/report',
    { schema: { body: EventBatchSchema, response: OkSchema(EventsAcceptedSchema) } },
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
