import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  formatDateTime,
  formatNaira,
  lagosDayOf,
  SUBSCRIPTION_TIER_LABELS,
  type AdminInsights,
  type AdminInsightTable,
} from '@faza/shared';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { BarChart, ChartWithTable, FigureTable } from '../../insights';
import { useAdminInsights } from './use-admin-insights';

const DAY_MS = 24 * 60 * 60 * 1000;
const METHOD_LABELS = { wallet: 'Wallet', bank_transfer: 'Bank transfer' } as const;

function Block({
  title,
  table,
  range,
  children,
}: {
  title: string;
  table?: AdminInsightTable;
  range: { from: string; to: string };
  children: ReactNode;
}) {
  return (
    <Card className="p-4 md:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-ink-900">{title}</h3>
        {table && (
          <a
            className="text-sm font-semibold text-palm-700 underline"
            href={`/api/admin/insights.csv?table=${table}&from=${range.from}&to=${range.to}`}
            download
          >
            Download CSV
          </a>
        )}
      </div>
      {children}
    </Card>
  );
}

const none = <p className="text-ink-600">Nothing in this range.</p>;

function age(iso: string | null): string {
  if (!iso) return 'none waiting';
  const hours = Math.floor((Date.now() - Date.parse(iso)) / 3_600_000);
  const text = hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
  return `oldest ${text} (${formatDateTime(iso)})`;
}

function Figures({ data }: { data: AdminInsights }) {
  const range = { from: data.from, to: data.to };
  const w = data.awaiting_confirmation;
  return (
    <div className="space-y-4">
      <Block title="Bank transfers awaiting confirmation" range={range}>
        <FigureTable
          caption="Waiting now"
          columns={['', 'Waiting', 'Oldest']}
          rows={[
            ['Orders', w.orders, age(w.oldest_order_at)],
            ['Wallet top-ups', w.topups, age(w.oldest_topup_at)],
          ]}
        />
      </Block>
      <Block title="Sales by day" table="sales-by-day" range={range}>
        {data.sales_by_day.length === 0 ? (
          none
        ) : (
          <ChartWithTable
            chart={
              <BarChart
                bars={data.sales_by_day.map((d) => ({ label: d.day, value: d.kobo }))}
                format={formatNaira}
              />
            }
            table={
              <FigureTable
                caption="Paid orders by Lagos day"
                columns={['Day', 'Orders', 'Sales']}
                rows={data.sales_by_day.map((d) => [d.day, d.orders, formatNaira(d.kobo)])}
              />
            }
          />
        )}
      </Block>
      <Block title="Orders by payment method" table="orders-by-method" range={range}>
        {data.orders_by_method.length === 0 ? (
          none
        ) : (
          <FigureTable
            caption="Paid orders"
            columns={['Method', 'Orders', 'Sales']}
            rows={data.orders_by_method.map((m) => [
              METHOD_LABELS[m.method],
              m.orders,
              formatNaira(m.kobo),
            ])}
          />
        )}
      </Block>
      <Block title="Sales by product" table="sales-by-product" range={range}>
        {data.sales_by_product.length === 0 ? (
          none
        ) : (
          <FigureTable
            caption="Items and bundles as ordered"
            columns={['Product', 'Quantity', 'Sales']}
            rows={data.sales_by_product.map((p) => [
              p.kind === 'bundle' ? `${p.name} (bundle)` : p.name,
              p.quantity,
              formatNaira(p.kobo),
            ])}
          />
        )}
      </Block>
      <Block title="Top-ups by channel" table="topups-by-channel" range={range}>
        {data.topups_by_channel.length === 0 ? (
          none
        ) : (
          <FigureTable
            caption="Credited top-ups"
            columns={['Channel', 'Top-ups', 'Amount']}
            rows={data.topups_by_channel.map((t) => [
              `${t.method === 'card' ? 'Card' : 'Bank'} · ${t.provider}`,
              t.topups,
              formatNaira(t.kobo),
            ])}
          />
        )}
      </Block>
      <Block title="Food expired in customers' pantries" table="expired-by-product" range={range}>
        {data.expired_by_product.length === 0 ? (
          none
        ) : (
          <FigureTable
            caption="Expired while still in a pantry"
            columns={['Product', 'Items', 'Value']}
            rows={data.expired_by_product.map((e) => [e.name, e.items, formatNaira(e.kobo)])}
          />
        )}
      </Block>
      <Block title="Active subscriptions" table="subscriptions-by-tier" range={range}>
        <FigureTable
          caption="Members on a paid tier now"
          columns={['Tier', 'Members']}
          rows={(['premium', 'premium_plus'] as const).map((tier) => [
            SUBSCRIPTION_TIER_LABELS[tier],
            data.subscriptions_by_tier.find((s) => s.tier === tier)?.members ?? 0,
          ])}
        />
      </Block>
    </div>
  );
}

/** Staff figures (docs/architecture.md §3a): sales, payments waiting, top-ups, waste, members. */
export function InsightsSection() {
  const [to, setTo] = useState(() => lagosDayOf(new Date()));
  const [from, setFrom] = useState(() => lagosDayOf(new Date(Date.now() - 29 * DAY_MS)));
  const query = useAdminInsights(from, to);
  const input = 'min-h-11 rounded-xl border border-sand-300 bg-white px-3 text-base text-ink-900';
  return (
    <section aria-label="Insights">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink-800">
          From
          <input
            type="date"
            className={input}
            value={from}
            max={to}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink-800">
          To
          <input
            type="date"
            className={input}
            value={to}
            min={from}
            onChange={(e) => e.target.value && setTo(e.target.value)}
          />
        </label>
        <p className="pb-3 text-sm text-ink-600">Lagos days, both included.</p>
      </div>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-3 py-8 text-ink-600">
          <Spinner className="size-5" /> Loading figures…
        </p>
      ) : query.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {query.error.message}
        </p>
      ) : (
        <Figures data={query.data} />
      )}
    </section>
  );
}
