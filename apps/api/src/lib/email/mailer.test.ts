import net from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestApp, newAccount, signUp } from '../../../test/auth-helpers';
import { createMailer } from './mailer';
import { verificationCodeEmail } from './messages';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'faza-mailer-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const fakeLogger = () =>
  ({ info: vi.fn(), error: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

/** Just enough of an SMTP server on loopback to receive one message per connection. */
async function fakeSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
}

describe('mailer', () => {
  it('writes one outbox file per message: To, Subject, blank line, text', async () => {
    const logger = fakeLogger();
    const mailer = createMailer({
      from: 'Faza <hello@faza.ng>',
      dataDir: tmp,
      logger,
      logBodies: true,
    });
    await mailer.send(verificationCodeEmail('ada@example.com', 'ada', '012345'));
    await mailer.send({ to: 'bayo@example.com', subject: 'Second', text: 'Body two' });
    const dir = path.join(tmp, 'outbox');
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{13}-\d{6}-[0-9a-f]{6}\.txt$/);
    const first = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(
      first.startsWith('To: ada@example.com\nSubject: 012345 is your Faza verification code\n\n'),
    ).toBe(true);
    expect(first).toContain('    012345\n');
    expect(readFileSync(path.join(dir, files[1]!), 'utf8')).toBe(
      'To: bayo@example.com\nSubject: Second\n\nBody two\n',
    );
    // …and logged (in development), so a developer sees the code in the console.
    expect(logger.info.mock.calls[0]![1]).toContain('012345');
    await mailer.close();
  });

  it('logs neither subject nor text unless asked (production, test)', async () => {
    const logger = fakeLogger();
    const mailer = createMailer({ from: 'Faza <hello@faza.ng>', dataDir: tmp, logger });
    await mailer.send(verificationCodeEmail('ada@example.com', 'ada', '024680'));
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logger.info.mock.calls)).not.toContain('024680');
    await mailer.close();
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Faza <hello@faza.ng>',
        dataDir: tmp,
        logger: fakeLogger(),
      });
      expect(mailer.outboxDir).toBeNull();
      await mailer.send({ to: 'chidi@example.com', subject: 'Hello', text: 'Code 654321' });
      await mailer.close(); // waits for the background delivery
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: chidi@example.com');
      expect(smtp.received[0]).toContain('From: Faza <hello@faza.ng>');
      expect(smtp.received[0]).toContain('Code 654321');
    } finally {
      smtp.close();
    }
  });

  it('logs a failed delivery instead of failing the request', async () => {
    const logger = fakeLogger();
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x <x@faza.ng>',
      dataDir: tmp,
      logger,
    });
    await expect(
      mailer.send({ to: 'a@example.com', subject: '135791 is your code', text: 't' }),
    ).resolves.toBeUndefined();
    await mailer.close();
    expect(logger.error).toHaveBeenCalledTimes(1);
    // The subject can be the code itself.
    expect(JSON.stringify(logger.error.mock.calls[0]![0].to)).toContain('a@example.com');
    expect(Object.keys(logger.error.mock.calls[0]![0])).not.toContain('subject');
  });

  it('keeps sign-up working when the mail server is down', async () => {
    const ctx = await createAuthTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await signUp(ctx.app, newAccount())).statusCode).toBe(201);
    } finally {
      await ctx.close();
    }
  });
});
