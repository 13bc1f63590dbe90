/**
 * The errors area's part of the API contract (`@contract/errors`): the client's error report,
 * sent in the WeCom robot's message format, and the operator's view of the stored reports.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../core/schemas.js';

/** Query of POST /cgi-bin/webhook/send: the public report key (ERROR_REPORT_KEY). */
export const ErrorReportQuerySchema = Type.Object({ key: Type.Optional(Type.String({ title: '密钥', maxLength: 128 })) });
export type ErrorReportQuery = Static<typeof ErrorReportQuerySchema>;

/** Body of POST /cgi-bin/webhook/send: a WeCom robot markdown message. */
export const ErrorReportBodySchema = Type.Object({
  msgtype: StringEnum(['markdown'], { title: '消息类型', 'x-msg': '消息类型须为 markdown' }),
  markdown: Type.Object(
    {
      content: Type.String({
        title: '消息内容',
        minLength: 1,
        maxLength: 4096,
        'x-msg': { required: '缺少消息内容', minLength: '消息内容不能为空', maxLength: '消息内容不能超过4096个字符' },
      }),
    },
    { title: 'markdown', 'x-msg': { required: '缺少 markdown 消息内容', default: 'markdown 消息格式不正确' } },
  ),
});
export type ErrorReportBody = Static<typeof ErrorReportBodySchema>;

/** The stored report's id. */
export const ErrorReportAcceptedSchema = Type.Object({ id: Type.Integer() });
export type ErrorReportAccepted = Static<typeof ErrorReportAcceptedSchema>;

/** Query of GET /admin/error-reports. */
export const ErrorReportListQuerySchema = Type.Object({
  limit: Type.Integer({ title: '条数', minimum: 1, maximum: 200, default: 50 }),
});
export type ErrorReportListQuery = Static<typeof ErrorReportListQuerySchema>;

/** A stored report and its relay to the WeCom robot (operator view). */
export const ErrorReportSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  ip: Type.String(),
  relayStatus: Type.String(),
  relayError: Nullable(Type.String()),
  createdAt: Type.Integer(),
  relayedAt: Nullable(Type.Integer()),
});
export type ErrorReport = Static<typeof ErrorReportSchema>;
