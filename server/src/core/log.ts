/**
 * Logger options: no bodies, no query strings, no token/authorization/cookie headers, and
 * mainland mobile numbers masked wherever they appear in an error message.
 */
import type { FastifyServerOptions } from 'fastify';
import { pathOnly } from './mask.js';

const MOBILE_IN_TEXT = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

export function scrub(text: string): string {
  return text.replace(MOBILE_IN_TEXT, '$1****$2');
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  errcode?: number;
}

/** Keeps what helps debugging; drops driver extras (`detail`, `parameters`) that echo values. */
export function serializeError(err: ErrorLike) {
  return {
    type: err?.name ?? 'Error',
    message: scrub(String(err?.message ?? err)),
    code: err?.code,
    statusCode: err?.statusCode,
    errcode: err?.errcode,
    stack: err?.stack ? scrub(err.stack) : '',
  };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: scrub(pathOnly(req.url)),
        ip: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
}
