import { callProvider, SmsNotSent, type SmsPort } from './sms-port';

export type AfricasTalkingOptions = {
  /** The app's username on Africa's Talking (`sandbox` for its sandbox). */
  username: string;
  apiKey: string;
  /** An approved sender ID or short code; without it the account's default is used. */
  senderId?: string | undefined;
  /** `https://api.africastalking.com`, or `https://api.sandbox.africastalking.com`. */
  baseUrl: string;
  timeoutMs?: number;
};

/** Africa's Talking recipient statuses that mean the message was taken: processed, sent, queued. */
const ACCEPTED = new Set([100, 101, 102]);

type Recipient = { statusCode?: unknown; status?: unknown };

/**
 * Africa's Talking's SMS API (https://developers.africastalking.com/docs/sms/sending):
 * `POST /version1/messaging`, form-encoded `username`, `to` (international form, with `+`),
 * `message` and optional `from`, the key in the `apiKey` header. The answer lists each recipient
 * with a status code; the send counted only if ours was accepted.
 */
export function createAfricasTalkingSms(options: AfricasTalkingOptions): SmsPort {
  return {
    async sendSms(to, text) {
      const form = new URLSearchParams({ username: options.username, to, message: text });
      if (options.senderId) form.set('from', options.senderId);
      const { ok, status, body } = await callProvider(
        'africastalking',
        new URL('/version1/messaging', options.baseUrl),
        {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        options.timeoutMs,
      );
      const data = (body as { SMSMessageData?: { Message?: unknown; Recipients?: unknown } } | null)
        ?.SMSMessageData;
      const recipients = Array.isArray(data?.Recipients) ? (data.Recipients as Recipient[]) : [];
      const ours = recipients[0];
      if (ok && ours && ACCEPTED.has(Number(ours.statusCode))) return;
      const said = ours
        ? `: ${String(ours.status ?? ours.statusCode)}`
        : typeof data?.Message === 'string'
          ? `: ${data.Message.slice(0, 200)}`
          : '';
      throw new SmsNotSent('africastalking', `HTTP ${status}${said}`);
    },
  };
}
