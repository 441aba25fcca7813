import type { ReactNode } from 'react';
import {
  CATEGORY_LABELS,
  FOOD_FLOW_LABELS,
  formatNaira,
  INSIGHTS_MESSAGES as M,
  monthLabel,
  type Insights,
} from '@faza/shared';
import { Card } from '../../components/ui/card';
import { BarChart, ChartWithTable, FigureTable } from './bar-chart';
import { changeSince, changeText, shareText } from './insights-format';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `insights-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className="p-4 md:p-6" aria-labelledby={id} role="region">
      <h2 id={id} className="mb-4 text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-ink-600">{label}</p>
      <p className="mt-1 text-2xl font-extrabold text-ink-900 tabular-nums">{value}</p>
      {note && <p className="mt-1 text-sm text-ink-600">{note}</p>}
    </Card>
  );
}

/** The four headline figures: spend, naira wasted, basket inflation, days of food left. */
export function HeadlineFigures({ data }: { data: Insights }) {
  const last = monthLabel(data.previous_month);
  const { basket } = data;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label="Spent on food"
        value={formatNaira(data.spend.total_kobo)}
        note={changeSince(data.spend.change_kobo, data.spend.change_percent, last)}
      />
      <Stat
        label="Naira wasted"
        value={formatNaira(data.waste.expired_kobo)}
        note={`Spoil rate: ${shareText(data.waste.spoil_rate)}`}
      />
      <Stat
        label="Your basket's inflation"
        value={
          basket.items === 0
            ? '—'
            : basket.percent !== null
              ? `${basket.percent > 0 ? '+' : ''}${basket.percent}%`
              : changeText(basket.now_kobo - basket.then_kobo, null)
        }
        note={
          basket.items === 0
            ? M.noBasket
            : `${last}'s ${items(basket.items)}: ${formatNaira(basket.then_kobo)} then, ${formatNaira(basket.now_kobo)} now`
        }
      />
      <Stat
        label="Days of food left"
        value={data.pantry.days_left === null ? '—' : String(data.pantry.days_left)}
        note={
          data.pantry.days_left === null
            ? M.notEnoughUse
            : `${formatNaira(data.pantry.stock_kobo)} in your pantry at your household's rate`
        }
      />
    </div>
  );
}

export function SpendSection({ data }: { data: Insights }) {
  const rows = data.spend.by_category;
  const last = monthLabel(data.previous_month);
  return (
    <Section title="Spend by category">
      {rows.length === 0 ? (
        <p className="text-ink-600">No food bought in these two months.</p>
      ) : (
        <ChartWithTable
          chart={
            <BarChart
              bars={rows.map((r) => ({
                label: CATEGORY_LABELS[r.category],
                value: r.kobo,
                compare: r.previous_kobo,
              }))}
              format={formatNaira}
              label={monthLabel(data.month)}
              compareLabel={last}
            />
          }
          table={
            <FigureTable
              caption="Spend by category"
              hideCaption
              columns={['Category', monthLabel(data.month), last]}
              rows={[
                ...rows.map((r) => [
                  CATEGORY_LABELS[r.category],
                  formatNaira(r.kobo),
                  formatNaira(r.previous_kobo),
                ]),
                [
                  <strong key="t">Total</strong>,
                  <strong key="a">{formatNaira(data.spend.total_kobo)}</strong>,
                  <strong key="b">{formatNaira(data.spend.previous_total_kobo)}</strong>,
                ],
              ]}
            />
          }
        />
      )}
    </Section>
  );
}

export function FoodSection({ data }: { data: Insights }) {
  return (
    <Section title="Where your food went">
      {data.food.length === 0 ? (
        <p className="text-ink-600">{M.nothingThisMonth}</p>
      ) : (
        <ChartWithTable
          chart={
            <BarChart
              bars={data.food.map((f) => ({ label: FOOD_FLOW_LABELS[f.flow], value: f.kobo }))}
              format={formatNaira}
              color="var(--color-leaf-600)"
            />
          }
          table={
            <FigureTable
              caption="Food in and out of your pantry"
              columns={['', 'Items', 'Value']}
              rows={data.food.map((f) => [FOOD_FLOW_LABELS[f.flow], f.items, formatNaira(f.kobo)])}
            />
          }
        />
      )}
    </Section>
  );
}

export function WasteAndMoneySection({ data }: { data: Insights }) {
  const { waste, money } = data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section title="What expired most">
        {waste.top_expired.length === 0 ? (
          <p className="text-ink-600">Nothing expired in your pantry. Well done.</p>
        ) : (
          <FigureTable
            caption={`${formatNaira(waste.expired_kobo)} expired · spoil rate ${shareText(waste.spoil_rate)}`}
            columns={['Item', 'Items', 'Value']}
            rows={waste.top_expired.map((e) => [e.name, e.items, formatNaira(e.kobo)])}
          />
        )}
      </Section>
      <Section title="Money sent and received">
        <FigureTable
          caption="Wallet sends this month"
          columns={['', 'Sends', 'Amount']}
          rows={[
            ['Sent', money.sent_count, formatNaira(money.sent_kobo)],
            ['Received', money.received_count, formatNaira(money.received_kobo)],
          ]}
        />
      </Section>
    </div>
  );
}
