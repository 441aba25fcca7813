import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeNigerianPhone, resetTokenFromLocation } from '@faza/shared';

/**
 * Reads the development outbox (DATA_DIR/outbox): one file per email, `To:` and `Subject:` lines,
 * a blank line, then the text. File names sort in sending order. Browser tests read the same
 * folder the same way.
 */
export type OutboxEmail = { file: string; to: string; subject: string; text: string };

/** Text messages share the folder; their file names carry `-sms-` and the phone's digits. */
const SMS_MARK = '-sms-';

function readOutbox(dataDir: string): OutboxEmail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && !f.includes(SMS_MARK))
    .sort()
    .map((file) => parseEmail(file, readFileSync(path.join(dir, file), 'utf8')));
}

function parseEmail(file: string, content: string): OutboxEmail {
  const [head = '', ...rest] = content.split('\n\n');
  const header = (name: string) =>
    head
      .split('\n')
      .find((l) => l.startsWith(`${name}: `))
      ?.slice(name.length + 2) ?? '';
  return { file, to: header('To'), subject: header('Subject'), text: rest.join('\n\n') };
}

/** Emails sent to `to`, oldest first. */
export const emailsTo = (dataDir: string, to: string): OutboxEmail[] =>
  readOutbox(dataDir).filter((m) => m.to === to.toLowerCase());

export function latestEmailTo(dataDir: string, to: string): OutboxEmail {
  const mail = emailsTo(dataDir, to).at(-1);
  if (!mail) throw new Error(`no email to ${to} in the outbox`);
  return mail;
}

/** The six-digit code of the newest verification email to `to`. */
export function latestCodeFor(dataDir: string, to: string): string {
  const mail = emailsTo(dataDir, to)
    .filter((m) => m.subject.includes('verification code'))
    .at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code for ${to} in the outbox`);
  return code;
}

/** The link and token of the newest password reset email to `to`. */
export function latestResetLinkFor(dataDir: string, to: string): { link: string; token: string } {
  const mail = emailsTo(dataDir, to)
    .filter((m) => m.subject.startsWith('Reset your'))
    .at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password#token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link for ${to} in the outbox`);
  const url = new URL(link);
  return { link, token: resetTokenFromLocation(url.hash, url.search) };
}

export type OutboxSms = { file: string; to: string; text: string };

/** Text messages written to the outbox for `phone` (any Nigerian form), oldest first. */
export function smsTo(dataDir: string, phone: string): OutboxSms[] {
  const to = normalizeNigerianPhone(phone);
  if (!to) throw new Error(`not a Nigerian phone number: ${phone}`);
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(`${SMS_MARK}${to.slice(1)}.txt`))
    .sort()
    .map((file) => {
      const [head = '', ...rest] = readFileSync(path.join(dir, file), 'utf8').split('\n\n');
      return { file, to: head.replace(/^To: /, ''), text: rest.join('\n\n').trimEnd() };
    });
}

/** The six-digit code of the newest verification text to `phone`. */
export function latestPhoneCodeFor(dataDir: string, phone: string): string {
  const code = smsTo(dataDir, phone)
    .filter((m) => m.text.includes('verification code'))
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code texted to ${phone} in the outbox`);
  return code;
}
