import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { AreaJob } from '../core/jobs.js';
import type { BackgroundTasks } from '../core/background.js';
import type { Clock } from '../core/clock.js';
import type { Database, Dialect } from '../db/connect.js';
import type { DB } from '../db/schema.js';
import type { PayProviders } from '../providers/pay/index.js';
import type { SmsProvider } from '../providers/sms/types.js';
import type { WechatClient } from '../providers/wechat.js';
import type { WecomRobot } from '../providers/wecom.js';
import type { KeyValueStore } from '../store/types.js';
import { createCommerceServices, type CommerceServices } from './commerce/services.js';
import type { SinglePurchaseRegistry } from './commerce/single-purchase.js';
import { IdentityService } from './accounts/identities.js';
import { LoginService } from './accounts/login.js';
import { MediaSigner } from './media.js';
import { EarningsLedger } from './earnings/ledger.js';
import { RelationService } from './accounts/relations.js';
import { SceneService } from './scenes/scenes.js';
import { TicketService } from './accounts/tickets.js';
import { TokenService } from './accounts/tokens.js';
import { UserService } from './accounts/users.js';
import { VerificationService } from './accounts/verification.js';

/** What several areas use: accounts, relations, scenes, commerce (orders, payments, the credit ledger), media links. */
export interface SharedServices extends CommerceServices {
  tokens: TokenService;
  tickets: TicketService;
  users: UserService;
  relations: RelationService;
  identities: IdentityService;
  verification: VerificationService;
  scenes: SceneService;
  login: LoginService;
  media: MediaSigner;
  /** The earnings accounts of promoters and party organisers (shared/earnings). */
  earnings: EarningsLedger;
}

/** Everything an area may use, decorated on the app as `app.ctx`. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Kysely<DB>;
  dialect: Dialect;
  store: KeyValueStore;
  clock: Clock;
  sms: SmsProvider;
  wechat: WechatClient;
  robot: WecomRobot | null;
  background: BackgroundTasks;
  pay: PayProviders;
  log: FastifyBaseLogger;
  services: SharedServices;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The areas' periodic jobs (main.ts schedules them; tests run them directly). */
    jobs: readonly AreaJob[];
  }
}

export function createSharedServices(parts: {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  store: KeyValueStore;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  pay: PayProviders;
  payTimeoutMinutes: number;
  media: { dir: string; secret: string };
  /** The one-time purchases the areas sell (areas/index.ts). */
  purchases: SinglePurchaseRegistry;
}): SharedServices {
  const { db, clock } = parts;
  const users = new UserService(db, clock);
  const accounts = {
    tokens: new TokenService(db, clock),
    tickets: new TicketService(db, clock),
    users,
    relations: new RelationService(db, clock, users),
    identities: new IdentityService(db, clock),
    verification: new VerificationService(parts.store, clock, parts.sms, parts.log),
  };
  return {
    ...accounts,
    ...createCommerceServices(parts),
    scenes: new SceneService(db, clock),
    login: new LoginService(db, parts.log, accounts),
    media: new MediaSigner(parts.media.dir, parts.media.secret, clock),
    earnings: new EarningsLedger(db, clock),
  };
}
