import type { Queryable } from '../../db/transaction';

export type PushSubscriptionRow = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * Keeps the browser's subscription for this person and session. An endpoint seen before (the same
 * browser, now signed in as someone else) moves to the new person and session.
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
): Promise<void> {
  await db`
    insert into push_subscriptions (user_id, session_token_hash, endpoint, p256dh, auth)
    values (${input.userId}, ${input.sessionTokenHash}, ${input.endpoint}, ${input.p256dh},
            ${input.auth})
    on conflict (endpoint) do update
      set user_id = excluded.user_id, session_token_hash = excluded.session_token_hash,
          p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`;
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
