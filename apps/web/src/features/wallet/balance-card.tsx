import { formatFaza, formatNaira, SCREEN_TEXTS } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCopyFaza } from '../../lib/use-copy-faza';
import { OFFLINE_ACTION_REASON } from '../../lib/use-online';
import { CopyIcon, SendIcon } from '../../components/icons/transfer-icons';
import { CheckIcon, PlusIcon } from './wallet-icons';

/**
 * docs/product-spec.md §2 My Wallet: the balance, the FAZA number with Copy, Top Up and Send. Money actions are
 * disabled offline with the reason beside them (never queued).
 */
export function BalanceCard({
  faza,
  balance,
  online,
  onTopUp,
  onSend,
}: {
  faza: string;
  balance: { kobo: number | undefined; loading: boolean; failed: boolean; retry: () => void };
  online: boolean;
  onTopUp: () => void;
  onSend: () => void;
}) {
  return (
    <section
      aria-labelledby="balance-heading"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-palm-600 to-palm-800 px-5 py-6 text-white shadow-card sm:px-8 sm:py-8"
    >
      <span
        aria-hidden="true"
        className="absolute -top-16 -right-12 size-52 rounded-full bg-plantain-400/20"
      />
      <span
        aria-hidden="true"
        className="absolute -bottom-20 left-1/3 size-40 rounded-full bg-white/5"
      />
      <div className="relative">
        <h2 id="balance-heading" className="text-sm font-semibold text-palm-100">
          Wallet balance
        </h2>
        <BalanceFigure balance={balance} />
        <FazaLine faza={faza} />
        <div className="mt-6 grid grid-cols-2 gap-3 sm:flex">
          <Button variant="inverse" size="lg" onClick={onTopUp} disabled={!online}>
            <PlusIcon size={18} />
            Top Up
          </Button>
          <Button variant="outlineInverse" size="lg" onClick={onSend} disabled={!online}>
            <SendIcon size={18} />
            Send
          </Button>
        </div>
        {!online && (
          <p role="status" className="mt-3 text-sm font-medium text-plantain-300">
            {OFFLINE_ACTION_REASON}
          </p>
        )}
      </div>
    </section>
  );
}

function BalanceFigure({ balance }: { balance: Parameters<typeof BalanceCard>[0]['balance'] }) {
  if (balance.kobo !== undefined)
    return (
      <p
        data-testid="wallet-balance"
        aria-live="polite"
        className="mt-1 text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl"
      >
        {formatNaira(balance.kobo)}
      </p>
    );
  if (balance.loading)
    return (
      <div role="status" aria-label="Loading your balance" className="mt-2">
        <Skeleton className="h-10 w-40 bg-white/20" />
      </div>
    );
  return (
    <p role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-base font-semibold">
      Your balance could not be loaded.
      <button
        type="button"
        onClick={balance.retry}
        className="min-h-10 rounded-full px-3 text-sm underline underline-offset-2 hover:bg-white/10"
      >
        Try Again
      </button>
    </p>
  );
}

/** The FAZA number people send money to, with Copy ('Copied!' for 2 s, docs/product-spec.md §2). */
function FazaLine({ faza }: { faza: string }) {
  const { copied, copy } = useCopyFaza(faza);

  return (
    <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl bg-white/10 px-4 py-2.5 ring-1 ring-white/15 ring-inset">
      <div className="min-w-0 sm:flex sm:items-baseline sm:gap-3">
        <span className="block text-xs font-semibold text-palm-100 sm:text-sm">FAZA number</span>
        <span
          data-testid="my-faza"
          className="block font-mono text-base font-bold tracking-wider tabular-nums sm:text-lg"
        >
          {formatFaza(faza)}
        </span>
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-semibold text-palm-700 shadow-sm hover:bg-cream-100"
      >
        {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        <span aria-live="polite">{copied ? SCREEN_TEXTS.copied : 'Copy'}</span>
      </button>
    </div>
  );
}
