import { Gauge, type Registry } from 'prom-client';
import { cached, orNull } from './metrics';
import type { Sql } from '../db/sql';

const STATES = ['active', 'idle', 'idle in transaction', 'other'] as const;

/**
 * The pool's connections as PostgreSQL sees them (pg_stat_activity, by this process's
 * application_name, see createSql), and the pool's size. Read on scrape, at most once a second.
 */
export function registerPoolMetrics(
  registry: Registry,
  sql: Sql,
  options: { max: number; applicationName: string },
): void {
  const read = cached(1000, async () => {
    const rows = await sql<{ state: string | null; n: number }[]>`
      select state, count(*)::int as n from pg_stat_activity
      where application_name = ${options.applicationName} group by state`;
    const counts = new Map<string, number>(STATES.map((s) => [s, 0]));
    for (const row of rows) {
      const state = (STATES as readonly string[]).includes(row.state ?? '') ? row.state! : 'other';
      counts.set(state, counts.get(state)! + row.n);
    }
    return counts;
  });
  new Gauge({
    name: 'faza_db_pool_connections',
    help: "This process's open database connections by state (the catalogue's LISTEN connection included)",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await orNull(read());
      for (const state of STATES)
        this.set({ state: state.replaceAll(' ', '_') }, counts ? counts.get(state)! : NaN);
    },
  });
  new Gauge({
    name: 'faza_db_pool_max',
    help: 'Connections the pool may open (DATABASE_POOL_SIZE)',
    registers: [registry],
    collect() {
      this.set(options.max);
    },
  });
}
