import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, findRepoRoot, loadConfig } from './config';

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
    ['SMS_PROVIDER', 'pigeon'],
    ['TERMII_SENDER_ID', 'Faza Foods Nigeria'],
    ['TERMII_CHANNEL', 'whatsapp'],
    ['AFRICASTALKING_BASE_URL', 'api.africastalking.com'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

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

  it('stops the server at boot with a message naming the bad variable', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: findRepoRoot(),
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Invalid configuration');
    expect(res.stderr).toContain('PORT');
  });
});
