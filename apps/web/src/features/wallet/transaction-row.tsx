import type { WalletTransaction } from '@faza/shared';
import { cx } from '../../lib/cx';
import {
  formatTransactionAmount,
  formatWalletDateTime,
  moneyMoved,
  statusLabel,
  statusTone,
  transactionIconKind,
  type StatusTone,
  type TransactionIconKind,
} from './wallet-format';
import {
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  BagIcon,
} from '../../components/icons/transfer-icons';
import { CardIcon, CrownIcon } from './wallet-icons';

const ICONS: Record<TransactionIconKind, typeof CardIcon> = {
  topup: CardIcon,
  in: ArrowDownLeftIcon,
  out: ArrowUpRightIcon,
  purchase: BagIcon,
  subscription: CrownIcon,
};

// Success green, failed red, pending yellow, anything else (expired, under review) grey.
const BADGE: Record<StatusTone, string> = {
  success: 'bg-leaf-50 text-leaf-800 ring-leaf-100',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  neutral: 'bg-cream-100 text-ink-600 ring-cream-200',
};

/** One history row: icon by type, description, local date-time, signed amount, status badge. */
export function TransactionRow({ tx }: { tx: WalletTransaction }) {
  const kind = transactionIconKind(tx.type, tx.amount);
  const Icon = ICONS[kind];
  const tone = statusTone(tx.status);
  const moved = moneyMoved(tx.status);
  const incoming = tx.amount > 0;
  // The description often names the other person already ('Sent to Bo*** Ad***').
  const counterparty =
    tx.counterparty && !tx.description.includes(tx.counterparty.name) ? tx.counterparty.name : null;
  const detail = [counterparty, tx.note && `“${tx.note}”`].filter(Boolean).join(' · ');
  return (
    <li data-testid="wallet-transaction" className="flex items-center gap-3 px-4 py-3">
      <span
        className={cx(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          !moved
            ? 'bg-cream-100 text-ink-500'
            : incoming
              ? 'bg-leaf-50 text-leaf-700'
              : 'bg-palm-50 text-palm-700',
        )}
      >
        <Icon size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 leading-snug font-semibold break-words text-ink-900">
          {tx.description}
        </p>
        {detail && <p className="truncate text-sm text-ink-600">{detail}</p>}
        {/* Not clamped: it says what was credited when that is not what the customer asked for. */}
        {tx.notice && (
          <p data-testid="transaction-notice" className="text-sm text-amber-900">
            {tx.notice}
          </p>
        )}
        <p className="text-xs text-ink-500">
          <time dateTime={tx.created_at}>{formatWalletDateTime(tx.created_at)}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span
          data-testid="transaction-amount"
          className={cx(
            'text-base font-extrabold tabular-nums',
            // Only money that arrived is green; a pending top-up has not arrived yet.
            !moved
              ? 'text-ink-500 line-through decoration-1'
              : incoming && tone === 'success'
                ? 'text-leaf-700'
                : 'text-ink-900',
          )}
        >
          {formatTransactionAmount(tx)}
        </span>
        <span
          data-testid="transaction-status"
          className={cx(
            'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
            BADGE[tone],
          )}
        >
          {statusLabel(tx.status)}
        </span>
      </div>
    </li>
  );
}
