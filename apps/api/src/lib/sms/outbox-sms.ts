import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsPort } from './sms-port';

/** The email outbox's folder: a developer finds every message the app "sent" in one place. */
const SMS_OUTBOX_FOLDER = 'outbox';

/**
 * `<ms>-<sequence>-<random>-sms-<digits>.txt`: sorts in sending order beside the emails, and the
 * phone's digits in the name let a developer or a test find a number's messages with a glob.
 */
const smsOutboxFileName = (to: string, now = Date.now()): string =>
  `${now}-${String(nextSequence()).padStart(6, '0')}-${randomBytes(3).toString('hex')}-sms-${to.replace(/\D/g, '')}.txt`;

/** One plain-text file per message: a `To:` line, a blank line, then the text. */
const formatSmsOutboxFile = (to: string, text: string): string => `To: ${to}\n\n${text}\n`;

let sequence = 0;
const nextSequence = () => (sequence = (sequence + 1) % 1_000_000);

/**
 * The default SMS adapter: each message is a file under DATA_DIR/outbox/ instead of a text to a
 * phone, so development and the tests need no provider, no key and no network. The text is
 * logged whole only in development (it carries a code, and logs travel further than this folder).
 */
export function createOutboxSms(options: {
  dataDir: string;
  logger: FastifyBaseLogger;
  logBodies?: boolean;
}): SmsPort & { outboxDir: string } {
  const outboxDir = path.join(options.dataDir, SMS_OUTBOX_FOLDER);
  return {
    outboxDir,
    async sendSms(to, text) {
      const file = path.join(outboxDir, smsOutboxFileName(to));
      await mkdir(outboxDir, { recursive: true });
      await writeFile(file, formatSmsOutboxFile(to, text), { mode: 0o600 });
      if (options.logBodies)
        options.logger.info({ to, file }, `SMS written to the outbox:\n${text}`);
      else options.logger.info({ to, file }, 'SMS written to the outbox');
    },
  };
}
