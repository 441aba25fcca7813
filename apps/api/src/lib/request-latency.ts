import type { Metric, Registry } from 'prom-client';

type Labels = { method: string; route: string; status: number };
type Series = { labels: Labels; buckets: Float64Array; sum: number; count: number };

/**
 * The per-request latency histogram of `/metrics`, by method, route pattern and status, for a few
 * map lookups and additions per request (docs/decisions/0035-request-path-cpu.md). prom-client's
 * labelled `observe` validates and hashes its label object and files each bucket under the bound
 * converted to a property name, about 1 µs a call (more than the rest of the metric's work); here
 * a series is found by route, method and status and its bucket by index. It is registered as a
 * prom-client metric (the `get()` every metric answers), so the registry writes it, merges it with
 * the process's metrics and resets it like any other; request-latency.test.ts checks that its
 * exposition is prom-client's own Histogram's for the same observations.
 */
export class RequestLatency {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly bounds: readonly number[];
  /** route pattern → method → status → series */
  private routes = new Map<string, Map<string, Series[]>>();
  /** Every series, in the order they appeared (prom-client's order too). */
  private all: Series[] = [];

  constructor(
    registry: Registry,
    readonly name: string,
    readonly help: string,
    buckets: number[],
  ) {
    this.bounds = [...buckets].sort((a, b) => a - b);
    registry.registerMetric(this as unknown as Metric);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.routes.get(route);
    if (byMethod === undefined) this.routes.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = []));
    let series = byStatus[status];
    if (series === undefined) {
      series = {
        labels: { method, route, status },
        buckets: new Float64Array(this.bounds.length),
        sum: 0,
        count: 0,
      };
      byStatus[status] = series;
      this.all.push(series);
    }
    series.sum += seconds;
    series.count += 1;
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i++)
      if (seconds <= bounds[i]!) {
        series.buckets[i]! += 1;
        return;
      }
  }

  /** What prom-client's Registry reads from every metric: prom-client Histogram's values. */
  async get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] =
      [];
    const bucket = `${this.name}_bucket`;
    for (const { labels, buckets, sum, count } of this.all) {
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ labels: { le, ...labels }, value: cumulative, metricName: bucket });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: bucket });
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` });
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    };
  }

  reset(): void {
    this.routes = new Map();
    this.all = [];
  }
}
