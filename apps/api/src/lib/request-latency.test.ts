import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestLatency } from './request-latency';

const NAME = 'faza_http_request_duration_seconds';
const HELP = 'Time to answer a request';
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The same observations through prom-client's own Histogram and through RequestLatency. */
function both() {
  const reference = new Registry();
  const histogram = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [reference],
  });
  const ours = new Registry();
  const latency = new RequestLatency(ours, NAME, HELP, BUCKETS);
  const observe = (method: string, route: string, status: number, seconds: number) => {
    histogram.observe({ method, route, status }, seconds);
    latency.observe(method, route, status, seconds);
  };
  return { reference, ours, observe };
}

describe('the request latency histogram', () => {
  it('writes what prom-client writes for the same requests', async () => {
    const { reference, ours, observe } = both();
    // On a bound, between bounds, past the last one, zero; several series, in any order.
    const seconds = [0, 0.0004, 0.001, 0.0011, 0.005, 0.3, 2.5, 9.99, 10, 12, 61];
    seconds.forEach((s, i) => {
      observe('GET', '/api/shop', 200, s);
      observe('GET', '/api/shop', 304, s / 3);
      if (i % 2) observe('POST', '/api/pantry/send', 201, s);
      if (i % 3) observe('GET', 'unmatched', 404, s);
      observe('GET', '/api/orders/:id', 401, s * 1.7);
    });
    const text = await ours.metrics();
    expect(text).toBe(await reference.metrics());
    expect(text).toContain(
      `${NAME}_count{method="GET",route="/api/shop",status="200"} ${seconds.length}`,
    );
    // The JSON form too, but for prom-client's empty exemplar slots (exemplars are off).
    const withoutExemplars = (await reference.getMetricsAsJSON()).map((metric) => ({
      ...metric,
      values: metric.values.map((value) => {
        const { exemplar: _, ...rest } = value as typeof value & { exemplar?: unknown };
        return rest;
      }),
    }));
    expect(await ours.getMetricsAsJSON()).toEqual(withoutExemplars);
  });

  it('is served with other registries, and resets like any metric', async () => {
    const { reference, ours, observe } = both();
    observe('GET', '/api/shop', 200, 0.002);
    const process = new Registry();
    const merged = Registry.merge([process, ours]);
    expect(await merged.metrics()).toBe(await reference.metrics());
    ours.resetMetrics();
    reference.resetMetrics();
    expect(await ours.metrics()).toBe(await reference.metrics());
    observe('GET', '/api/shop', 200, 0.02);
    expect(await ours.metrics()).toBe(await reference.metrics());
    expect(await ours.metrics()).toContain(
      `${NAME}_bucket{le="0.025",method="GET",route="/api/shop",status="200"} 1`,
    );
  });
});
