import { useState } from 'react';
import { FilterChips, SectionEmpty, SectionError, SectionLoading } from '../shared';
import { InboundCard } from './inbound-card';
import { useInboundTransfers, type InboundState } from './use-inbound-transfers';

const STATES = [
  { value: 'needs_review', label: 'Needs review' },
  { value: 'credited', label: 'Credited' },
  { value: 'returning', label: 'Returning' },
] as const satisfies readonly { value: InboundState; label: string }[];

const EMPTY: Record<InboundState, string> = {
  needs_review: 'Nothing waiting for review.',
  credited: 'No credited transfers yet.',
  returning: 'No transfers are going back to their senders.',
};

/**
 * Transfers into customers' own account numbers (docs/decisions/0055) that the server could not
 * credit by itself (nobody holds the number, or the provider's re-check disagrees), oldest first;
 * and, by filter, the ones already credited or going back.
 */
export function BankTransfersSection() {
  const [state, setState] = useState<InboundState>('needs_review');
  const transfers = useInboundTransfers(state);
  return (
    <section aria-labelledby="bank-transfers-heading" className="space-y-3">
      <h2 id="bank-transfers-heading" className="text-lg font-bold text-ink-900">
        Bank transfers
        {transfers.data && (
          <span className="ml-2 text-sm font-semibold text-ink-500">{transfers.data.length}</span>
        )}
      </h2>
      <FilterChips label="Show transfers" options={STATES} value={state} onChange={setState} />
      {transfers.isPending ? (
        <SectionLoading what="bank transfers" />
      ) : transfers.isError ? (
        <SectionError message={transfers.error.message} onRetry={() => void transfers.refetch()} />
      ) : transfers.data.length === 0 ? (
        <SectionEmpty>{EMPTY[state]}</SectionEmpty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {transfers.data.map((t) => (
            <li key={t.id}>
              <InboundCard transfer={t} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
