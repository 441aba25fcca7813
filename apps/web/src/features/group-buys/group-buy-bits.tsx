import { Link } from 'wouter';
import {
  PATHS,
  sharePriceText,
  timeLeftText,
  type GroupBuy,
  type GroupBuyState,
} from '@faza/shared';
import { Badge, type BadgeTone } from '../../components/ui/badge';

export const groupBuyPath = (id: string) => PATHS.groupBuy.replace(':id', id);

const STATE: Record<GroupBuyState, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'leaf' },
  filled: { label: 'Full: in pantries', tone: 'palm' },
  refunded: { label: 'Closed: refunded', tone: 'neutral' },
};

export function GroupStateBadge({ state }: { state: GroupBuyState }) {
  return <Badge tone={STATE[state].tone}>{STATE[state].label}</Badge>;
}

export const priceLine = (g: GroupBuy) =>
  sharePriceText({
    sharePriceKobo: g.sharePriceKobo,
    smallPriceKobo: g.smallPriceKobo,
    shareLabel: g.shareLabel,
  });

/** How full the bag is: shares taken of the shares. */
export function SharesBar({ group: g }: { group: GroupBuy }) {
  const taken = g.state === 'filled' ? g.shares : g.sharesTaken;
  return (
    <div
      role="progressbar"
      aria-label={`${g.productName}: shares taken`}
      aria-valuemin={0}
      aria-valuemax={g.shares}
      aria-valuenow={taken}
      className="h-2.5 overflow-hidden rounded-full bg-cream-100"
    >
      <div className="h-full bg-palm-600" style={{ width: `${(100 * taken) / g.shares}%` }} />
    </div>
  );
}

export function GroupCard({ group: g, now }: { group: GroupBuy; now: Date }) {
  return (
    <Link
      href={groupBuyPath(g.id)}
      data-testid="group-buy-card"
      className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-cream-200 transition-colors hover:ring-palm-300"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-ink-900">
            {g.productName} · {g.tier}
          </p>
          <p className="text-sm text-ink-600">Started by {g.starterFirstName}</p>
        </div>
        <GroupStateBadge state={g.state} />
      </div>
      <p className="mt-2 text-sm font-semibold text-palm-700">{priceLine(g)}</p>
      <div className="mt-3">
        <SharesBar group={g} />
      </div>
      <p className="mt-2 text-sm text-ink-600">
        {g.sharesTaken}/{g.shares} shares taken
        {g.state === 'open' && <> · {timeLeftText(new Date(g.closesAt), now)}</>}
        {g.myShares > 0 && <> · mine: {g.myShares}</>}
      </p>
    </Link>
  );
}
