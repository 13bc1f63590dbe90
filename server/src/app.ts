/**
 * The Fastify application, shared by main.ts and the tests. `deps` lets a caller inject a clock,
 * a database, a store or providers; whatever it leaves out is built from `config` and closed
 * with the app.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { authPlugin } from './core/auth.js';
import { BackgroundTasks } from './core/background.js';
import { systemClock, type Clock } from './core/clock.js';
import { errorHandler } from './core/errors.js';
import { lenientJsonBodies } from './core/json-body.js';
import { loggerOptions, serializeError } from './core/log.js';
import type { App, ModulePlugin, TypeBoxProvider } from './core/types.js';
import { ajvPlugins } from './core/validation.js';
import { createDatabase, type Database } from './db/connect.js';
import addressModule from './modules/address/index.js';
import adminModule from './modules/admin/index.js';
import articleModule from './modules/article/index.js';
import assessmentModule from './modules/assessment/index.js';
import authModule from './modules/auth/index.js';
import certificateModule from './modules/certificate/index.js';
import couponsModule from './modules/coupons/index.js';
import courseModule from './modules/course/index.js';
import credentialsModule from './modules/credentials/index.js';
import creditsModule from './modules/credits/index.js';
import devModule from './modules/dev/index.js';
import errorsModule from './modules/errors/index.js';
import eventsModule from './modules/events/index.js';
import exerciseModule from './modules/exercise/index.js';
import healthModule from './modules/health/index.js';
import learnModule from './modules/learn/index.js';
import mediaModule from './modules/media/index.js';
import ordersModule from './modules/orders/index.js';
import payModule from './modules/pay/index.js';
import relationModule from './modules/relation/index.js';
import sceneModule from './modules/scene/index.js';
import { staticModule } from './modules/static/index.js';
import uploadModule from './modules/upload/index.js';
import userModule from './modules/user/index.js';
import vipModule from './modules/vip/index.js';
import wechatModule from './modules/wechat/index.js';
import yearBillModule from './modules/yearBill/index.js';
import { createPayProviders } from './providers/pay/index.js';
import { ConsoleSmsProvider } from './providers/sms/console.js';
import { TencentSmsProvider } from './providers/sms/tencent.js';
import type { SmsProvider } from './providers/sms/types.js';
import { WechatClient } from './providers/wechat.js';
import { WecomRobot } from './providers/wecom.js';
import { createServices, type AppContext } from './services/context.js';
import { createStore } from './store/index.js';
import type { KeyValueStore } from './store/types.js';

export interface AppDeps {
  clock?: Clock;
  database?: Database;
  store?: KeyValueStore;
  sms?: SmsProvider;
  /** Fastify logger options; `false` silences the app (tests). */
  logger?: FastifyServerOptions['logger'];
}

const API_MODULES: ModulePlugin[] = [
  healthModule,
  sceneModule,
  eventsModule,
  errorsModule,
  relationModule,
  authModule,
  userModule,
  wechatModule,
  vipModule,
  ordersModule,
  payModule,
  couponsModule,
  creditsModule,
  addressModule,
  adminModule,
  uploadModule,
  learnModule,
  certificateModule,
  yearBillModule,
  courseModule,
  articleModule,
  mediaModule,
  assessmentModule,
  exerciseModule,
  credentialsModule,
];

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const options: FastifyServerOptions = {
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // Per-request lines only at debug level (below): they cost throughput on hot routes.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { verbose: true }, plugins: ajvPlugins },
  };
  const app: App = Fastify(options).withTypeProvider<TypeBoxProvider>();

  const clock = deps.clock ?? systemClock;
  const database =
    deps.database ??
    createDatabase(config.databaseUrl, {
      onError: (err) => app.log.error({ err: serializeError(err) }, 'database connection error'),
    });
  let store = deps.store;
  try {
    store ??= await createStore(config.redisUrl, config.redisPrefix, clock, (err) =>
      app.log.error({ err: serializeError(err) }, 'Redis error'),
    );
  } catch (err) {
    if (!deps.database) await database.close();
    throw err;
  }
  const log: FastifyBaseLogger = app.log;
  const sms =
    deps.sms ??
    (config.sms.provider === 'tencent'
      ? new TencentSmsProvider(config.sms.tencent, clock)
      : new ConsoleSmsProvider(store, clock, log));

  let pay;
  try {
    pay = createPayProviders(config, clock);
  } catch (err) {
    if (!deps.store) await store.close();
    if (!deps.database) await database.close();
    throw err;
  }
  const background = new BackgroundTasks(log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    store,
    clock,
    sms,
    wechat: new WechatClient({ ...config.wechat, store, clock }),
    robot: config.wecom.robotKey ? new WecomRobot(config.wecom.robotBase, config.wecom.robotKey) : null,
    background,
    pay,
    services: createServices({
      db: database.db,
      dialect: database.dialect,
      clock,
      store,
      sms,
      log,
      background,
      pay,
      payTimeoutMinutes: config.pay.orderTimeoutMinutes,
      media: config.media,
    }),
  };
  app.decorate('ctx', ctx);

  app.addHook('onClose', async () => {
    await ctx.background.drain();
    if (!deps.store) await ctx.store.close();
    if (!deps.database) await database.close();
  });
  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug({ req: request, res: reply, ms: reply.elapsedTime }, 'request completed');
    });
  }

  app.setErrorHandler(errorHandler);
  lenientJsonBodies(app);
  await app.register(authPlugin, { tokens: ctx.services.tokens });
  await app.register(staticModule, { staticDir: config.staticDir });
  for (const module of API_MODULES) await app.register(module, { prefix: '/api' });
  if (!config.isProduction) await app.register(devModule, { prefix: '/api' });
  return app;
}
