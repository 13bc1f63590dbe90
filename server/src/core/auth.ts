/**
 * Login-required routes declare `config: { auth: true }`; one onRoute hook gives each of them
 * the same preHandler, which sets `request.user` or answers -1. Routes without the flag pay
 * nothing.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AuthUser, TokenService } from '../shared/accounts/tokens.js';
import { AppError } from './envelope.js';
import { States } from './states.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: login required (-1 without); 'optional': `request.user` when a valid token came, else null. */
    auth?: boolean | 'optional';
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The logged-in user of a route that declared `auth: true`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(States.NOT_LOGGED_IN);
  return request.user;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService }) => {
    app.decorateRequest('user', null);

    const requireUser: preHandlerHookHandler = async (request) => {
      const token = request.headers.token;
      if (typeof token !== 'string' || token.length === 0) throw new AppError(States.NOT_LOGGED_IN);
      const user = token.length <= 256 ? await options.tokens.authenticate(token) : null;
      if (!user) throw new AppError(States.LOGIN_EXPIRED);
      request.user = user;
    };

    const identifyUser: preHandlerHookHandler = async (request) => {
      const token = request.headers.token;
      if (typeof token === 'string' && token.length > 0 && token.length <= 256) {
        request.user = await options.tokens.authenticate(token);
      }
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.auth) return;
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [route.config.auth === 'optional' ? identifyUser : requireUser, ...existing];
    });
  },
  { name: 'auth' },
);
