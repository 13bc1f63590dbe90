/**
 * The Fastify application, shared by main.ts and the tests. `deps` lets a caller inject a clock,
 * a database, a store or providers; whatever it leaves out is built from `config` and closed
 * with the app.
 */
import fs from 'node:fs';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { authPlugin } from './core/auth.js';
import { BackgroundTasks } from './core/background.js';
import { systemClock, type Clock } from './core/clock.js';
import { errorHandler } from './core/errors.js';
import { lenientJsonBodies } from './core/json-body.js';
import { loggerOptions, serializeError } from './core/log.js';
import type { App, TypeBoxProvider } from './core/types.js';
import { ajvPlugins } from './core/validation.js';
import { createDatabase, type Database } from './db/connect.js';
import { createPayProviders } from './providers/pay/index.js';
import { ConsoleSmsProvider } from './providers/sms/console.js';
import { TencentSmsProvider } from './providers/sms/tencent.js';
import type { SmsProvider } from './providers/sms/types.js';
import { WechatClient } from './providers/wechat.js';
import { WecomRobot } from './providers/wecom.js';
import { AREAS } from './areas/index.js';
import { registerApiDocs } from './core/api-docs.js';
import { operatorGuard } from './core/operator.js';
import { staticModule } from './core/static.js';
import type { SinglePurchaseRegistry } from './shared/commerce/single-purchase.js';
import { createSharedServices, type AppContext } from './shared/context.js';
import { createStore } from './store/index.js';
import type { KeyValueStore } from './store/types.js';
import type { AreaJob } from './core/jobs.js';

const SERVER_VERSION: string = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

export interface AppDeps {
  clock?: Clock;
  database?: Database;
  store?: KeyValueStore;
  sms?: SmsProvider;
  /** Fastify logger options; `false` silences the app (tests). */
  logger?: FastifyServerOptions['logger'];
}

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
    dialect: database.dialect,
    store,
    clock,
    sms,
    wechat: new WechatClient({ ...config.wechat, store, clock }),
    robot: config.wecom.robotKey ? new WecomRobot(config.wecom.robotBase, config.wecom.robotKey) : null,
    background,
    pay,
    log,
    services: createSharedServices({
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
      purchases: Object.assign({}, ...AREAS.map((area) => area.purchases)) as SinglePurchaseRegistry,
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
  const guard = operatorGuard(config.adminToken);
  await registerApiDocs(app, { version: SERVER_VERSION, guard: config.isProduction ? guard : null });
  const jobs: AreaJob[] = [];
  app.decorate('jobs', jobs);
  for (const area of AREAS) {
    if (area.devOnly && config.isProduction) continue;
    const services = area.services?.(ctx);
    if (area.jobs) jobs.push(...area.jobs(services, ctx));
    const { routes, admin } = area;
    // The API reference (/api/docs) groups routes by area.
    const tagged = (scope: App) => scope.addHook('onRoute', (route) => void (route.schema = { tags: [area.name], ...route.schema }));
    if (routes) {
      await app.register(
        async (scope) => {
          tagged(scope);
          await routes.call(area, scope, services);
        },
        { prefix: '/api' },
      );
    }
    if (admin) {
      await app.register(
        async (scope) => {
          tagged(scope);
          scope.addHook('onRequest', guard);
          await admin.call(area, scope, services);
        },
        { prefix: '/api' },
      );
    }
  }
  return app;
}
