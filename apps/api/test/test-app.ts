import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createSql, type Sql } from '../src/db/sql';
import { recordUndocumentedStatuses } from './contract-check';
import { SEEDED_TEMPLATE_DB, TEMPLATE_DB, withDatabase } from './global-setup';

export type TestContext = { app: App; sql: Sql; config: Config; close: () => Promise<void> };

/**
 * A fresh database cloned from the migrated template: empty, or `seeded` with the committed
 * catalogue as `seedCatalogue` leaves it (global-setup.ts seeds that template once).
 */
export async function createTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<{
  sql: Sql;
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `faza_test_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl, { max: 1 });
  // Concurrent clones of one template can collide on its lock; a short retry absorbs that.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.unsafe(
        `create database ${name} template ${seeded ? SEEDED_TEMPLATE_DB : TEMPLATE_DB}`,
      );
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = withDatabase(adminUrl, name);
  const sql = createSql(url, { max: 10 });
  return {
    sql,
    url,
    drop: async () => {
      await sql.end({ timeout: 1 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The real app on a fresh seeded database. */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void | Promise<void>,
): Promise<TestContext> {
  // The catalogue seeded, as the server's start leaves it.
  const db = await createTestDatabase({ seeded: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    DATA_DIR: `.data-test/app-${randomBytes(4).toString('hex')}`,
    // API tests see the API alone, whether or not a web build happens to exist on this machine.
    WEB_DIST: '.data-test/no-web-build',
    ...env,
  });
  const app = await buildApp({ config, sql: db.sql });
  const undocumented = recordUndocumentedStatuses(app);
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    sql: db.sql,
    config,
    close: async () => {
      await app.close();
      await db.drop();
      const found = undocumented();
      if (found.length)
        throw new Error(
          `Statuses answered but not in the route's schema.response (add them with errorResponses()):\n${found.join('\n')}`,
        );
    },
  };
}
