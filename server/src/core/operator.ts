import type { onRequestAsyncHookHandler } from 'fastify';
import { safeEqual } from './crypto.js';
import { AppError } from './envelope.js';
import { States } from './states.js';

/**
 * The guard of every operator route (`/api/admin/…`): `Authorization: Bearer $ADMIN_TOKEN`.
 * Without ADMIN_TOKEN every call answers 4030; a wrong or missing token answers 4031.
 */
export function operatorGuard(adminToken: string | null | undefined): onRequestAsyncHookHandler {
  return async (request) => {
    if (!adminToken) throw new AppError(States.ADMIN_DISABLED);
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || !safeEqual(token, adminToken)) throw new AppError(States.FORBIDDEN);
  };
}
