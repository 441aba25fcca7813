import type { Queryable } from '../../db/transaction';

export type PushSubscriptionRow = { id: string; endpoint: string; p256dh: string; auth: string };

/** Subscriptions one account keeps; a new one beyond it drops the oldest (docs/decisions/0046). */
const SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * Keeps the browser's subscription for this person and session, and answers false when the
 * endpoint belongs to another account whose session for it is still signed in: it is not taken
 * over (docs/decisions/0046). An endpoint of this person, or of a session that has ended (the same
 * browser, signed out, now signed in as someone else), moves to this person and session. Beyond
 * SUBSCRIPTIONS_PER_ACCOUNT, the person's oldest subscriptions are dropped.
 */
export async function saveSubscription(
  db: Queryable,
  input: {
    userId: string;
    sessionTokenHash: Buffer;
    endpoint: string;
    p256dh: string;
    auth: string;
  },
  idleDays: number,
): Promise<boolean> {
  // One statement: the row lock ON CONFLICT takes makes the owner check and the move atomic.
  const kept = await db`
    insert into push_subscriptions as p (user_id, session_token_hash, endpoint, p256dh, auth)
    values (${input.userId}, ${input.sessionTokenHash}, ${input.endpoint}, ${input.p256dh},
            ${input.auth})
    on conflict (endpoint) do update
      set user_id = excluded.user_id, session_token_hash = excluded.session_token_hash,
          p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()
      where p.user_id = excluded.user_id
         or not exists (select 1 from sessions s
                        where s.token_hash = p.session_token_hash and s.revoked_at is null
                          and s.expires_at > now()
                          and s.last_seen_at > now() - make_interval(days => ${idleDays}))
    returning p.id`;
  if (kept.length === 0) return false;
  await db`
    delete from push_subscriptions
    where user_id = ${input.userId}
      and id not in (select id from push_subscriptions where user_id = ${input.userId}
                     order by created_at desc, id limit ${SUBSCRIPTIONS_PER_ACCOUNT})`;
  return true;
}

export async function deleteSubscription(
  db: Queryable,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const gone = await db`delete from push_subscriptions
                        where user_id = ${userId} and endpoint = ${endpoint}`;
  return gone.count > 0;
}

/** The push service says this endpoint is gone (404 or 410): never call it again. */
export async function forgetSubscription(db: Queryable, id: string): Promise<void> {
  await db`delete from push_subscriptions where id = ${id}`;
}

/**
 * The person's subscriptions whose session is still signed in, but those already reached by this
 * delivery. A session past its idle or absolute lifetime counts as signed out.
 */
export async function liveSubscriptions(
  db: Queryable,
  userId: string,
  except: readonly string[],
  idleDays: number,
): Promise<PushSubscriptionRow[]> {
  return db<PushSubscriptionRow[]>`
    select p.id, p.endpoint, p.p256dh, p.auth
    from push_subscriptions p join sessions s on s.token_hash = p.session_token_hash
    where p.user_id = ${userId} and s.user_id = ${userId} and s.revoked_at is null
      and s.expires_at > now() and s.last_seen_at > now() - make_interval(days => ${idleDays})
      and p.id <> all(${except as string[]}::uuid[])
    order by p.created_at`;
}
