import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatNaira, PATHS, timeLeftText, whatsAppShareUrl, type GroupBuy } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-fields';
import { Skeleton } from '../../components/ui/skeleton';
import { WhatsAppLink } from '../../components/ui/whatsapp-link';
import { copyText } from '../../lib/copy-text';
import { toastSuccess } from '../../lib/toasts';
import { GroupStateBadge, priceLine, SharesBar } from './group-buy-bits';
import { useGroupBuy, useGroupMoney } from './group-buy-queries';

/**
 * /group-buys/{id}, the link members share: shares taken by first name, time left, join, leave
 * and share (docs/decisions/0064-group-buys.md).
 */
export function GroupBuyPage() {
  const [location] = useLocation();
  const id = location.split('/').at(-1) ?? '';
  const group = useGroupBuy(id);
  if (group.isPending)
    return (
      <MainLayout title="Group buy">
        <div role="status" aria-label="Loading the group buy" className="space-y-3">
          <Skeleton className="h-32 w-full" />
        </div>
      </MainLayout>
    );
  if (group.isError)
    return (
      <MainLayout title="Group buy">
        <FormAlert>{group.error.message}</FormAlert>
        <Link href={PATHS.groupBuys} className={buttonClasses({ variant: 'secondary' })}>
          All group buys
        </Link>
      </MainLayout>
    );
  return <GroupView group={group.data} />;
}

function GroupView({ group: g }: { group: GroupBuy }) {
  const open = g.state === 'open';
  return (
    <MainLayout title={`${g.productName} · ${g.tier}`} description={priceLine(g)}>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="space-y-4 p-5" data-testid="group-buy">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-ink-600">Started by {g.starterFirstName}</p>
            <GroupStateBadge state={g.state} />
          </div>
          <SharesBar group={g} />
          <p data-testid="group-shares" className="font-semibold text-ink-900">
            {g.sharesTaken} of {g.shares} shares taken
            {open && <> · {g.sharesLeft} left</>}
          </p>
          {open && (
            <p className="text-sm text-ink-600">{timeLeftText(new Date(g.closesAt), new Date())}</p>
          )}
          {g.state === 'filled' && (
            <p className="text-sm text-palm-700">
              The bag is bought: every share is in its owner&apos;s pantry.{' '}
              <Link href={PATHS.pantry} className="font-semibold underline">
                My Pantry
              </Link>
            </p>
          )}
          {g.state === 'refunded' && (
            <p className="text-sm text-ink-600">
              It did not fill in time: everyone got their money back.
            </p>
          )}
          <ul aria-label="Shares taken" className="divide-y divide-cream-200">
            {g.members.map((m, i) => (
              <li key={i} className="flex justify-between py-2 text-sm">
                <span className="text-ink-900">{m.firstName}</span>
                <span className="text-ink-600">
                  {m.shares} × {g.shareLabel}
                </span>
              </li>
            ))}
          </ul>
          {g.myShares > 0 && (
            <p data-testid="my-shares" className="text-sm font-semibold text-ink-900">
              Mine: {g.myShares} × {g.shareLabel} ({formatNaira(g.myPaidKobo)})
            </p>
          )}
        </Card>
        <div className="space-y-6">
          {open && <JoinCard group={g} />}
          <ShareCard group={g} />
        </div>
      </div>
    </MainLayout>
  );
}

function JoinCard({ group: g }: { group: GroupBuy }) {
  const [shares, setShares] = useState(1);
  const join = useGroupMoney(g.id, 'join');
  const leave = useGroupMoney(g.id, 'leave');
  const n = Math.min(shares, g.sharesLeft);
  return (
    <Card className="space-y-4 p-5">
      {g.sharesLeft > 0 && (
        <>
          <label className="block text-sm font-semibold text-ink-900" htmlFor="group-shares">
            Shares to take
          </label>
          <input
            id="group-shares"
            type="number"
            min={1}
            max={g.sharesLeft}
            value={n}
            onChange={(e) => setShares(Math.max(1, Number(e.target.value) || 1))}
            className="w-24 rounded-xl border border-sand-300 px-3 py-2"
          />
          <Button
            className="w-full"
            disabled={join.isPending}
            onClick={() =>
              join.mutate(n, {
                onSuccess: (a) =>
                  toastSuccess({ title: `${formatNaira(a.amountKobo)} held for your shares` }),
              })
            }
          >
            Join: {n} × {g.shareLabel} for {formatNaira(n * g.sharePriceKobo)}
          </Button>
          {join.isError && <FormAlert>{join.error.message}</FormAlert>}
        </>
      )}
      {g.myShares > 0 && (
        <>
          <Button
            variant="secondary"
            className="w-full"
            disabled={leave.isPending}
            onClick={() =>
              leave.mutate(0, {
                onSuccess: (a) =>
                  toastSuccess({ title: `${formatNaira(a.amountKobo)} back in your wallet` }),
              })
            }
          >
            Leave and get my money back
          </Button>
          {leave.isError && <FormAlert>{leave.error.message}</FormAlert>}
        </>
      )}
    </Card>
  );
}

function ShareCard({ group: g }: { group: GroupBuy }) {
  const url = `${window.location.origin}${PATHS.groupBuy.replace(':id', g.id)}`;
  const text = `Join my group buy on Faza: ${g.productName} ${g.tier}, ${priceLine(g)}. ${url}`;
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-ink-900">Share</h2>
      <p
        data-testid="group-buy-url"
        className="rounded-xl bg-cream-50 px-3 py-2 font-mono text-xs break-all text-ink-800 ring-1 ring-cream-200 ring-inset"
      >
        {url}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <WhatsAppLink href={whatsAppShareUrl(text)} className={buttonClasses({})}>
          Share on WhatsApp
        </WhatsAppLink>
        <Button
          variant="secondary"
          onClick={() =>
            void copyText(url).then((ok) => ok && toastSuccess({ title: 'Link copied' }))
          }
        >
          Copy link
        </Button>
      </div>
    </Card>
  );
}
