import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram } from 'prom-client';
import { processMetrics } from './metrics';
import type { Sql } from '../db/sql';

/*
 * postgres.js has no hook around a query, so we wrap the one method every query passes through
 * when it is handed to the pool (Query.prototype.handle) and the resolve/reject it was made with
 * (docs/decisions/0032-metrics-and-health.md). Should a postgres.js release change that shape,
 * `instrumentQueries` reports no query metrics rather than break a query; its test says so.
 */

const duration = new Histogram({
  name: 'faza_db_query_duration_seconds',
  help: 'Time from a statement being handed to the pool to its answer (a wait for a free connection included)',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [],
});
const failed = new Counter({
  name: 'faza_db_query_errors_total',
  help: 'Statements that ended in an error (constraint, timeout, lost connection…)',
  registers: [],
});
const inFlight = new Gauge({
  name: 'faza_db_queries_in_flight',
  help: 'Statements handed to the pool and not yet answered (running or waiting for a connection)',
  registers: [],
});

type QueryShape = {
  executed: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  handle: () => unknown;
};

const TIMED = Symbol('faza.timed');
let installed = false;

/** Times every statement of every postgres.js pool in this process; false when it cannot. */
export function instrumentQueries(sql: Sql): boolean {
  if (installed) return true;
  // A query that is never awaited is never sent: this one only shows us the prototype.
  const proto = Object.getPrototypeOf(sql`select 1`) as Partial<QueryShape>;
  const original = proto.handle;
  if (typeof original !== 'function') return false;
  proto.handle = function (this: QueryShape & { [TIMED]?: true }) {
    if (!this.executed && !this[TIMED] && typeof this.resolve === 'function') {
      this[TIMED] = true;
      const started = performance.now();
      const { resolve, reject } = this;
      inFlight.inc();
      this.resolve = (value) => {
        inFlight.dec();
        duration.observe((performance.now() - started) / 1000);
        resolve(value);
      };
      this.reject = (error) => {
        inFlight.dec();
        failed.inc();
        duration.observe((performance.now() - started) / 1000);
        reject(error);
      };
    }
    return original.call(this);
  };
  const registry = processMetrics();
  for (const metric of [duration, failed, inFlight]) registry.registerMetric(metric);
  installed = true;
  return true;
}
