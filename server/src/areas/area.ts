import type { AreaJob } from '../core/jobs.js';
import type { App } from '../core/types.js';
import type { SinglePurchaseRegistry } from '../shared/commerce/single-purchase.js';
import type { AppContext } from '../shared/context.js';

/**
 * A product area of the server: one folder under areas/, named as the client's feature
 * (`src/features/<name>`) or core module it serves. Its `index.ts` exports the area and, beside
 * it, the small public interface other areas may use; everything else in the folder is private.
 *
 * The app builds the area's services once from the shared context, then registers its routes
 * under `/api` and its operator routes (paths `/admin/…`) under `/api` behind the operator guard.
 */
export interface Area<S = unknown> {
  /** The client's name for the area. */
  name: string;
  /** Registered only outside production (development tools). */
  devOnly?: boolean;
  /** One-time-purchase commodity types this area sells through commerce, with their rules. */
  purchases?: SinglePurchaseRegistry;
  /** The area's own services, built once from what the areas share. */
  services?(ctx: AppContext): S;
  routes?(app: App, services: S): Promise<void>;
  admin?(app: App, services: S): Promise<void>;
  /** Periodic jobs main.ts runs while the server is up (core/jobs.ts). */
  jobs?(services: S, ctx: AppContext): AreaJob[];
}

/** Types an area's services through its definition. */
export function defineArea<S = undefined>(area: Area<S>): Area<S> {
  return area;
}
