import { currentUser } from '../../core/auth.js';
import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { parseExtInfo } from '../../shared/commerce/ext-info.js';
import { AddOrderAnswerSchema, SandboxResultSchema } from '../../shared/commerce/schemas.js';
import { AddOrderBodySchema, SandboxCompleteBodySchema, WechatAckSchema, WechatNotifyBodySchema } from './schemas.js';

/**
 * Payment (spec 7, 3.5): pay/addorder prepays with the active provider; the WeChat Pay callback
 * (no login, raw body for the signature); the sandbox cashier's complete/cancel.
 */
export default async function payModule(app: App) {
  const { payments } = app.ctx.services;

  app.post(
    '/pay/addorder',
    {
      config: { auth: true },
      schema: {
        body: AddOrderBodySchema,
        response: OkSchema(AddOrderAnswerSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const ext = parseExtInfo(body.extInfo);
      if (!ext.orderNumber && !body.commodityId) throw new AppError(States.COMMODITY_REQUIRED);
      return ok(
        await payments.pay(currentUser(request).userId, {
          commodityId: body.commodityId ?? 0,
          quantity: body.purchaseQuantity,
          sceneId: body.sceneId ?? null,
          channel: body.channel ?? null,
          openId: body.openId || null,
          payScene: body.payScene,
          payMode: body.payMode || null,
          ext,
        }),
      );
    },
  );

  app.post(
    '/pay/sandbox/complete',
    {
      config: { auth: true },
      schema: {
        body: SandboxCompleteBodySchema,
        response: OkSchema(SandboxResultSchema),
      },
    },
    async (request) => {
      const { orderNumber, result, amountFen } = request.body;
      return ok(await payments.sandboxComplete(currentUser(request).userId, orderNumber, result, amountFen));
    },
  );

  // WeChat Pay calls this with a signed JSON body: keep it as the exact text that was signed.
  await app.register(async (notify: App) => {
    notify.removeAllContentTypeParsers();
    notify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    notify.post(
      '/pay/wechat/notify',
      { schema: { body: WechatNotifyBodySchema, response: { 200: WechatAckSchema, 400: WechatAckSchema, 500: WechatAckSchema } } },
      async (request, reply) => {
        const outcome = await payments.handleNotification('wechat', request.headers, request.body, { ip: request.ip });
        if (outcome.ack) return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
        const status = ['bad_signature', 'stale', 'bad_request'].includes(outcome.verdict) ? 400 : 500;
        return reply.code(status).send({ code: 'FAIL', message: `失败：${outcome.verdict}` });
      },
    );
  });
}
