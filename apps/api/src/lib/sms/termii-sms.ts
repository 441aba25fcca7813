import { callProvider, SmsNotSent, type SmsPort } from './sms-port';

export type TermiiOptions = {
  apiKey: string;
  /** An approved alphanumeric sender ID (3 to 11 characters). */
  senderId: string;
  /**
   * `dnd` reaches numbers on Nigeria's Do-Not-Disturb list, which the `generic` route drops: a
   * verification code has to arrive whatever the customer opted out of.
   */
  channel: 'dnd' | 'generic';
  /** Termii gives each account its base URL on the dashboard; tests point it at a fake. */
  baseUrl: string;
  timeoutMs?: number;
};

/**
 * Termii's Messaging API (https://developers.termii.com/messaging): `POST /api/sms/send` with a
 * JSON body carrying the key, the number in international form without `+`, the sender ID and the
 * text. Termii answers `{ code: 'ok', message_id, … }` when it took the message.
 */
export function createTermiiSms(options: TermiiOptions): SmsPort {
  return {
    async sendSms(to, text) {
      const { ok, status, body } = await callProvider(
        'termii',
        new URL('/api/sms/send', options.baseUrl),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: options.apiKey,
            to: to.replace(/^\+/, ''),
            from: options.senderId,
            sms: text,
            type: 'plain',
            channel: options.channel,
          }),
        },
        options.timeoutMs,
      );
      const answer = (body ?? {}) as { code?: unknown; message_id?: unknown; message?: unknown };
      const accepted =
        answer.code === 'ok' ||
        typeof answer.message_id === 'string' ||
        typeof answer.message_id === 'number';
      if (ok && accepted) return;
      const said = typeof answer.message === 'string' ? `: ${answer.message.slice(0, 200)}` : '';
      throw new SmsNotSent('termii', `HTTP ${status}${said}`);
    },
  };
}
