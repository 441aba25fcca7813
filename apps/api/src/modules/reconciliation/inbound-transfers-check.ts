import type { Queryable } from '../../db/transaction';
import { SYSTEM_ACCOUNTS } from '../ledger';

/** A transfer into a virtual account the ledger disagrees with (docs/decisions/0055). */
export type InboundMismatch =
  | {
      kind: 'inbound_credit';
      inboundId: string;
      state: string;
      /** `topup_transfer` credits naming it; a credited one has exactly one, of its amount, to its owner. */
      credits: number;
    }
  | { kind: 'inbound_credit_without_transfer'; transferId: string; reference: string }
  /** Provider clearing's `topup_transfer` debits against the credited transfers' amounts. */
  | { kind: 'provider_clearing'; clearingKobo: number; reportedKobo: number };

/**
 * Transfers into customers' account numbers held against the books: each credited one has exactly
 * one `topup_transfer` of its amount from provider clearing into its customer's wallet, the one it
 * names; one not credited (under review, being returned) has none, so it is outside every wallet;
 * no such credit exists without its transfer; and provider clearing paid out for transfers exactly
 * what the provider confirmed for the credited ones.
 */
export async function checkInboundTransfers(db: Queryable): Promise<InboundMismatch[]> {
  const mismatches: InboundMismatch[] = [];
  const rows = await db<{ id: string; state: string; credits: number }[]>`
    select i.id, i.state, count(t.id)::int as credits
      from inbound_transfers i
      left join ledger_transfers t on t.kind = 'topup_transfer' and t.reference = i.id::text
     group by i.id
    having (i.state = 'credited') <> (
             count(t.id) = 1
             and bool_and(t.id = i.transfer_id and t.amount_kobo = i.amount_kobo
                          and t.debit_account = ${SYSTEM_ACCOUNTS.providerClearing}
                          and t.credit_account = (select w.id from wallets w
                                                   where w.user_id = i.user_id)) is true)
        or (i.state <> 'credited' and count(t.id) > 0)
     order by i.created_at`;
  for (const r of rows)
    mismatches.push({
      kind: 'inbound_credit',
      inboundId: r.id,
      state: r.state,
      credits: r.credits,
    });

  const orphans = await db<{ id: string; reference: string }[]>`
    select t.id, t.reference from ledger_transfers t
     where t.kind = 'topup_transfer'
       and not exists (select 1 from inbound_transfers i
                        where i.id::text = t.reference and i.state = 'credited')
     order by t.created_at`;
  for (const t of orphans)
    mismatches.push({
      kind: 'inbound_credit_without_transfer',
      transferId: t.id,
      reference: t.reference,
    });

  // Provider clearing gave out for transfers exactly what the provider confirmed arrived. (Card
  // top-ups and staff adjustments move it too: those have their own checks in reconcile.ts.)
  const [sums] = await db<{ cleared: number; reported: number }[]>`
    select coalesce((select sum(amount_kobo) from ledger_transfers
                      where kind = 'topup_transfer'
                        and debit_account = ${SYSTEM_ACCOUNTS.providerClearing}), 0)::bigint as cleared,
           coalesce((select sum(amount_kobo) from inbound_transfers
                      where state = 'credited'), 0)::bigint as reported`;
  if (sums!.cleared !== sums!.reported)
    mismatches.push({
      kind: 'provider_clearing',
      clearingKobo: sums!.cleared,
      reportedKobo: sums!.reported,
    });
  return mismatches;
}
