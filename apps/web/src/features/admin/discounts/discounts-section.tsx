import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionEmpty, SectionError, SectionLoading } from '../shared';
import { DiscountEditor } from './discount-editor';
import { useAdminDiscounts } from './use-admin-discounts';

/**
 * Premium Plus bulk discounts (admin only, `discounts:edit`; docs/decisions/0038-bulk-discounts.md):
 * the rules checkout applies to members, in force, scheduled and ended. Of several rules that fit a
 * line (or an order), the largest percentage wins; a line rule and an order rule add up.
 */
export function DiscountsSection() {
  const rules = useAdminDiscounts();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="discounts-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="discounts-heading" className="text-lg font-bold text-ink-900">
          Premium Plus discounts
        </h2>
        {!adding && <Button onClick={() => setAdding(true)}>New rule</Button>}
      </div>
      <p className="text-sm text-ink-600">
        Members get these at checkout, by wallet or bank transfer. Of rules that overlap, the
        largest percentage wins; a line rule and an order rule add up. Orders already placed keep
        their discount.
      </p>
      {adding && <DiscountEditor rule={null} onDone={() => setAdding(false)} />}
      {rules.isPending ? (
        <SectionLoading what="the discount rules" />
      ) : rules.isError ? (
        <SectionError message={rules.error.message} onRetry={() => void rules.refetch()} />
      ) : rules.data.rules.length === 0 ? (
        <SectionEmpty>No discount rules yet.</SectionEmpty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {rules.data.rules.map((rule) => (
            // Keyed by the saved rule too, so a save (or another admin's) resets the form.
            <li key={`${rule.id}:${rule.updatedAt}`}>
              <DiscountEditor rule={rule} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
