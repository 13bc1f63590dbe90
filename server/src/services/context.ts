import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { BackgroundTasks } from '../core/background.js';
import type { Clock } from '../core/clock.js';
import { serializeError } from '../core/log.js';
import { LinkSigner } from '../core/signing.js';
import type { Database, Dialect } from '../db/connect.js';
import type { DB } from '../db/schema.js';
import type { PayProviders } from '../providers/pay/index.js';
import type { SmsProvider } from '../providers/sms/types.js';
import type { WechatClient } from '../providers/wechat.js';
import type { WecomRobot } from '../providers/wecom.js';
import type { KeyValueStore } from '../store/types.js';
import { AddressService } from './addresses.js';
import { AssessmentService } from './assessments/store.js';
import { CredentialService } from './assessments/credentials.js';
import { ExerciseService } from './assessments/exercises.js';
import { CommodityService } from './commodities.js';
import { CouponService } from './coupons.js';
import { CatalogueAdmin } from './courses/admin.js';
import { CatalogueService } from './courses/catalogue.js';
import { MediaSigner } from './courses/media.js';
import { CourseSearch } from './courses/search.js';
import { CreditService } from './credits.js';
import { IdentityService } from './identities.js';
import { CertificateService } from './learning/certificates.js';
import { ProgressService } from './learning/progress.js';
import { LearnStatsService } from './learning/stats.js';
import { YearReportService } from './learning/year-report.js';
import { LoginService } from './login.js';
import { OrderService } from './orders/orders.js';
import { PaymentService } from './orders/payments.js';
import { RelationService } from './relations.js';
import { SceneService } from './scenes.js';
import { TicketService } from './tickets.js';
import { TokenService } from './tokens.js';
import { UserService } from './users.js';
import { VerificationService } from './verification.js';

export interface Services {
  tokens: TokenService;
  tickets: TicketService;
  users: UserService;
  relations: RelationService;
  identities: IdentityService;
  verification: VerificationService;
  scenes: SceneService;
  login: LoginService;
  commodities: CommodityService;
  coupons: CouponService;
  credits: CreditService;
  addresses: AddressService;
  orders: OrderService;
  payments: PaymentService;
  media: MediaSigner;
  catalogue: CatalogueService;
  courseSearch: CourseSearch;
  catalogueAdmin: CatalogueAdmin;
  certificates: CertificateService;
  learnProgress: ProgressService;
  learnStats: LearnStatsService;
  yearReports: YearReportService;
  assessments: AssessmentService;
  exercises: ExerciseService;
  credentials: CredentialService;
}

/** Everything a module may use, decorated on the app as `app.ctx`. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Kysely<DB>;
  store: KeyValueStore;
  clock: Clock;
  sms: SmsProvider;
  wechat: WechatClient;
  robot: WecomRobot | null;
  background: BackgroundTasks;
  pay: PayProviders;
  services: Services;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function createServices(parts: {
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
}): Services {
  const { db, clock } = parts;
  const users = new UserService(db, clock);
  const core = {
    tokens: new TokenService(db, clock),
    tickets: new TicketService(db, clock),
    users,
    relations: new RelationService(db, clock, users),
    identities: new IdentityService(db, clock),
    verification: new VerificationService(parts.store, clock, parts.sms, parts.log),
  };
  const commerce = {
    commodities: new CommodityService(db, clock),
    coupons: new CouponService(db, clock),
    credits: new CreditService(db, clock),
    addresses: new AddressService(db, clock),
  };
  const orders = new OrderService(db, parts.dialect, clock, parts.log, { payTimeoutMinutes: parts.payTimeoutMinutes }, commerce);
  const media = new MediaSigner(parts.media.dir, parts.media.secret, clock);
  const courseSearch = new CourseSearch(db, parts.dialect, clock, (err) => parts.log.error({ err: serializeError(err as Error) }, 'writing search counts failed'));
  const certificates = new CertificateService(db, clock, new LinkSigner(parts.media.secret, 'certificate-image'));
  return {
    ...core,
    media,
    catalogue: new CatalogueService(db, clock, media),
    courseSearch,
    catalogueAdmin: new CatalogueAdmin(db, clock, media, courseSearch),
    certificates,
    learnProgress: new ProgressService(db, clock, certificates),
    learnStats: new LearnStatsService(db, clock),
    yearReports: new YearReportService(db),
    assessments: new AssessmentService(db, parts.dialect, clock),
    exercises: new ExerciseService(db, clock, media),
    credentials: new CredentialService(db, clock),
    ...commerce,
    scenes: new SceneService(db, clock),
    login: new LoginService(db, parts.log, core),
    orders,
    payments: new PaymentService(db, clock, parts.log, parts.background, parts.store, parts.pay, orders, commerce.credits),
  };
}
