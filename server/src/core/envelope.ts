import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { States, formatMsg, type StateDef } from './states.js';

/** The answer of every route: `{ state, msg, data }`. */
export interface Envelope<T> {
  state: number;
  msg: string;
  data: T;
}

/** A business outcome other than success; the error handler turns it into an envelope. */
export class AppError extends Error {
  readonly state: number;
  readonly httpStatus: number;

  constructor(def: StateDef, params?: Record<string, string | number>, httpStatus = 200) {
    super(formatMsg(def.msg, params));
    this.name = 'AppError';
    this.state = def.code;
    this.httpStatus = httpStatus;
  }
}

export function ok<T>(data: T): Envelope<T> {
  return { state: States.OK.code, msg: States.OK.msg, data };
}

/**
 * Response schema of a successful answer. Failures are serialized by the error handler with
 * `data: null`, outside this schema, so success keeps a fast, branch-free serializer.
 */
export function OkSchema<T extends TSchema>(data: T) {
  return { 200: Type.Object({ state: Type.Integer(), msg: Type.String(), data }) };
}

/** Sends an envelope that bypasses the route's response schema (errors, 404). */
export function sendEnvelope(
  reply: FastifyReply,
  httpStatus: number,
  state: number,
  msg: string,
  data: unknown = null,
): FastifyReply {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ state, msg, data }));
}
