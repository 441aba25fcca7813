import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { consumePoint, enforceLimits, rateLimited, refundPoint } from '../../lib/rate-limit';
import { limitAddress } from '../../lib/limit-address';
import { phoneCodeSms } from '../../lib/sms/sms-messages';
import { SmsNotSent } from '../../lib/sms/sms-port';
import { AUTH_LIMITS } from './auth-limits';
import { checkCode, type CodeCheck } from './codes-repository';
import { provePhone } from './phone-claim';
import { issuePhoneCode, withdrawPhoneCode } from './phone-codes-repository';

/** The one counter of SMS_PER_HOUR, across all users, instances and addresses. */
const SMS_BUDGET_KEY = 'sms:all:hour';

/**
 * Texts a fresh 6-digit code to the account's own phone (docs/decisions/0027), under the IP's
 * (per /64 for IPv6) and the phone's text limits, then the hourly budget of all texts
 * (SMS_PER_HOUR, taken last so a request another limit refused spends none of it). A text that
 * never left withdraws its code, gives the phone's and the budget's points back and answers 502.
 * Phone verification and gift claims (docs/decisions/0036) both ask for it this way.
 */
export async function textPhoneCode(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; phone: string },
): Promise<void> {
  const perPhone = [
    { key: `sms:min:${user.phone}`, rule: AUTH_LIMITS.smsPerMinute },
    { key: `sms:hour:${user.phone}`, rule: AUTH_LIMITS.smsPerHour },
  ];
  await enforceLimits(
    app.sql,
    reply,
    [{ key: `sms:ip:${limitAddress(req.ip)}`, rule: AUTH_LIMITS.smsPerIp }, ...perPhone],
    AUTH_MESSAGES.tooManyRequests,
  );
  const refundable = [...perPhone.map((l) => l.key), SMS_BUDGET_KEY];
  const budget = await consumePoint(app.sql, SMS_BUDGET_KEY, {
    points: app.config.SMS_PER_HOUR,
    windowSeconds: 60 * 60,
  });
  if (!budget.allowed) {
    req.log.error({ used: budget.used }, 'SMS_PER_HOUR spent: no code texts until the hour ends');
    // Nothing was sent: the phone's own limits should not make it wait when the hour ends.
    for (const { key } of perPhone) await refundPoint(app.sql, key);
    const wait = budget.retryAfterSeconds;
    throw rateLimited(reply, wait, AUTH_MESSAGES.tooManyRequests(wait));
  }
  const { id, code } = await issuePhoneCode(app.sql, user.id, user.phone);
  try {
    await app.sms.sendSms(user.phone, phoneCodeSms(code));
  } catch (err) {
    if (!(err instanceof SmsNotSent)) throw err;
    req.log.error({ err }, 'phone code SMS not sent');
    // A code nobody was told cannot be used; the customer asks again and gets a new one.
    await withdrawPhoneCode(app.sql, id);
    // A text that never left should not make the customer wait a minute to try again.
    for (const key of refundable) await refundPoint(app.sql, key);
    throw refuse('SMS_NOT_SENT');
  }
}

/**
 * Checks the code texted to the user's phone and, when right and still for the number the account
 * holds, marks the phone verified and runs `action` in the same transaction (an error in it rolls
 * the code back too). Wrong guesses are counted as phone verification counts them.
 */
export async function withProvedPhone<T>(
  sql: Sql,
  userId: string,
  code: string,
  action: (tx: TransactionSql, phone: string) => Promise<T>,
): Promise<{ check: 'verified'; value: T } | { check: Exclude<CodeCheck, 'verified'> }> {
  let value: T | undefined;
  const check = await checkCode(sql, 'phone_verification_codes', userId, code, async (tx, row) => {
    const proof = await provePhone(tx, userId, row.phone!);
    if (proof !== 'verified') return proof;
    value = await action(tx, row.phone!);
    return 'verified';
  });
  return check === 'verified' ? { check, value: value as T } : { check };
}
