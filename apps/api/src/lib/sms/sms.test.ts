import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { AT_KEY, AT_USERNAME, startFakeSms, TERMII_KEY } from '../../../test/fake-sms';
import { createAfricasTalkingSms } from './africastalking-sms';
import { createOutboxSms } from './outbox-sms';
import { createSms } from './sms-plugin';
import { SmsNotSent } from './sms-port';
import { createTermiiSms } from './termii-sms';

const PHONE = '+2348031234567';
const TEXT = 'Your Faza code is 012345.';
const logger = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
  };

let fake: Awaited<ReturnType<typeof startFakeSms>>;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'faza-sms-'));
beforeAll(async () => {
  fake = await startFakeSms();
});
afterAll(async () => {
  await fake.close();
  rmSync(tmp, { recursive: true, force: true });
});
beforeEach(() => {
  fake.received.length = 0;
  fake.setMode('accept');
});

describe('SMS outbox adapter', () => {
  it('writes each message to DATA_DIR/outbox in a file named with the phone’s digits', async () => {
    const log = logger();
    const sms = createOutboxSms({ dataDir: tmp, logger: log });
    await sms.sendSms(PHONE, TEXT);
    await sms.sendSms('+2349011112222', 'Second');
    const files = readdirSync(path.join(tmp, 'outbox')).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{13}-\d{6}-[0-9a-f]{6}-sms-2348031234567\.txt$/);
    expect(readFileSync(path.join(tmp, 'outbox', files[0]!), 'utf8')).toBe(
      `To: ${PHONE}\n\n${TEXT}\n`,
    );
    // Outside development the log names the file, never the code.
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('012345');
  });
});

describe('Termii adapter', () => {
  const termii = (timeoutMs?: number) =>
    createTermiiSms({
      apiKey: TERMII_KEY,
      senderId: 'Faza',
      channel: 'dnd',
      baseUrl: fake.url,
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('posts the key, the number without +, the sender ID and the text as JSON', async () => {
    await termii().sendSms(PHONE, TEXT);
    expect(fake.received).toHaveLength(1);
    const [got] = fake.received;
    expect(got!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(got!.raw)).toEqual({
      api_key: TERMII_KEY,
      to: '2348031234567',
      from: 'Faza',
      sms: TEXT,
      type: 'plain',
      channel: 'dnd',
    });
  });

  it('rejects with SmsNotSent when Termii refuses, the key is wrong, or nobody answers', async () => {
    fake.setMode('refuse');
    await expect(termii().sendSms(PHONE, TEXT)).rejects.toThrow(
      new SmsNotSent('termii', 'HTTP 400: Insufficient balance'),
    );
    fake.setMode('accept');
    const wrongKey = createTermiiSms({
      apiKey: 'not-the-key',
      senderId: 'Faza',
      channel: 'generic',
      baseUrl: fake.url,
    });
    await expect(wrongKey.sendSms(PHONE, TEXT)).rejects.toThrow(/HTTP 401: Invalid API key/);
    fake.setMode('hang');
    await expect(termii(200).sendSms(PHONE, TEXT)).rejects.toThrow(/no answer from/);
    const closed = createTermiiSms({
      apiKey: TERMII_KEY,
      senderId: 'Faza',
      channel: 'dnd',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(closed.sendSms(PHONE, TEXT)).rejects.toBeInstanceOf(SmsNotSent);
    expect(fake.received).toEqual([]);
  });
});

describe("Africa's Talking adapter", () => {
  const at = (senderId?: string) =>
    createAfricasTalkingSms({ username: AT_USERNAME, apiKey: AT_KEY, senderId, baseUrl: fake.url });

  it('posts a form with the username, the number with +, the text and the sender ID', async () => {
    await at('FAZA').sendSms(PHONE, TEXT);
    const [got] = fake.received;
    expect(got!.headers.apikey).toBe(AT_KEY);
    expect(got!.headers.accept).toBe('application/json');
    expect(got!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(got!.raw))).toEqual({
      username: AT_USERNAME,
      to: PHONE,
      message: TEXT,
      from: 'FAZA',
    });
    await at().sendSms(PHONE, TEXT);
    expect(new URLSearchParams(fake.received[1]!.raw).has('from')).toBe(false);
  });

  it('rejects with SmsNotSent when the recipient is not accepted or the key is wrong', async () => {
    fake.setMode('refuse');
    await expect(at().sendSms(PHONE, TEXT)).rejects.toThrow(
      new SmsNotSent('africastalking', 'HTTP 201: InvalidPhoneNumber'),
    );
    fake.setMode('accept');
    const wrongKey = createAfricasTalkingSms({
      username: AT_USERNAME,
      apiKey: 'atsk_wrong_key',
      baseUrl: fake.url,
    });
    await expect(wrongKey.sendSms(PHONE, TEXT)).rejects.toThrow(/HTTP 401/);
  });
});

describe('SMS_PROVIDER', () => {
  it('picks the adapter the configuration names, the outbox by default', async () => {
    const outbox = createSms(loadConfig({ DATA_DIR: tmp }), logger());
    expect(outbox).toMatchObject({ provider: 'outbox', outboxDir: path.join(tmp, 'outbox') });

    const termii = createSms(
      loadConfig({
        SMS_PROVIDER: 'termii',
        TERMII_API_KEY: TERMII_KEY,
        TERMII_SENDER_ID: 'Faza',
        TERMII_BASE_URL: fake.url,
      }),
      logger(),
    );
    expect(termii).toMatchObject({ provider: 'termii', outboxDir: null });
    await termii.sendSms(PHONE, TEXT);

    const at = createSms(
      loadConfig({
        SMS_PROVIDER: 'africastalking',
        AFRICASTALKING_USERNAME: AT_USERNAME,
        AFRICASTALKING_API_KEY: AT_KEY,
        AFRICASTALKING_BASE_URL: fake.url,
      }),
      logger(),
    );
    expect(at.provider).toBe('africastalking');
    await at.sendSms(PHONE, TEXT);
    expect(fake.received.map((r) => [r.provider, r.to])).toEqual([
      ['termii', '2348031234567'],
      ['africastalking', PHONE],
    ]);
  });
});
