import type { App } from '../src/app';
import type { Sql, TransactionSql } from '../src/db/sql';
import { announceCatalogueChange } from '../src/modules/catalogue';

/**
 * Resolves when `app` has heard the next catalogue change (its cached copy is then dropped). The
 * deadline only turns a lost announcement into a message; on a busy machine hearing one can take
 * seconds, so it stays well above that and below the test timeout.
 */
export function nextCatalogueChange(app: App, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('no catalogue change heard'));
    }, timeoutMs);
    const off = app.catalogue.onChange(() => {
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

/**
 * Changes the catalogue as staff editing does (write and announce in one transaction) and waits
 * until each of `apps` has heard it.
 */
export async function changeCatalogue(
  sql: Sql,
  apps: App[],
  change: (tx: TransactionSql) => Promise<unknown>,
): Promise<void> {
  const heard = Promise.all(apps.map((app) => nextCatalogueChange(app)));
  await sql.begin(async (tx) => {
    await change(tx);
    await announceCatalogueChange(tx);
  });
  await heard;
}
