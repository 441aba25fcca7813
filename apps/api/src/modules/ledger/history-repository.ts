import {
  firstNameOrMasked,
  formatNaira,
  fullNameOrMasked,
  isOpenWithdrawal,
  WALLET_MESSAGES,
  withdrawalDescription,
  withdrawalReturnDescription,
  type TopUpStatus,
  type WithdrawalState,
  type WalletDirection,
  type WalletTransaction,
  type WalletTransactionType,
  type WalletChannel,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import type { TransferKind } from './ledger-accounts';

type HistoryRow = {
  id: string;
  kind: TransferKind;
  reference: string;
  amount: number;
  status: TopUpStatus;
  metadata: Record<string, unknown>;
  other_name: string | null;
  other_first_name: string | null;
  other_last_name: string | null;
  /** A withdrawal's hold or return: the withdrawal's state now. */
  withdrawal_state: WithdrawalState | null;
  created_at: Date;
  cursor_us: string;
};

export type HistoryCursor = { micros: string; id: string };

export const parseHistoryCursor = (cursor: string): HistoryCursor => {
  const [micros = '0', id = ''] = cursor.split('.');
  return { micros, id };
};

/**
 * A wallet's history, newest first: its transfers (success) and its top-ups that have not been
 * credited (pending, failed or expired). `limit + 1` rows tell the caller whether an older page exists.
 */
export async function listWalletHistory(
  db: Queryable,
  walletId: string,
  opts: { direction: WalletDirection; limit: number; before?: HistoryCursor },
): Promise<{ rows: HistoryRow[] }> {
  const before = opts.before;
  const rows = await db<HistoryRow[]>`
    with mine as (
      select t.id, t.kind, t.reference, t.created_at, t.metadata, 'success' as status,
             case when t.credit_account = ${walletId} then t.amount_kobo else -t.amount_kobo end as amount,
             case when t.credit_account = ${walletId} then t.debit_account else t.credit_account end
               as other_account
      from ledger_transfers t
      where t.credit_account = ${walletId} or t.debit_account = ${walletId}
      union all
      select p.id, case p.method when 'card' then 'topup_card' else 'topup_bank' end, p.reference,
             p.created_at,
             jsonb_build_object('failure_reason', p.failure_reason, 'review_reason', p.review_reason),
             p.status,
             p.amount_kobo, null
      from wallet_topups p
      where p.wallet_id = ${walletId} and p.status <> 'success'
    )
    select m.id, m.kind, m.reference, m.amount, m.status, m.metadata, m.created_at,
           u.display_name as other_name, u.first_name as other_first_name,
           u.last_name as other_last_name, wd.state as withdrawal_state,
           ((extract(epoch from m.created_at) * 1000000)::bigint)::text as cursor_us
    from mine m
    left join wallets ow on ow.id = m.other_account
    left join users u on u.id = ow.user_id
    left join withdrawals wd on m.kind = 'withdrawal_hold' and wd.id::text = m.reference
    where true
      ${opts.direction === 'incoming' ? db`and m.amount > 0` : db``}
      ${opts.direction === 'outgoing' ? db`and m.amount < 0` : db``}
      ${
        before
          ? db`and (m.created_at, m.id) <
                 (timestamptz 'epoch' + (${before.micros} || ' microseconds')::interval, ${before.id}::uuid)`
          : db``
      }
    order by m.created_at desc, m.id desc
    limit ${opts.limit}`;
  return { rows };
}

export const historyCursor = (row: HistoryRow): string => `${row.cursor_us}.${row.id}`;

const CHANNELS: Record<TransferKind, WalletChannel> = {
  topup_card: 'card',
  topup_bank: 'bank',
  topup_transfer: 'bank',
  send: 'wallet',
  purchase: 'purchase',
  subscription: 'subscription',
  subscription_credit: 'refund',
  adjustment: 'adjustment',
  gift_hold: 'wallet',
  gift_claim: 'wallet',
  gift_return: 'wallet',
  circle_payment: 'wallet',
  circle_refund: 'refund',
  delivery_fee: 'purchase',
  delivery_fee_refund: 'refund',
  group_buy_payment: 'purchase',
  group_buy_refund: 'refund',
  withdrawal_hold: 'bank',
  withdrawal_settle: 'bank',
  withdrawal_fee: 'bank',
  withdrawal_return: 'refund',
  withdrawal_fee_refund: 'refund',
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A credited top-up whose amount is not what the customer asked for says so. */
function noticeOf(row: HistoryRow): string | null {
  const declared = row.metadata.declared_kobo;
  if (row.status !== 'success' || typeof declared !== 'number' || declared === row.amount)
    return null;
  return WALLET_MESSAGES.receivedDiffers(formatNaira(row.amount), formatNaira(declared));
}

export function toWalletTransaction(row: HistoryRow): WalletTransaction {
  const incoming = row.amount > 0;
  // The holder's own send names its recipient in full; a sender is named by first name
  // (docs/decisions/0054-real-names.md).
  const other = row.other_name
    ? {
        first_name: row.other_first_name,
        last_name: row.other_last_name,
        display_name: row.other_name,
      }
    : null;
  const name = other ? (incoming ? firstNameOrMasked(other) : fullNameOrMasked(other)) : null;
  const type: WalletTransactionType =
    row.kind === 'topup_card' || row.kind === 'topup_bank' || row.kind === 'topup_transfer'
      ? 'topup'
      : row.kind === 'send' ||
          row.kind.startsWith('gift_') ||
          row.kind.startsWith('circle_') ||
          row.kind.startsWith('group_buy_') ||
          row.kind.startsWith('withdrawal_')
        ? incoming
          ? 'receive'
          : 'send'
        : row.kind.startsWith('delivery_')
          ? incoming
            ? 'receive'
            : 'purchase'
          : (row.kind as WalletTransactionType);
  return {
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    // A withdrawal's hold stays pending until the bank pays it or it comes back.
    status: row.withdrawal_state && isOpenWithdrawal(row.withdrawal_state) ? 'pending' : row.status,
    channel: CHANNELS[row.kind],
    type,
    description: describe(row, name),
    counterparty: name ? { name } : null,
    note: text(row.metadata.note),
    notice: noticeOf(row),
    created_at: row.created_at.toISOString(),
  };
}

function describe(row: HistoryRow, name: string | null): string {
  const m = row.metadata;
  if (row.status === 'needs_review')
    return WALLET_MESSAGES.topUpUnderReview(text(m.review_reason) ?? '');
  switch (row.kind) {
    case 'topup_card':
      if (row.status === 'failed')
        return `Card top-up failed: ${text(m.failure_reason) ?? 'not paid'}`;
      if (row.status === 'expired') return 'Card top-up expired: not paid';
      return 'Wallet top-up by card';
    case 'topup_bank':
      if (row.status === 'pending') return 'Bank transfer top-up (awaiting confirmation)';
      if (row.status === 'failed')
        return `Bank transfer top-up rejected: ${text(m.failure_reason) ?? ''}`.trim();
      return 'Wallet top-up by bank transfer';
    case 'topup_transfer':
      return text(m.sender_name)
        ? `Bank transfer from ${text(m.sender_name)}`
        : 'Bank transfer to your account number';
    case 'send':
      return row.amount > 0
        ? `Received from ${name ?? 'a Faza user'}`
        : `Sent to ${name ?? 'a Faza user'}`;
    case 'purchase':
      return `Payment for order ${text(m.invoice_number) ?? row.reference}`;
    case 'subscription':
      return text(m.description) ?? 'Subscription';
    case 'subscription_credit':
      return 'Unused Premium credited on upgrade';
    case 'withdrawal_hold':
      return withdrawalDescription(
        text(m.bank_name) ?? 'your bank',
        text(m.account_number) ?? '',
        row.withdrawal_state ?? 'processing',
      );
    case 'withdrawal_return':
    case 'withdrawal_fee_refund':
      return withdrawalReturnDescription(
        text(m.bank_name) ?? 'your bank',
        text(m.account_number) ?? '',
      );
    default:
      return text(m.description) ?? 'Adjustment';
  }
}
