import path from 'node:path';
import { z } from 'zod';
import { normalizeNigerianPhone } from '@faza/shared';
import { operationsEnv } from './config-operations';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** A PostgreSQL URL. Without it an embedded PostgreSQL runs with its files under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Port of the embedded PostgreSQL; 0 picks a free one. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...operationsEnv,
  /** Where the built SPA lives; the API serves it in production. */
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  /** Public origin (scheme://host[:port]) used in emailed links and Origin checks. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Trust X-Forwarded-For from a proxy in front of us ('true', or its addresses). Off by
   * default: otherwise anyone could pick the IP address that per-IP rate limits count against.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string =>
      v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v,
    ),
  /** smtp:// or smtps:// URL of a mail server. Without it, emails are written to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From header of every email. */
  MAIL_FROM: z.string().min(3).default('Faza <hello@faza.ng>'),
  /** Sessions end after this many days without a request… */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** …and this many days after sign-in, whatever the activity. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(730).default(90),
  /**
   * Where queued and scheduled jobs run: 'in-process' (default) inside each API process, or 'off'
   * when a separate `npm run worker` does it.
   */
  JOB_RUNNER: z.enum(['in-process', 'off']).default('in-process'),
  /**
   * The account customers pay bank transfers into (invoice, pending payment, wallet top-up by
   * bank). The defaults are placeholders: a real deployment must set all three.
   */
  BANK_NAME: z.string().trim().min(2).max(100).default('Faza Demo Bank'),
  BANK_ACCOUNT_NAME: z.string().trim().min(2).max(100).default('Faza Foods Ltd'),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{10}$/, 'must be a 10-digit NUBAN account number')
    .default('0000000000'),
  /**
   * The two WhatsApp numbers customers send payment proof to (spec §9), comma-separated Nigerian
   * numbers. The defaults are placeholders.
   */
  WHATSAPP_NUMBERS: z
    .string()
    .default('08000000001,08000000002')
    .transform((value, ctx) => {
      const numbers = value.split(',').map((n) => normalizeNigerianPhone(n.trim()));
      if (numbers.length !== 2 || numbers.some((n) => n === null)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be two Nigerian phone numbers, comma-separated',
        });
        return z.NEVER;
      }
      return numbers as [string, string];
    }),
  /**
   * Food sends one user may make in a minute. Never below 30, so a family sending in a burst is
   * not stopped (issue: pantry and food sending).
   */
  PANTRY_SENDS_PER_MINUTE: z.coerce.number().int().min(30).max(100_000).default(60),
  /** Wallet sends one user may make in a minute; never below 30 (issue 9 item 5). */
  WALLET_SENDS_PER_MINUTE: z.coerce.number().int().min(30).max(100_000).default(60),
  /**
   * Delivery requests (`POST /api/pantry/consume`) one user may make in an hour. Each one is a trip
   * by staff; never below 5, so a household splitting its food across addresses is not stopped.
   */
  DELIVERY_REQUESTS_PER_HOUR: z.coerce.number().int().min(5).max(100_000).default(20),
  /**
   * Who takes card top-ups: 'sandbox' (default; a payment page served by this API, no network) or
   * 'paystack' (needs PAYSTACK_SECRET_KEY).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  /** Paystack secret key (sk_test_… or sk_live_…): API calls and webhook signatures. */
  PAYSTACK_SECRET_KEY: z.string().trim().min(8).optional(),
  /** Paystack's API address; tests point it at a fake server. */
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'WEB_DIST'> & {
  DATA_DIR: string;
  WEB_DIST: string;
  /** Served over HTTPS (PUBLIC_URL is https): cookies get Secure and the __Host- prefix. */
  COOKIE_SECURE: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once at boot; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=` in a shell or .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema
    .refine((c) => c.PAYMENT_PROVIDER !== 'paystack' || c.PAYSTACK_SECRET_KEY !== undefined, {
      path: ['PAYSTACK_SECRET_KEY'],
      message: 'is required when PAYMENT_PROVIDER is paystack',
    })
    .safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const root = findRepoRoot();
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(root, parsed.data.DATA_DIR),
    WEB_DIST: path.resolve(root, parsed.data.WEB_DIST),
    COOKIE_SECURE: parsed.data.PUBLIC_URL?.startsWith('https:') ?? false,
  };
}

/** Relative paths are relative to the repository root, wherever the process was started. */
export function findRepoRoot(): string {
  return path.resolve(import.meta.dirname, '../../..');
}
