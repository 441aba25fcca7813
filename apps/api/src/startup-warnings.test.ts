import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupWarnings } from './startup-warnings';

const BANK = { BANK_NAME: 'Zenith Bank', BANK_ACCOUNT_NUMBER: '1012345678' };
const warn = (env: NodeJS.ProcessEnv) => startupWarnings(loadConfig({ ...BANK, ...env }));

describe('start-up warnings', () => {
  it('warns once when production listens beyond loopback without PUBLIC_URL', () => {
    for (const HOST of [undefined, '0.0.0.0', '::', '192.168.1.20']) {
      const warnings = warn({ NODE_ENV: 'production', ...(HOST ? { HOST } : {}) });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('PUBLIC_URL is not set');
      expect(warnings[0]).toContain('emailed links will point to http://localhost:3000');
      expect(warnings[0]).toContain('cookies are not Secure');
    }
  });

  it('stays quiet on loopback, with PUBLIC_URL, or outside production', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '[::1]']) {
      expect(warn({ NODE_ENV: 'production', HOST })).toEqual([]);
    }
    const paystack = { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_12345678' };
    expect(warn({ NODE_ENV: 'production', PUBLIC_URL: 'https://faza.ng', ...paystack })).toEqual(
      [],
    );
    expect(warn({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('warns in production when the bank details are the placeholders', () => {
    const env = { NODE_ENV: 'production', HOST: '127.0.0.1' } as const;
    for (const bank of [{ BANK_ACCOUNT_NUMBER: '0000000000' }, { BANK_NAME: 'Faza Demo Bank' }]) {
      const warnings = warn({ ...env, ...bank });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('BANK_ACCOUNT_NUMBER are the placeholders');
    }
    expect(warn({ NODE_ENV: 'development', BANK_ACCOUNT_NUMBER: '0000000000' })).toEqual([]);
  });

  it('says that production ignores MAIL_LOG_BODIES', () => {
    const env = { HOST: '127.0.0.1', MAIL_LOG_BODIES: 'true' } as const;
    expect(warn({ ...env, NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('MAIL_LOG_BODIES is ignored in production'),
    ]);
    expect(warn({ ...env, NODE_ENV: 'development' })).toEqual([]);
  });

  it('warns when a public server takes card top-ups with the sandbox', () => {
    const warnings = warn({ PUBLIC_URL: 'https://test.faza.ng', SANDBOX_PAYMENTS: 'allow' });
    expect(warnings).toEqual([expect.stringContaining('SANDBOX_PAYMENTS=allow')]);
    expect(warnings[0]).toContain('https://test.faza.ng');
  });
});
