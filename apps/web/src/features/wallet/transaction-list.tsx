import { useCallback, useRef, useState } from 'react';
import type { WalletDirection } from '@faza/shared';
import { RefreshIcon } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/cx';
import { TransactionRow } from './transaction-row';
import { useLoadMore } from './use-load-more';
import { useWalletTransactions } from './use-wallet-transactions';
import { WALLET_TABS } from './wallet-format';
import { ClockIcon } from '../../components/icons/transfer-icons';
import { AlertIcon } from './wallet-icons';

/** docs/product-spec.md §2: tabs All Transactions / Incoming / Outgoing over a list of limited height. */
export function TransactionList() {
  const [direction, setDirection] = useState<WalletDirection>('all');
  const tab = WALLET_TABS.find((t) => t.id === direction)!;
  return (
    <section aria-labelledby="transactions-heading" className="mt-8">
      <h2 id="transactions-heading" className="text-xl font-bold text-ink-900">
        Transactions
      </h2>
      <div
        role="tablist"
        aria-label="Transactions"
        className="mt-3 mb-4 flex w-full rounded-full bg-white p-1 ring-1 ring-sand-300 ring-inset sm:inline-flex sm:w-auto"
      >
        {WALLET_TABS.map((t, index) => (
          <button
            key={t.id}
            id={`wallet-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={direction === t.id}
            aria-controls="wallet-transactions"
            tabIndex={direction === t.id ? 0 : -1}
            onClick={() => setDirection(t.id)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = WALLET_TABS[(index + step + WALLET_TABS.length) % WALLET_TABS.length]!;
              setDirection(next.id);
              document.getElementById(`wallet-tab-${next.id}`)?.focus();
            }}
            className={cx(
              'min-h-10 flex-1 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-5',
              direction === t.id
                ? 'bg-palm-600 text-white shadow-sm'
                : 'text-ink-800 hover:bg-palm-50',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="wallet-transactions" role="tabpanel" aria-labelledby={`wallet-tab-${direction}`}>
        {/* Keyed: each tab is its own list, scrolled from its top. */}
        <TransactionPanel key={direction} direction={direction} empty={tab.empty} />
      </div>
    </section>
  );
}

function TransactionPanel({ direction, empty }: { direction: WalletDirection; empty: string }) {
  const query = useWalletTransactions(direction);
  const { data, isError, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    query;
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useLoadMore({
    root: scroller,
    sentinel,
    enabled: Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError,
    loadMore,
    watchKey: data?.pages.length,
  });

  const frame = 'overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-card';

  if (!data) {
    if (isError)
      return (
        <div
          role="alert"
          className={cx(frame, 'flex flex-col items-center px-6 py-10 text-center')}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
            <AlertIcon size={24} />
          </span>
          <p className="mt-3 font-bold text-ink-900">Your transactions could not be loaded.</p>
          <p className="mt-1 text-sm text-ink-600">{query.error.message}</p>
          <Button
            variant="secondary"
            className="mt-5"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <RefreshIcon size={18} className={isFetching ? 'animate-spin' : undefined} />
            Try Again
          </Button>
        </div>
      );
    return (
      <div
        role="status"
        aria-label="Loading transactions"
        className={cx(frame, 'divide-y divide-cream-200')}
      >
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex items-center gap-3 px-4 py-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
            <Skeleton className="h-5 w-20" />
          </div>
        ))}
      </div>
    );
  }

  const transactions = data.pages.flatMap((page) => page.transactions);
  if (transactions.length === 0)
    return (
      <div className={cx(frame, 'flex flex-col items-center px-6 py-10 text-center')}>
        <span className="flex size-12 items-center justify-center rounded-full bg-palm-50 text-palm-600">
          <ClockIcon size={24} />
        </span>
        <p className="mt-3 font-semibold text-ink-900">{empty}</p>
        {direction === 'all' && (
          <p className="mt-1 text-sm text-ink-600">
            Top up or receive money and it will show here.
          </p>
        )}
      </div>
    );

  return (
    <div
      ref={scroller}
      data-testid="wallet-transactions-scroller"
      className={cx(frame, 'max-h-96 overflow-y-auto overscroll-contain')}
    >
      <ol aria-label="Wallet transactions" className="divide-y divide-cream-200">
        {transactions.map((tx) => (
          <TransactionRow key={tx.id} tx={tx} />
        ))}
      </ol>
      <div ref={sentinel} className="flex min-h-2 justify-center">
        {isFetchingNextPage && (
          <p role="status" className="flex items-center gap-2 py-3 text-sm text-ink-600">
            <Spinner className="size-4 border-2" /> Loading older transactions…
          </p>
        )}
        {query.isFetchNextPageError && (
          <Button variant="ghost" className="my-2" onClick={() => void fetchNextPage()}>
            Couldn’t load more. Try again
          </Button>
        )}
      </div>
    </div>
  );
}
