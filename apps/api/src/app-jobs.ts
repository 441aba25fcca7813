import pino from 'pino';
import type { Config } from './config';
import type { Sql } from './db/sql';
import { createMailer, mailBodiesLogged, type Mailer } from './lib/email/mailer';
import { createSms } from './lib/sms/sms-plugin';
import type { SmsPort } from './lib/sms/sms-port';
import { authJobs } from './modules/auth';
import { bankTransferJobs } from './modules/bank-transfers';
import { circleJobs } from './modules/circles';
import { deliveryJobs } from './modules/deliveries';
import { giftJobs } from './modules/gifts';
import { groupBuyJobs } from './modules/group-buys';
import { insightsJobs } from './modules/insights';
import { notificationJobs } from './modules/notifications';
import { orderJobs } from './modules/orders';
import { expiringLots } from './modules/pantry';
import { reconciliationJobs } from './modules/reconciliation';
import { topUpJobs } from './modules/top-ups';
import { withdrawalJobs } from './modules/withdrawals';
import { mergeJobs, type JobDefinitions } from './jobs/job-runner';
import { sweepJobs } from './jobs/sweeps';

/**
 * Every module's jobs, composed once, for the in-process runner and for `npm run worker`. Jobs that
 * send email get their own mailer (the worker has no HTTP app to borrow one from).
 */
export const appJobs = (
  sql: Sql,
  config: Config,
  mailer: Mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    logger: pino({ level: config.LOG_LEVEL }),
    logBodies: mailBodiesLogged(config),
  }),
  // The worker has no app to borrow the SMS adapter from either.
  sms: SmsPort = createSms(config, pino({ level: config.LOG_LEVEL })),
): JobDefinitions =>
  mergeJobs(
    sweepJobs(sql, config.SESSION_IDLE_DAYS),
    authJobs(sql, config, mailer),
    orderJobs(sql, config, mailer),
    topUpJobs(sql, config),
    bankTransferJobs(sql, config),
    withdrawalJobs(sql, config),
    reconciliationJobs(sql),
    giftJobs(sql),
    circleJobs(sql),
    groupBuyJobs(sql),
    deliveryJobs(sql, sms),
    notificationJobs(sql, config, mailer, expiringLots),
    insightsJobs(sql),
  );
