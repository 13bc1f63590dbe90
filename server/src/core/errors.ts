import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendEnvelope } from './envelope.js';
import { States } from './states.js';
import { validationMessage } from './validation.js';

/** Fastify's own client-error codes that deserve a clearer message than '参数错误'. */
const CLIENT_ERROR_MSGS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式，请使用 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
};

/**
 * Every failure becomes an envelope. Business outcomes and bad input: HTTP 200 with a
 * catalogue state. Anything unexpected: HTTP 500, state 5000, logged with its stack.
 */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return sendEnvelope(reply, error.httpStatus, error.state, error.message);
  }
  if (error.validation) {
    return sendEnvelope(reply, 200, States.BAD_PARAMS.code, validationMessage(error.validation));
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendEnvelope(reply, 200, States.PAYLOAD_TOO_LARGE.code, States.PAYLOAD_TOO_LARGE.msg);
  }
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, statusCode: status }, 'client error');
    const msg = CLIENT_ERROR_MSGS[error.code] ?? (error instanceof SyntaxError || /JSON/i.test(error.message)
      ? '请求内容格式不正确'
      : States.BAD_PARAMS.msg);
    return sendEnvelope(reply, 200, States.BAD_PARAMS.code, msg);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendEnvelope(reply, 500, States.SERVER_ERROR.code, States.SERVER_ERROR.msg);
}
