import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createAfricasTalkingSms } from './africastalking-sms';
import { createOutboxSms } from './outbox-sms';
import type { SmsPort, SmsProviderName } from './sms-port';
import { createTermiiSms } from './termii-sms';

export type Sms = SmsPort & {
  provider: SmsProviderName;
  /** Where outbox files go, or null when a provider sends for real. */
  outboxDir: string | null;
};

type SmsConfig = Pick<
  Config,
  | 'SMS_PROVIDER'
  | 'DATA_DIR'
  | 'NODE_ENV'
  | 'TERMII_API_KEY'
  | 'TERMII_SENDER_ID'
  | 'TERMII_CHANNEL'
  | 'TERMII_BASE_URL'
  | 'AFRICASTALKING_USERNAME'
  | 'AFRICASTALKING_API_KEY'
  | 'AFRICASTALKING_SENDER_ID'
  | 'AFRICASTALKING_BASE_URL'
>;

/** The adapter SMS_PROVIDER names; loadConfig has already checked that its keys are set. */
export function createSms(config: SmsConfig, logger: FastifyBaseLogger): Sms {
  switch (config.SMS_PROVIDER) {
    case 'termii':
      return {
        provider: 'termii',
        outboxDir: null,
        ...createTermiiSms({
          apiKey: config.TERMII_API_KEY!,
          senderId: config.TERMII_SENDER_ID!,
          channel: config.TERMII_CHANNEL,
          baseUrl: config.TERMII_BASE_URL,
        }),
      };
    case 'africastalking':
      return {
        provider: 'africastalking',
        outboxDir: null,
        ...createAfricasTalkingSms({
          username: config.AFRICASTALKING_USERNAME!,
          apiKey: config.AFRICASTALKING_API_KEY!,
          senderId: config.AFRICASTALKING_SENDER_ID,
          baseUrl: config.AFRICASTALKING_BASE_URL,
        }),
      };
    case 'outbox':
      return {
        provider: 'outbox',
        ...createOutboxSms({
          dataDir: config.DATA_DIR,
          logger,
          logBodies: config.NODE_ENV === 'development',
        }),
      };
  }
}

/** Decorates the app with `sms`, the adapter SMS_PROVIDER picks (outbox by default). */
export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    const sms = createSms(app.config, app.log);
    if (sms.outboxDir && app.config.NODE_ENV === 'production') {
      app.log.warn(
        `SMS_PROVIDER is outbox: text messages are written to ${sms.outboxDir}, not sent`,
      );
    }
    app.decorate('sms', sms);
  },
  { name: 'faza-sms' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sms: Sms;
  }
}
