// A customer's journey against a running `docker compose up` (through Caddy on BASE):
// sign up two people, verify phones (codes from the app's outbox in the container), top up by the
// sandbox card, buy rice from the wallet, send a bag to the other, and check both pantries.
// APP_CONTAINERS names the app replicas' containers (docker ps), whose outbox holds the texted codes.
//   APP_CONTAINERS=faza_app_1,faza_app_2 node ops/compose-smoke.mjs
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
const BASE = process.env.BASE ?? 'http://localhost';
const APP = process.env.APP_CONTAINERS?.split(',') ?? ['faza_app_1', 'faza_app_2'];
const jar = () => {
  let cookie = '';
  return async (path, { method = 'GET', body, headers = {}, form } = {}) => {
    const res = await fetch(BASE + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        origin: BASE,
        ...headers,
      },
      body: body ? JSON.stringify(body) : form ? new URLSearchParams(form) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => /faza_session=/.test(c));
    if (set) cookie = set.split(';')[0];
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json };
  };
};
const must = (r, what, ok = [200, 201]) => {
  if (!ok.includes(r.status))
    throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json?.data ?? r.json;
};
function codeFor(phone) {
  const digits = `234${phone.slice(-10)}`;
  for (const c of APP) {
    try {
      const out = execFileSync('docker', [
        'exec',
        c,
        'sh',
        '-c',
        `cat $(ls -t /app/data/outbox/*sms-${digits}* 2>/dev/null | head -1) 2>/dev/null`,
      ]).toString();
      const m = out.match(/\b(\d{6})\b/);
      if (m) return m[1];
    } catch {
      // Not this replica's outbox: the code was texted by the other one.
    }
  }
  throw new Error(`no code for ${phone}`);
}
async function person() {
  const api = jar();
  const phone = `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const email = `smoke.${randomUUID().slice(0, 8)}@example.com`;
  must(
    await api('/api/auth/signup', {
      method: 'POST',
      body: { email, 'phone-number': phone, password: 'Jollof&Rice2026' },
    }),
    'signup',
  );
  must(
    await api('/api/auth/signin', {
      method: 'POST',
      body: { 'phone-number': phone, password: 'Jollof&Rice2026' },
    }),
    'signin',
  );
  must(await api('/api/auth/phone-code', { method: 'POST' }), 'phone code');
  must(
    await api('/api/auth/verify-phone', { method: 'POST', body: { code: codeFor(phone) } }),
    'verify phone',
  );
  const me = must(await api('/api/auth/me'), 'me');
  return { api, phone, me };
}
const t0 = Date.now();
const ada = await person();
const bola = await person();
const top = must(
  await ada.api('/api/wallet/topup', {
    method: 'POST',
    body: { amount: 20000, method: 'card' },
    headers: { 'Idempotency-Key': randomUUID() },
  }),
  'top-up',
);
const pay = await ada.api(new URL(top.payment_url).pathname, {
  method: 'POST',
  form: { cardNumber: '4084084084084081', expiry: '12/30', cvv: '123' },
});
if (pay.status >= 400) throw new Error(`sandbox pay ${pay.status}`);
const order = must(
  await ada.api('/api/shop/buy', {
    method: 'POST',
    body: {
      items: [{ name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 }],
      'payment-method': 'wallet',
    },
    headers: { 'Idempotency-Key': randomUUID() },
  }),
  'buy',
);
const bolaFaza = bola.me.user?.faza ?? bola.me.faza ?? bola.me['faza-number'];
must(
  await ada.api('/api/pantry/send', {
    method: 'POST',
    body: {
      'food-name': 'Foreign parboiled rice',
      'food-quantity': 1,
      'food-quantity-type': '5kg',
      faza: bolaFaza,
    },
    headers: { 'Idempotency-Key': randomUUID() },
  }),
  'send food',
);
const rice = (p) =>
  p.pantry.items
    .filter((i) => i.name === 'Foreign parboiled rice' && i['quantity-type'] === '5kg')
    .reduce((n, i) => n + i.quantity, 0);
const a = rice(must(await ada.api('/api/pantry'), 'pantry A'));
const b = rice(must(await bola.api('/api/pantry'), 'pantry B'));
if (order.status !== 'paid' || a !== 1 || b !== 1)
  throw new Error(`expected a paid order and one bag each, got ${order.status}, ${a}, ${b}`);
console.log(
  `compose smoke: paid order, 1 bag sent, both pantries right, ${(Date.now() - t0) / 1000} s`,
);
