import { collectDefaultMetrics, Registry } from 'prom-client';

/*
 * Prometheus metrics (prom-client). Each app or worker server has a registry of its own (tests
 * build many apps in one process); what belongs to the process itself — CPU, memory, GC, event-loop
 * lag, database query timings — is registered once, in `processMetrics()`, and served with every
 * app's own (docs/decisions/0032-metrics-and-health.md).
 */

let shared: Registry | undefined;

/** Node.js's own metrics (event-loop lag among them), once per process. */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared, eventLoopMonitoringPrecision: 10 });
  }
  return shared;
}

/** This server's metrics and the process's, in Prometheus's text format. */
export async function scrape(own: Registry): Promise<{ body: string; contentType: string }> {
  const merged = Registry.merge([processMetrics(), own]);
  return { body: await merged.metrics(), contentType: merged.contentType };
}

/** Caches an async reading for `ms`: a scrape every few seconds runs the query once per window. */
export function cached<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let value: { at: number; result: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!value || now - value.at >= ms) {
      const result = read();
      value = { at: now, result };
      // A failed reading is not kept: the next scrape tries again.
      result.catch(() => {
        if (value?.result === result) value = null;
      });
    }
    return value.result;
  };
}

/**
 * A reading for a gauge's collect(): null when it failed (the database is down), so the gauge reports
 * NaN and the rest of the scrape is still served.
 */
export const orNull = <T>(reading: Promise<T>): Promise<T | null> => reading.catch(() => null);
