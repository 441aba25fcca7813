// The steps of bench/load.ts: what a simulated user does, weighted, and the figures kept of it.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { request, RICE, signInOverHttp, type Answer } from '../../apps/api/test/populate';

export type SimUser = {
  phone: string;
  faza: string;
  /** Its own address, sent as X-Forwarded-For: the API (TRUST_PROXY) limits sign-ins per address. */
  ip: string;
  cookie: string;
  signIns: number;
};

export type Target = { base: string; agent: http.Agent };

export type StepName =
  | 'browse shop'
  | 'browse bundles'
  | 'pantry'
  | 'wallet history'
  | 'page view'
  | 'sign in'
  | 'send food'
  | 'send money'
  | 'checkout';

/** Weights of a browsing-heavy day: most requests read; sends and checkouts are a third. */
const WEIGHTS: [StepName, number][] = [
  ['browse shop', 22],
  ['browse bundles', 10],
  ['pantry', 12],
  ['wallet history', 10],
  // /pantry, /wallet or /orders opened in the browser: drawn on the server for the user.
  ['page view', 12],
  ['sign in', 2],
  ['send food', 20],
  ['send money', 14],
  ['checkout', 10],
];
const TOTAL_WEIGHT = WEIGHTS.reduce((a, [, w]) => a + w, 0);

/** The sign-in limit is 10 per phone per 15 minutes: a simulated user signs in again at most 5 times. */
const MAX_SIGN_INS = 5;

export function pickStep(user: SimUser): StepName {
  let at = Math.random() * TOTAL_WEIGHT;
  for (const [name, weight] of WEIGHTS) {
    if ((at -= weight) < 0)
      return name === 'sign in' && user.signIns >= MAX_SIGN_INS ? 'browse shop' : name;
  }
  return 'browse shop';
}

const json = (user: SimUser) => ({
  'content-type': 'application/json',
  cookie: user.cookie,
  'x-forwarded-for': user.ip,
  'idempotency-key': randomUUID(),
});

const SIGNED_IN_PAGES = ['/pantry', '/wallet', '/orders'];

/**
 * Runs one step; true when it was answered 2xx. A page view answered with the plain app shell (the
 * drawing bound was full, or the drawing missed its deadline: docs/decisions/0042) is a 200 too,
 * but counted in `shells`.
 */
export async function runStep(
  step: StepName,
  user: SimUser,
  other: SimUser,
  target: Target,
  shells?: { count: number },
): Promise<boolean> {
  const get = (path: string) =>
    request(target.agent, `${target.base}${path}`, {
      headers: { cookie: user.cookie, 'x-forwarded-for': user.ip },
    });
  const post = (path: string, body: unknown) =>
    request(target.agent, `${target.base}${path}`, {
      method: 'POST',
      headers: json(user),
      body: JSON.stringify(body),
    });
  let answer: Answer;
  switch (step) {
    case 'browse shop':
      answer = await get('/api/shop');
      break;
    case 'browse bundles':
      answer = await get('/api/bundles');
      break;
    case 'pantry':
      answer = await get('/api/pantry');
      break;
    case 'wallet history':
      answer = await get('/api/wallet/transactions');
      break;
    case 'page view':
      answer = await get(SIGNED_IN_PAGES[Math.floor(Math.random() * SIGNED_IN_PAGES.length)]!);
      if (shells && answer.kind === 'answer' && !answer.body.includes('data-prerendered'))
        shells.count++;
      break;
    case 'sign in':
      user.signIns++;
      try {
        user.cookie = await signInOverHttp(target.base, user.phone, { 'x-forwarded-for': user.ip });
        return true;
      } catch {
        return false;
      }
    case 'send food':
      answer = await post('/api/pantry/send', {
        'food-name': RICE.name,
        'food-quantity': 1,
        'food-quantity-type': RICE.type,
        faza: other.faza,
      });
      break;
    case 'send money':
      answer = await post('/api/wallet/send', { faza: other.faza, amount: 50 });
      break;
    case 'checkout':
      answer = await post('/api/shop/buy', {
        items: [{ name: RICE.name, 'quantity-type': RICE.type, quantity: 1 }],
        'payment-method': 'wallet',
      });
      break;
  }
  return answer.kind === 'answer' && answer.status >= 200 && answer.status < 300;
}

export type StepFigures = { count: number; errors: number; p50: number; p95: number; p99: number };

export class Recorder {
  private readonly times = new Map<StepName, number[]>();
  private readonly errors = new Map<StepName, number>();

  record(step: StepName, ms: number, ok: boolean): void {
    if (!this.times.has(step)) this.times.set(step, []);
    this.times.get(step)!.push(ms);
    if (!ok) this.errors.set(step, (this.errors.get(step) ?? 0) + 1);
  }

  figures(): Record<string, StepFigures> {
    const out: Record<string, StepFigures> = {};
    for (const [step] of WEIGHTS) {
      const times = this.times.get(step);
      if (!times) continue;
      const sorted = [...times].sort((a, b) => a - b);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
      out[step] = {
        count: sorted.length,
        errors: this.errors.get(step) ?? 0,
        p50: round(at(0.5)),
        p95: round(at(0.95)),
        p99: round(at(0.99)),
      };
    }
    return out;
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
