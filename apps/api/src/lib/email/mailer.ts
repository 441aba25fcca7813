import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transport } from 'nodemailer';
import type { Config } from '../../config';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of the same message; the outbox keeps it beside the text. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /**
   * Sends one message. Outbox mode resolves once the file is written; SMTP mode resolves at once
   * and delivers in the background (a slow or failing mail server never slows or fails a request,
   * and response times do not reveal whether an address has an account). Failures are logged.
   */
  send: (message: EmailMessage) => Promise<void>;
  /**
   * Sends one message and resolves only once the mail server (or the outbox) took it, rejecting
   * when it did not: for queued jobs, whose retries are the way a failure is handled.
   */
  deliver: (message: EmailMessage) => Promise<void>;
  /** Waits for messages still being delivered, then closes the connection. */
  close: () => Promise<void>;
  /** Where outbox files go, or null when sending over SMTP. */
  outboxDir: string | null;
};

export type MailerOptions = {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
  /**
   * Log each outbox message whole (subject and text), so a developer reads codes and links in the
   * console. Off unless asked for (mailBodiesLogged): subjects and bodies carry codes and reset
   * links, and logs are kept and shipped where secrets must not go.
   */
  logBodies?: boolean;
};

/**
 * Whether outbox emails are logged whole: only when MAIL_LOG_BODIES asks, and never in production,
 * whatever it says.
 */
export const mailBodiesLogged = (config: Pick<Config, 'NODE_ENV' | 'MAIL_LOG_BODIES'>): boolean =>
  config.MAIL_LOG_BODIES && config.NODE_ENV !== 'production';

const OUTBOX_FOLDER = 'outbox';

/**
 * nodemailer with SMTP when SMTP_URL is set; otherwise a nodemailer transport that writes each
 * message to DATA_DIR/outbox/ (and, when asked outside production, logs it whole), so a developer
 * (and a test) can read codes and links.
 */
export function createMailer({
  smtpUrl,
  from,
  dataDir,
  logger,
  logBodies = false,
}: MailerOptions): Mailer {
  const outboxDir = smtpUrl ? null : path.join(dataDir, OUTBOX_FOLDER);
  const transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { from })
    : nodemailer.createTransport(outboxTransport(outboxDir!, logger, logBodies), { from });
  const pending = new Set<Promise<unknown>>();

  const deliver = async (message: EmailMessage) => {
    try {
      await transporter.sendMail(message);
    } catch (err) {
      // Not the subject: a verification code's subject is the code.
      logger.error({ err, to: message.to }, 'email not sent');
    }
  };

  return {
    outboxDir,
    deliver: async (message) => {
      await transporter.sendMail(message);
    },
    send: async (message) => {
      if (outboxDir) return deliver(message);
      const job = deliver(message).finally(() => pending.delete(job));
      pending.add(job);
    },
    close: async () => {
      await Promise.allSettled([...pending]);
      transporter.close();
    },
  };
}

/** Decorates the app with `mailer` (from SMTP_URL, MAIL_FROM, DATA_DIR) and closes it on shutdown. */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM, DATA_DIR, NODE_ENV } = app.config;
    const mailer = createMailer({
      smtpUrl: SMTP_URL,
      from: MAIL_FROM,
      dataDir: DATA_DIR,
      logger: app.log,
      logBodies: mailBodiesLogged(app.config),
    });
    if (!SMTP_URL && NODE_ENV === 'production') {
      app.log.warn(`SMTP_URL is not set: emails are written to ${mailer.outboxDir}, not sent`);
    }
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'faza-mailer' },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** One plain-text file per message: `To:` and `Subject:` lines, a blank line, then the text. */
function formatOutboxFile(message: EmailMessage): string {
  return `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
}

let sequence = 0;

/** Writes each message to `dir`; file names sort in sending order (ms, then a sequence). */
function outboxTransport(dir: string, logger: FastifyBaseLogger, logBodies: boolean): Transport {
  return {
    name: 'faza-outbox',
    version: '1.0.0',
    send(mail, callback) {
      const to = String(mail.data.to ?? '');
      const subject = String(mail.data.subject ?? '');
      const text = String(mail.data.text ?? '');
      const html = typeof mail.data.html === 'string' ? mail.data.html : null;
      sequence = (sequence + 1) % 1_000_000;
      const name = `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.txt`;
      const file = path.join(dir, name);
      mkdir(dir, { recursive: true })
        .then(() => writeFile(file, formatOutboxFile({ to, subject, text }), { mode: 0o600 }))
        // The HTML alternative beside it (same name, .html), for a developer to open.
        .then(() =>
          html ? writeFile(file.replace(/\.txt$/, '.html'), html, { mode: 0o600 }) : undefined,
        )
        .then(() => {
          if (logBodies)
            logger.info({ to, subject, file }, `email written to the outbox:\n${text}`);
          else logger.info({ to, file }, 'email written to the outbox');
          callback(null, { envelope: { from: '', to: [to] }, messageId: name });
        })
        .catch((err: Error) => callback(err, undefined as never));
    },
  };
}
