import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/envelope.js';
import { UpstreamError } from '../../core/http.js';
import { States } from '../../core/states.js';
import { WechatError, WechatNotConfiguredError } from '../../providers/wechat.js';

/**
 * Runs a WeChat call and turns its failures into state -6009 (the client carries on without
 * a toast): a bad or used code, an errcode answer, an unreachable WeChat, or no app configured.
 */
export async function callWechat<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof WechatNotConfiguredError) {
      log.warn({ app: err.app }, `WeChat ${what}: app not configured`);
      throw new AppError(States.WECHAT_NOT_CONFIGURED);
    }
    if (err instanceof WechatError) {
      log.warn({ errcode: err.errcode, errmsg: err.errmsg, endpoint: err.endpoint }, `WeChat ${what} refused`);
      throw new AppError(States.WECHAT_LOOKUP_FAILED);
    }
    if (err instanceof UpstreamError) {
      log.error({ err }, `WeChat ${what} unreachable`);
      throw new AppError(States.WECHAT_LOOKUP_FAILED);
    }
    throw err;
  }
}
