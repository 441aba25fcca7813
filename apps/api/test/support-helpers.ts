import { randomUUID } from 'node:crypto';
import type { CreateConversationRequest, SubscriptionTier } from '@faza/shared';
import { sessionCookies } from './auth-helpers';
import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT';

/** Any support or consultant call as `cookie`, with a fresh Idempotency-Key on a POST. */
export const supportCall = (
  ctx: TestContext,
  cookie: string | undefined,
  method: Method,
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    cookies: sessionCookies(ctx.app, cookie),
    headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {},
    ...(payload === undefined ? {} : { payload }),
  });

export const startConversation = (
  ctx: TestContext,
  cookie: string | undefined,
  body: CreateConversationRequest = { topic: 'order', message: 'Where is my order?' },
) => supportCall(ctx, cookie, 'POST', '/api/support/conversations', body);

/** Starts a conversation and returns its id; throws on anything but 201. */
export async function conversationOf(
  ctx: TestContext,
  cookie: string,
  body?: CreateConversationRequest,
): Promise<string> {
  const res = await startConversation(ctx, cookie, body);
  if (res.statusCode !== 201) throw new Error(`conversation not started: ${res.body}`);
  return res.json().data.id as string;
}

export const staffReply = (ctx: TestContext, cookie: string, id: string, body: string) =>
  supportCall(ctx, cookie, 'POST', `/api/admin/support/${id}/messages`, { body });

/** Puts the user on a tier until `endsInDays` from now (negative: already lapsed). */
export async function setTier(
  ctx: TestContext,
  userId: string,
  tier: SubscriptionTier,
  endsInDays = 30,
): Promise<void> {
  await ctx.sql`update users set subscription_tier = ${tier},
                  subscription_ends_at = now() + make_interval(days => ${endsInDays})
                where id = ${userId}`;
}

/** Marks a staff member as a consultant, as an admin does in the console. */
export async function markConsultant(ctx: TestContext, adminCookie: string, staffId: string) {
  const res = await supportCall(ctx, adminCookie, 'PUT', `/api/admin/consultants/${staffId}`, {
    consultant: true,
  });
  if (res.statusCode !== 200) throw new Error(`not marked: ${res.body}`);
}
