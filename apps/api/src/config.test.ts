import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, findRepoRoot, loadConfig } from './config';
import { mailBodiesLogged } from './lib/email/mailer';
import { PROCESS_TEST_TIMEOUT_MS, PROCESS_TIMEOUT_MS } from '../test/main-process';
import { bundledEntry } from '../test/server-bundle';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(findRepoRoot(), 'data'));
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.COOKIE_SECURE).toBe(false);
    expect(config.WHATSAPP_NUMBERS).toEqual(['+2348000000001', '+2348000000002']);
    expect(config.BANK_ACCOUNT_NUMBER).toMatch(/^\d{10}$/);
    expect(config.DELIVERY_REQUESTS_PER_HOUR).toBe(20);
    expect(config.CHECKOUTS_PER_HOUR).toBe(30);
    expect(config.TOPUPS_PER_HOUR).toBe(20);
    expect(config.TOPUP_VERIFICATIONS_PER_MINUTE).toBe(30);
    expect(config.SUBSCRIPTIONS_PER_HOUR).toBe(10);
    // A server started without NODE_ENV behaves as in production: no email bodies in the log.
    expect(config.NODE_ENV).toBe('production');
    expect(mailBodiesLogged(config)).toBe(false);
  });

  it('logs email bodies only when MAIL_LOG_BODIES asks, and never in production', () => {
    const logged = (env: NodeJS.ProcessEnv) => mailBodiesLogged(loadConfig(env));
    expect(logged({ NODE_ENV: 'development' })).toBe(false);
    expect(logged({ NODE_ENV: 'development', MAIL_LOG_BODIES: 'true' })).toBe(true);
    expect(logged({ NODE_ENV: 'test', MAIL_LOG_BODIES: 'true' })).toBe(true);
    expect(logged({ MAIL_LOG_BODIES: 'true' })).toBe(false);
    expect(logged({ NODE_ENV: 'production', MAIL_LOG_BODIES: 'true' })).toBe(false);
    expect(() => loadConfig({ MAIL_LOG_BODIES: 'yes' })).toThrow(/\bMAIL_LOG_BODIES\b/);
  });

  it('reads the two WhatsApp numbers in any Nigerian form', () => {
    expect(
      loadConfig({ WHATSAPP_NUMBERS: '08031234567, +2349011112222' }).WHATSAPP_NUMBERS,
    ).toEqual(['+2348031234567', '+2349011112222']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ PORT: 3000 });
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/faza'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['WHATSAPP_NUMBERS', '08031234567'],
    ['WHATSAPP_NUMBERS', '08031234567,12345'],
    ['BANK_ACCOUNT_NUMBER', '12-34'],
    ['DELIVERY_REQUESTS_PER_HOUR', '4'],
    ['DELIVERY_REQUESTS_PER_HOUR', 'many'],
    ['CHECKOUTS_PER_HOUR', '4'],
    ['TOPUPS_PER_HOUR', '4'],
    ['TOPUP_VERIFICATIONS_PER_MINUTE', '9'],
    ['SUBSCRIPTIONS_PER_HOUR', '2'],
    ['SMS_PROVIDER', 'pigeon'],
    ['TERMII_SENDER_ID', 'Faza Foods Nigeria'],
    ['TERMII_CHANNEL', 'whatsapp'],
    ['AFRICASTALKING_BASE_URL', 'api.africastalking.com'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('trusts only the proxies named in TRUST_PROXY, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1' }).TRUST_PROXY).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).TRUST_PROXY).toEqual(['fd00::/8']);
    for (const value of ['true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', '1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/\bTRUST_PROXY\b/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/every hop/);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY });
    app.get('/ip', (req) => req.ip);
    const ip = async (remoteAddress: string) =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '10.9.8.7' } }))
        .body;
    expect(await ip('127.0.0.1')).toBe('10.9.8.7');
    // A client that is not the proxy cannot choose the address its requests count against.
    expect(await ip('203.0.113.5')).toBe('203.0.113.5');
    await app.close();
  });

  it('refuses the sandbox provider on a server with PUBLIC_URL unless SANDBOX_PAYMENTS=allow', () => {
    const PUBLIC_URL = 'https://faza.example';
    expect(() => loadConfig({ PUBLIC_URL })).toThrow(
      /\bPAYMENT_PROVIDER\b.*SANDBOX_PAYMENTS=allow/,
    );
    expect(() => loadConfig({ PUBLIC_URL, PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(loadConfig({ PUBLIC_URL, SANDBOX_PAYMENTS: 'allow' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(
      loadConfig({
        PUBLIC_URL,
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_12345678',
      }).PAYMENT_PROVIDER,
    ).toBe('paystack');
    // A laptop without PUBLIC_URL (npm start) keeps the sandbox.
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ SANDBOX_PAYMENTS: 'yes' })).toThrow(/\bSANDBOX_PAYMENTS\b/);
  });

  it(
    'stops a public server with the sandbox provider at boot, saying what to set',
    () => {
      const res = spawnSync(process.execPath, bundledEntry('main'), {
        cwd: findRepoRoot(),
        env: {
          ...process.env,
          PUBLIC_URL: 'https://faza.example',
          PAYMENT_PROVIDER: '',
          SANDBOX_PAYMENTS: '',
          DATA_DIR: '/nonexistent/never-created',
        },
        encoding: 'utf8',
        timeout: PROCESS_TIMEOUT_MS,
      });
      expect(res.status).toBe(1);
      expect(res.stderr).toContain('PAYMENT_PROVIDER: is sandbox');
      expect(res.stderr).toContain('SANDBOX_PAYMENTS=allow');
      expect(res.stderr).not.toMatch(/\n\s+at /); // no stack trace
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('asks for the keys of the SMS provider chosen, and only for those', () => {
    expect(loadConfig({}).SMS_PROVIDER).toBe('outbox');
    expect(() => loadConfig({ SMS_PROVIDER: 'termii', TERMII_API_KEY: 'TLkey12345' })).toThrow(
      /TERMII_SENDER_ID: is required when SMS_PROVIDER is termii/,
    );
    const missing = () => loadConfig({ SMS_PROVIDER: 'africastalking' });
    expect(missing).toThrow(/AFRICASTALKING_USERNAME: is required/);
    expect(missing).toThrow(/AFRICASTALKING_API_KEY: is required/);
    expect(
      loadConfig({
        SMS_PROVIDER: 'termii',
        TERMII_API_KEY: 'TLkey12345',
        TERMII_SENDER_ID: 'Faza',
      }),
    ).toMatchObject({ TERMII_CHANNEL: 'dnd', TERMII_BASE_URL: 'https://api.ng.termii.com' });
  });

  it(
    'stops the server at boot with a message naming the bad variable',
    () => {
      // The one start under tsx, as `npm run serve` and the container run the sources: it loads
      // every module of the server before the configuration stops it. The other process tests
      // start the bundle (test/server-bundle.ts).
      const res = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: findRepoRoot(),
        env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/nonexistent/never-created' },
        encoding: 'utf8',
        timeout: PROCESS_TIMEOUT_MS,
      });
      expect(res.status).toBe(1);
      expect(res.stderr).toContain('Invalid configuration');
      expect(res.stderr).toContain('PORT');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
