import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { Channel, SceneIdParam, StringEnum } from '../../core/schemas.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { ExtInfoField, parseExtInfo } from '../../shared/commerce/ext-info.js';
import { OrderNumber, PurchaseQuantity } from '../../shared/commerce/fields.js';
import { OrderStatusSchema } from '../../shared/commerce/views.js';

const WechatAck = Type.Object({ code: Type.String(), message: Type.String() });

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
        body: Type.Object({
          commodityId: Type.Optional(Type.Integer({ title: '商品编号', minimum: 1 })),
          purchaseQuantity: PurchaseQuantity,
          sceneId: Type.Optional(SceneIdParam),
          openId: Type.Optional(Type.String({ title: 'openId', maxLength: 128 })),
          payScene: Type.String({ title: '支付场景', minLength: 1, maxLength: 32, 'x-msg': { required: '请填写支付场景', default: '支付场景格式不正确' } }),
          payMode: Type.Optional(Type.String({ title: '支付方式', maxLength: 16 })),
          channel: Type.Optional(Channel),
          extInfo: Type.Optional(ExtInfoField),
        }),
        response: OkSchema(
          Type.Object({ orderNumber: Type.String(), signInfo: Type.String(), status: Type.String(), payableFen: Type.Integer() }),
        ),
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
        body: Type.Object({
          orderNumber: OrderNumber,
          result: StringEnum(['success', 'cancel'] as const, { title: '支付结果', 'x-msg': '支付结果须为 success 或 cancel' }),
          /** Test aid: report a different paid amount (the callback handler must refuse it). */
          amountFen: Type.Optional(Type.Integer({ title: '支付金额', minimum: 0 })),
        }),
        response: OkSchema(Type.Composite([OrderStatusSchema, Type.Object({ verdict: Type.String() })])),
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
      { schema: { body: Type.String(), response: { 200: WechatAck, 400: WechatAck, 500: WechatAck } } },
      async (request, reply) => {
        const outcome = await payments.handleNotification('wechat', request.headers, request.body, { ip: request.ip });
        if (outcome.ack) return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
        const status = ['bad_signature', 'stale', 'bad_request'].includes(outcome.verdict) ? 400 : 500;
        return reply.code(status).send({ code: 'FAIL', message: `失败：${outcome.verdict}` });
      },
    );
  });
}
