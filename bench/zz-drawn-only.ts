import os from 'node:os'; import path from 'node:path'; import { mkdtempSync } from 'node:fs'; import http from 'node:http';
import { startServer } from '../e2e/support/server';
import { signedInCustomer } from './support/signed-in-customer';
const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-size-'));
const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'error' });
const agent = new http.Agent({ keepAlive: true });
const get = (u: string, cookie: string) => new Promise<number>((res, rej) => http.get(u, { agent, headers: { cookie } }, (r) => { let n = 0; r.on('data', (c) => (n += c.length)); r.on('end', () => res(n)); }).on('error', rej));
try {
  const cookie = await signedInCustomer(server.baseUrl, dir);
  const url = server.baseUrl + (process.env.URL ?? '/pantry');
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now(); const n = 300;
    await Promise.all(Array.from({ length: Number(process.env.C ?? 4) }, async () => { for (let i = 0; i < n / 4; i++) await get(url, cookie); }));
    console.log(url, 'ms/req', ((performance.now() - t0) / n).toFixed(2));
  }
} finally { await server.stop(); }
