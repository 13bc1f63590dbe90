import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import type { PunchServices } from './index.js';
import { ChallengeBodySchema, ChallengeIdParamsSchema, ChallengeSchema, ReminderRunSchema } from './schemas.js';

/** Operator routes of punch-in challenges (behind the operator guard): challenges, and running the reminder now. */
export default async function punchAdminRoutes(app: App, { challenges, reminders }: PunchServices): Promise<void> {
  app.get('/admin/punch/challenges', { schema: { response: OkSchema(Type.Array(ChallengeSchema)) } }, async () => ok(await challenges.adminList()));

  app.post('/admin/punch/challenges', { schema: { body: ChallengeBodySchema, response: OkSchema(ChallengeSchema) } }, async (request) => {
    const challenge = await challenges.create(request.body);
    request.log.info({ challengeId: challenge.id }, 'punch challenge created by operator');
    return ok(challenge);
  });

  app.put(
    '/admin/punch/challenges/:id',
    { schema: { params: ChallengeIdParamsSchema, body: ChallengeBodySchema, response: OkSchema(ChallengeSchema) } },
    async (request) => {
      const challenge = await challenges.update(request.params.id, request.body);
      request.log.info({ challengeId: challenge.id }, 'punch challenge edited by operator');
      return ok(challenge);
    },
  );

  // The reminder job now (main.ts runs it every few minutes); sends only what is due.
  app.post('/admin/punch/reminders/run', { schema: { response: OkSchema(ReminderRunSchema) } }, async (request) => {
    const run = await reminders.run();
    request.log.info(run, 'punch reminders run by operator');
    return ok(run);
  });
}
