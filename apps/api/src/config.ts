import path from 'node:path';
import { z } from 'zod';
import { normalizeNigerianPhone } from '@faza/shared';
import { API_DIR } from './api-dir';
import { giftLimitVariables, limitVariables } from './config-limits';
import { kycEnv } from './config-kyc';
import { operationsEnv } from './config-operations';
import { withdrawalEnv } from './config-withdrawals';
import { pushEnv } from './config-push';
import { parseTrustProxy, type TrustProxy } from './config-trust-proxy';

/** An approved alphanumeric sender ID or short code, as the SMS providers accept them. */
const senderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,11}$/, 'must be 3 to 11 letters or digits (an approved sender ID)');

const envSchema = z.object({
  /**
   * Unset means production: a server started without it must not behave like a developer's
   * laptop. `npm run dev` sets development.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
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
  ...withdrawalEnv,
  ...kycEnv,
  /** Where the built SPA lives; the API serves it in production. */
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  /** Public origin (scheme://host[:port]) used in emailed links and Origin checks. */
  PUBLIC_URL: z.url().optional(),
  /**
   * The proxies in front of us whose X-Forwarded-For is believed: their addresses or CIDRs,
   * comma-separated. Off by default, and never "every hop": otherwise anyone could pick the IP
   * address that per-IP rate limits count against.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** smtp:// or smtps:// URL of a mail server. Without it, emails are written to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From header of every email. */
  MAIL_FROM: z.string().min(3).default('Faza <hello@faza.ng>'),
  /**
   * Log each outbox email whole (codes and reset links included), for a developer reading the
   * console. Ignored in production (see mailBodiesLogged).
   */
  MAIL_LOG_BODIES: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The VAPID key pair web push is signed with (base64url: the uncompressed P-256 public point and
   * the 32-byte private key, as `npx web-push generate-vapid-keys` prints them). Both or neither:
   * without them a pair is made once and kept in the database (docs/decisions/0030).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url 32-byte private key (43 characters)')
    .optional(),
  ...pushEnv,
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
   * The two WhatsApp numbers customers send payment proof to (docs/product-spec.md §9), comma-separated Nigerian
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
  ...limitVariables,
  ...giftLimitVariables,
  /**
   * Who takes card top-ups: 'sandbox' (default; a payment page served by this API, no network) or
   * 'paystack' (needs PAYSTACK_SECRET_KEY).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  /**
   * 'allow' lets the sandbox take card top-ups on a server with PUBLIC_URL (a public test
   * deployment). Without it such a server refuses to start: any Luhn-valid card number would
   * credit real wallets with money nobody paid.
   */
  SANDBOX_PAYMENTS: z.enum(['allow'], { error: 'must be allow, or unset' }).optional(),
  /** Paystack secret key (sk_test_… or sk_live_…): API calls and webhook signatures. */
  PAYSTACK_SECRET_KEY: z.string().trim().min(8).optional(),
  /** Paystack's API address; tests point it at a fake server. */
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** The partner bank of customers' dedicated account numbers (Paystack's preferred_bank slug). */
  PAYSTACK_PREFERRED_BANK: z
    .string()
    .regex(/^[a-z0-9-]{2,50}$/)
    .default('wema-bank'),
  /**
   * Who sends text messages (phone verification codes): 'outbox' (default; files under
   * DATA_DIR/outbox, nothing leaves the machine), 'termii' or 'africastalking' (each needs its
   * keys).
   */
  SMS_PROVIDER: z.enum(['outbox', 'termii', 'africastalking']).default('outbox'),
  TERMII_API_KEY: z.string().trim().min(8).optional(),
  TERMII_SENDER_ID: senderIdSchema.optional(),
  /** 'dnd' also reaches numbers on the Do-Not-Disturb list; 'generic' does not. */
  TERMII_CHANNEL: z.enum(['dnd', 'generic']).default('dnd'),
  /** Termii shows each account its base URL; tests point it at a fake server. */
  TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
  AFRICASTALKING_USERNAME: z.string().trim().min(1).max(100).optional(),
  AFRICASTALKING_API_KEY: z.string().trim().min(8).optional(),
  AFRICASTALKING_SENDER_ID: senderIdSchema.optional(),
  /** `https://api.sandbox.africastalking.com` for the sandbox; tests point it at a fake server. */
  AFRICASTALKING_BASE_URL: z.url().default('https://api.africastalking.com'),
});

/** The variables each SMS provider cannot work without. */
const SMS_PROVIDER_NEEDS = {
  outbox: [],
  termii: ['TERMII_API_KEY', 'TERMII_SENDER_ID'],
  africastalking: ['AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY'],
} as const satisfies Record<string, readonly (keyof z.infer<typeof envSchema>)[]>;

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
    .refine((c) => !sandboxOnPublicServer(c), {
      path: ['PAYMENT_PROVIDER'],
      message:
        'is sandbox (the default), whose test cards credit wallets with money nobody paid, on a server with PUBLIC_URL: set PAYMENT_PROVIDER=paystack, or SANDBOX_PAYMENTS=allow for a test deployment',
    })
    .superRefine((c, ctx) => {
      for (const name of SMS_PROVIDER_NEEDS[c.SMS_PROVIDER]) {
        if (c[name] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required when SMS_PROVIDER is ${c.SMS_PROVIDER}`,
          });
      }
    })
    .refine((c) => c.PUSH_TEST_ORIGINS.length === 0 || c.NODE_ENV === 'test', {
      path: ['PUSH_TEST_ORIGINS'],
      message: 'is for tests only: it is refused unless NODE_ENV is test',
    })
    .refine((c) => (c.VAPID_PUBLIC_KEY === undefined) === (c.VAPID_PRIVATE_KEY === undefined), {
      path: ['VAPID_PRIVATE_KEY'],
      message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither',
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

const sandboxOnPublicServer = (
  c: Pick<Config, 'PAYMENT_PROVIDER' | 'PUBLIC_URL' | 'SANDBOX_PAYMENTS'>,
): boolean =>
  c.PAYMENT_PROVIDER === 'sandbox' && c.PUBLIC_URL !== undefined && c.SANDBOX_PAYMENTS !== 'allow';

/** Relative paths are relative to the repository root, wherever the process was started. */
export function findRepoRoot(): string {
  return path.resolve(API_DIR, '../..');
}

/**
 * The configuration of a process that starts from the command line (`npm start`, `npm run
 * worker`): a bad value stops it with the one message naming the variable, no stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
