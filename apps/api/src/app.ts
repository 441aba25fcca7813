import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Sql } from './db/sql';
import { drawingReads } from './drawing-reads';
import { clientTimeouts } from './lib/client-timeouts';
import { mailerPlugin } from './lib/email/mailer';
import { logSerializers } from './lib/log-serializers';
import { OneLinePerRequest } from './lib/request-log';
import { smsPlugin } from './lib/sms/sms-plugin';
import { adminRoutes } from './modules/admin';
import { catalogueAdminRoutes, catalogueCachePlugin, catalogueRoutes } from './modules/catalogue';
import {
  adminDeliveriesRoutes,
  deliveriesRoutes,
  deliverySlotsRoutes,
  riderRoutes,
} from './modules/deliveries';
import { bankTransferModuleRoutes, transferEventReceiver } from './modules/bank-transfers';
import { circlesModuleRoutes } from './modules/circles';
import { groupBuysRoutes } from './modules/group-buys';
import { giftsRoutes, phoneForGiftSignUp, tellNewMemberOfGifts } from './modules/gifts';
import { discountsRoutes, publicDiscountRules } from './modules/discounts';
import { healthRoutes } from './modules/health';
import { insightsRoutes } from './modules/insights';
import { identityEventReceiver, kycModuleRoutes } from './modules/kyc';
import { notificationsModuleRoutes } from './modules/notifications';
import { adminOrdersRoutes, ordersRoutes } from './modules/orders';
import { stockRoutes } from './modules/stock';
import { pantryRoutes } from './modules/pantry';
import { planRoutes, recipesAdminRoutes } from './modules/plan';
import { walletRoutes } from './modules/ledger';
import { subscriptionRoutes } from './modules/subscriptions';
import { supportModuleRoutes } from './modules/support';
import { topUpModuleRoutes } from './modules/top-ups';
import { payoutEventReceiver, withdrawalModuleRoutes } from './modules/withdrawals';

type ReceiverLog = { error: (m: string) => void; warn: (m: string) => void };
import { compressionPlugin } from './plugins/compression';
import { cookiesPlugin } from './plugins/cookies';
import { errorHandlerPlugin } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { readinessPlugin } from './plugins/readiness';
import { openapiPlugin, openapiRoutes } from './plugins/openapi';
import { originCheckPlugin } from './plugins/origin-check';
import { permissionsPlugin } from './plugins/permissions';
import { readBootScript } from './plugins/boot-script';
import { prerenderPlugin } from './plugins/prerender';
import { securityPlugin } from './plugins/security';
import { authRoutes, sessionPlugin, type AuthOptions } from './modules/auth';
import { spaPlugin } from './plugins/spa';

export type AppDeps = { config: Config; sql: Sql; logger?: FastifyBaseLogger };

/**
 * Composes the whole HTTP app: cross-cutting plugins first, then each feature module under /api,
 * then the SPA. Tests build it with `inject()` or listen on a random port; main.ts listens for real.
 */
export async function buildApp({ config, sql, logger }: AppDeps) {
  const requestLog = new OneLinePerRequest();
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: { level: config.LOG_LEVEL, serializers: logSerializers } }),
    trustProxy: config.TRUST_PROXY,
    logController: requestLog,
    // Requests in flight finish on shutdown; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
    ...clientTimeouts(config.REQUEST_TIMEOUT_MS),
    // Malformed or over-long URLs are refused before routing; answer them in our envelope too.
    frameworkErrors: (err, _req, res) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const reply = res as FastifyReply;
      void reply.code(tooLong ? 414 : 400).send({
        status: 'failed',
        error: tooLong ? 'The address is too long.' : 'The address is not valid.',
        code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('sql', sql);
  app.decorate('config', config);

  await app.register(errorHandlerPlugin);
  await app.register(readinessPlugin, { runsJobs: config.JOB_RUNNER === 'in-process' });
  await app.register(metricsPlugin, { requestLog });
  // Read once: the pages carry this code and the policy allows exactly it.
  const boot = readBootScript(config.WEB_DIST);
  await app.register(securityPlugin, {
    https: config.PUBLIC_URL?.startsWith('https:') ?? false,
    inlineScripts: boot ? [boot.cspSource] : [],
  });
  await app.register(compressionPlugin);
  await app.register(cookiesPlugin);
  await app.register(originCheckPlugin);
  await app.register(sessionPlugin);
  await app.register(permissionsPlugin);
  await app.register(mailerPlugin);
  await app.register(smsPlugin);
  await app.register(openapiPlugin);
  await app.register(catalogueCachePlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(catalogueAdminRoutes);
      await api.register(discountsRoutes);
      const authOptions: AuthOptions = {
        onPhoneVerified: (user) => tellNewMemberOfGifts(app.sql, user),
        phoneForGift: phoneForGiftSignUp,
      };
      await api.register(authRoutes, authOptions);
      await api.register(adminRoutes);
      await api.register(ordersRoutes);
      await api.register(adminOrdersRoutes);
      await api.register(stockRoutes);
      await api.register(pantryRoutes);
      await api.register(planRoutes);
      await api.register(recipesAdminRoutes);
      await api.register(walletRoutes);
      const receiveTransfer = transferEventReceiver(api);
      const receiveIdentity = identityEventReceiver(api);
      await api.register(topUpModuleRoutes, {
        // A transfer into an account number, or a BVN/NIN check's result; else a card payment.
        receiveTransferEvent: async (body: unknown, log: ReceiverLog) =>
          (await receiveTransfer(body, log)) || (await receiveIdentity(body, log)),
        receivePayoutEvent: payoutEventReceiver(api),
      });
      await api.register(bankTransferModuleRoutes);
      await api.register(withdrawalModuleRoutes);
      await api.register(kycModuleRoutes);
      await api.register(subscriptionRoutes);
      await api.register(deliveriesRoutes);
      await api.register(deliverySlotsRoutes);
      await api.register(riderRoutes);
      await api.register(adminDeliveriesRoutes);
      await api.register(giftsRoutes);
      await api.register(circlesModuleRoutes);
      await api.register(groupBuysRoutes);
      await api.register(notificationsModuleRoutes);
      await api.register(supportModuleRoutes);
      await api.register(insightsRoutes);
      await api.register(openapiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(prerenderPlugin, {
    root: config.WEB_DIST,
    reads: drawingReads(app),
    discounts: () => publicDiscountRules(app.sql),
    boot,
  });
  await app.register(spaPlugin, { root: config.WEB_DIST });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    sql: Sql;
    config: Config;
  }
}
