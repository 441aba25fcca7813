// Time from starting the server (as `npm run serve` does) to its first healthy response: once on an
// empty data folder (initdb + migrations + seed) and then on the same folder again (a restart).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';

const RESTARTS = 3;

async function timeStart(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const ms = performance.now() - t0;
  await server.stop();
  return ms;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-startup-'));
try {
  const first = await timeStart(dir);
  console.log(`first start (empty data dir): ${first.toFixed(0)} ms`);
  const later: number[] = [];
  for (let i = 0; i < RESTARTS; i++) later.push(await timeStart(dir));
  const mean = later.reduce((a, b) => a + b, 0) / later.length;
  console.log(`restart (existing data dir), mean of ${RESTARTS}: ${mean.toFixed(0)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
