import { randomUUID } from 'node:crypto';
import type { Sql } from '../src/db/sql';
import { withTransaction } from '../src/db/transaction';
import { addLots } from '../src/modules/pantry';
import { sessionCookies } from './auth-helpers';
import type { TestContext } from './test-app';

export const RICE = { name: 'Foreign parboiled rice', type: '5kg', priceKobo: 9_600_00 };
export const BEANS = { name: 'Honey beans (oloyin)', type: '1kg', priceKobo: 2_300_00 };
export const PEPPER = { name: 'Scotch bonnet pepper (ata rodo)', type: 'per nylon' };

/**
 * Puts food into a user's pantry as staff would (journal kind `adjust`), then moves its dates when
 * asked: `expiresInDays` negative makes an expired lot.
 */
export async function giveFood(
  sql: Sql,
  ownerId: string,
  food: { name: string; type: string; quantity: number; priceKobo?: number },
  dates: { expiresInDays?: number } = {},
): Promise<string> {
  const [lot] = await withTransaction(sql, (tx) =>
    addLots(tx, {
      ownerId,
      kind: 'adjust',
      actorId: null,
      lines: [
        {
          name: food.name,
          quantityType: food.type,
          quantity: food.quantity,
          unitPriceKobo: food.priceKobo ?? 1_000_00,
        },
      ],
    }),
  );
  if (dates.expiresInDays !== undefined)
    await sql`update pantry_lots
              set expires_at = now() + make_interval(secs => ${dates.expiresInDays * 86_400})
              where id = ${lot!.lotId}`;
  return lot!.lotId;
}

export type SendBody = {
  'food-name': string;
  'food-quantity': unknown;
  'food-quantity-type': string;
  faza: unknown;
  'lot-id'?: string;
};

export const sendFood = (
  ctx: TestContext,
  cookie: string | undefined,
  body: Partial<SendBody> | Record<string, unknown>,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/pantry/send',
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body,
  });

export const getPantry = (ctx: TestContext, cookie?: string) =>
  ctx.app.inject({ url: '/api/pantry', cookies: sessionCookies(ctx.app, cookie) });

export const getHistory = (ctx: TestContext, cookie?: string, query = '') =>
  ctx.app.inject({ url: `/api/pantry/history${query}`, cookies: sessionCookies(ctx.app, cookie) });

/** Everything the pantry tables hold, to show a refused request changed nothing. */
export async function pantrySnapshot(sql: Sql) {
  const lots = await sql`select id, owner_id, quantity from pantry_lots order by id`;
  const [journal] = await sql<{ n: number }[]>`select count(*)::int as n from pantry_journal`;
  return { lots: lots.map((l) => ({ ...l })), journal: journal!.n };
}

/** Lots whose quantity differs from the sum of their journal rows (must be empty). */
export async function lotsOffJournal(sql: Sql) {
  return sql`
    select l.id, l.quantity, coalesce(sum(j.quantity), 0)::int as journal
    from pantry_lots l left join pantry_journal j on j.lot_id = l.id
    group by l.id
    having l.quantity <> coalesce(sum(j.quantity), 0)`;
}
