import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';
import { createSql } from './sql';

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-embedded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded PostgreSQL', () => {
  it('leaves no exit hooks that would override exit codes or race graceful shutdown', () => {
    expect(exitHook.hookedEvents()).toEqual([]);
    expect(process.listenerCount('beforeExit')).toBe(0);
  });

  it('keeps its data across a stop and a start', async () => {
    const first = await startEmbeddedPostgres(dir);
    const sql1 = createSql(first.url, { max: 1 });
    await sql1`create table kept (note text)`;
    await sql1`insert into kept values ('still here')`;
    await sql1.end();
    await first.stop();

    const second = await startEmbeddedPostgres(dir);
    const sql2 = createSql(second.url, { max: 1 });
    const rows = await sql2<{ note: string }[]>`select note from kept`;
    const [server] = await sql2<{ version: string }[]>`select version()`;
    await sql2.end();
    await second.stop();
    expect(rows).toEqual([{ note: 'still here' }]);
    expect(server?.version).toMatch(/^PostgreSQL \d+/);
  }, 60_000);
});
