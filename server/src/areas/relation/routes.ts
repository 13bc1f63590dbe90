import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { Channel, InvitationCode } from '../../core/schemas.js';
import type { App } from '../../core/types.js';

const Answer = OkSchema(Type.Object({ inviterId: Type.Integer() }));

/** Invitation relations (login required); refusals are state -103, dropped silently by the client. */
export default async function relationModule(app: App) {
  const { relations } = app.ctx.services;

  app.post(
    '/basics/relation/bindRelation/dataSend/forPage',
    {
      config: { auth: true },
      schema: {
        body: Type.Object({
          inviteCode: InvitationCode,
          platform: Type.Optional(Type.Integer({ title: '平台', minimum: 0, maximum: 99 })),
          pagePath: Type.Optional(Type.String({ title: '页面路径', maxLength: 512 })),
        }),
        response: Answer,
      },
    },
    async (request) => {
      const { inviteCode, pagePath } = request.body;
      return ok(await relations.bind(currentUser(request).userId, inviteCode, { source: 'page', pagePath }));
    },
  );

  app.post(
    '/basics/relation/bindRelation/dataSend',
    {
      config: { auth: true },
      schema: {
        body: Type.Object({
          inviteCode: InvitationCode,
          sceneId: Type.Optional(Type.Integer({ title: '场景编号', minimum: 0, maximum: 999999 })),
          channel: Type.Optional(Channel),
        }),
        response: Answer,
      },
    },
    async (request) => {
      const { inviteCode, sceneId, channel } = request.body;
      return ok(
        await relations.bind(currentUser(request).userId, inviteCode, { source: 'data', sceneId, channel }),
      );
    },
  );
}
