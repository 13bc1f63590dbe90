/**
 * The relation area's part of the API contract (`@contract/relation`): the bodies of the two
 * binding calls. Both answer `RelationBound` (`shared/accounts/schemas.ts`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Channel, InvitationCode } from '../../core/schemas.js';

/** Body of POST /basics/relation/bindRelation/dataSend/forPage (a page opened with an inviteCode). */
export const BindRelationForPageBodySchema = Type.Object({
  inviteCode: InvitationCode,
  platform: Type.Optional(Type.Integer({ title: '平台', minimum: 0, maximum: 99 })),
  pagePath: Type.Optional(Type.String({ title: '页面路径', maxLength: 512 })),
});
export type BindRelationForPageBody = Static<typeof BindRelationForPageBodySchema>;

/** Body of POST /basics/relation/bindRelation/dataSend (after login). */
export const BindRelationBodySchema = Type.Object({
  inviteCode: InvitationCode,
  sceneId: Type.Optional(Type.Integer({ title: '场景编号', minimum: 0, maximum: 999999 })),
  channel: Type.Optional(Channel),
});
export type BindRelationBody = Static<typeof BindRelationBodySchema>;
