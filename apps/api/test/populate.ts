import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Sql } from '../src/db/sql';
import { hashPassword } from '../src/modules/auth/passwords';
import { transfer } from '../src/modules/ledger/ledger';
import { SYSTEM_ACCOUNTS } from '../src/modules/ledger/ledger-accounts';

/*
 * Many users with food and money, made through SQL (one password hash for all) and signed in over
 * HTTP: for tests and benchmarks that drive a running server (graceful restarts, the restore drill,
 * bench/load.ts).
 */

const POPULATE_PASSWORD = 'Load&Password1';
export const RICE = { id: 'parboiled-rice', name: 'Foreign parboiled rice', type: '5kg' };

export type PopulatedUser = { id: string; faza: string; phone: string; walletId: string };

/** `count` verified users numbered from `first`, each with an empty wallet. */
export async function insertUsers(sql: Sql, count: number, first = 0): Promise<PopulatedUser[]> {
  const hash = await hashPassword(POPULATE_PASSWORD);
  const users: PopulatedUser[] = [];
  for (let i = first; i < first + count; i++) {
    const phone = `+23481${String(i).padStart(8, '0')}`;
    const [row] = await sql<{ id: string; faza: string }[]>`
      insert into users (email, phone, faza, password_hash, display_name, email_verified_at,
                         phone_verified_at, kyc_tier)
      values (${`load${i}@example.com`}, ${phone}, ${`9${String(i).padStart(11, '0')}`},
              ${hash}, ${`load${i}`}, now(), now(), 3)
      returning id, faza`;
    // Tier 3 (decision 0063): drills and benches load the request path, not the tier limits.
    // The database opens the wallet with the user (migration 014).
    const [wallet] = await sql<{ id: string }[]>`
      select id from wallets where user_id = ${row!.id}`;
    users.push({ ...row!, phone, walletId: wallet!.id });
  }
  return users;
}

/** A lot of rice in the user's pantry, with its journal row. */
export async function giveRice(sql: Sql, ownerId: string, quantity: number): Promise<string> {
  const [lot] = await sql<{ id: string }[]>`
    insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                             expires_at, storage_duration_days, source)
    values (${ownerId}, ${RICE.id}, ${RICE.type}, ${quantity}, 960000,
            now() + interval '30 days', 30, 'adjust')
    returning id`;
  await sql`insert into pantry_journal (lot_id, owner_id, kind, quantity)
            values (${lot!.id}, ${ownerId}, 'adjust', ${quantity})`;
  return lot!.id;
}

/**
 * Signs in over HTTP; answers the `name=value` of the session cookie. `headers` may carry an
 * X-Forwarded-For (a server with TRUST_PROXY then counts sign-ins per simulated address).
 */
export async function signInOverHttp(
  base: string,
  phone: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ 'phone-number': phone, password: POPULATE_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => /^(__Host-)?faza_session=/.test(c))
    ?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${await res.text()}`);
  return cookie;
}

export type Answer =
  | { kind: 'answer'; status: number; body: string; complete: boolean; connection?: string }
  /**
   * Not accepted: the connection was refused, or a new connection was reset before any answer
   * (it was still in the listen backlog when the server closed it). The server never read it.
   */
  | { kind: 'refused' }
  /** Anything else: a reset, a hang-up, an answer cut short. */
  | { kind: 'broken'; error: string };

/**
 * One request over node:http (keep-alive through `agent`), classified rather than thrown. A request
 * that fails on a reused keep-alive connection before any answer is sent again once on a new one,
 * as HTTP clients do (Node's documentation, `request.reusedSocket`): the server may have closed that
 * connection as idle just as the request left. Mutations carry an Idempotency-Key, so a resend
 * never acts twice.
 */
export async function request(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const first = await requestOnce(agent, url, options);
  return first.reused ? (await requestOnce(agent, url, options)).answer : first.answer;
}

function requestOnce(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ answer: Answer; reused?: true }> {
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(
      url,
      { method: options.method ?? 'GET', agent, headers: options.headers },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('error', (err) => resolve({ answer: { kind: 'broken', error: err.message } }));
        res.on('end', () =>
          resolve({
            answer: {
              kind: 'answer',
              status: res.statusCode ?? 0,
              body,
              complete: res.complete,
              ...(res.headers.connection ? { connection: res.headers.connection } : {}),
            },
          }),
        );
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (answered) return;
      if (req.reusedSocket)
        return resolve({ answer: { kind: 'broken', error: err.message }, reused: true });
      const notAccepted = err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET';
      resolve({
        answer: notAccepted ? { kind: 'refused' } : { kind: 'broken', error: err.message },
      });
    });
    req.end(options.body);
  });
}

/**
 * Money in a wallet the way a confirmed bank top-up puts it there: a settled top-up and its one
 * ledger credit, so the books reconcile. Vitest-free, so the benches use it as the tests do.
 */
export async function fundWalletByBank(sql: Sql, walletId: string, kobo: number): Promise<void> {
  const reference = `LOAD-${randomUUID()}`;
  await sql.begin(async (tx) => {
    const { transfer: moved } = await transfer(tx, {
      kind: 'topup_bank',
      amountKobo: kobo,
      debit: SYSTEM_ACCOUNTS.bankClearing,
      credit: walletId,
      reference,
    });
    await tx`
      insert into wallet_topups (reference, user_id, wallet_id, method, provider, amount_kobo,
                                 received_kobo, status, transfer_id, credited_at)
      select ${reference}, w.user_id, w.id, 'bank', 'bank', ${kobo}, ${kobo}, 'success', ${moved.id},
             now()
        from wallets w where w.id = ${walletId}`;
  });
}
