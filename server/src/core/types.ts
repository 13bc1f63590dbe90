import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * TypeBox type provider for Fastify: request and reply types follow the route's schemas.
 * (Written here because @fastify/type-provider-typebox 5 peers typebox <= 0.34.0 only.)
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxProvider
>;

/** A module plugin: registered under `/api`, encapsulated. */
export type ModulePlugin = (app: App) => Promise<void>;
