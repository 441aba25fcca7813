import { Link } from 'wouter';
import { formatNaira } from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { useGifts } from './use-gifts';

/**
 * On the pantry and the wallet: the sender's gifts still waiting to be claimed, of that kind, and
 * the way to /gifts (docs/decisions/0036). Nothing while there are none.
 */
export function PendingGiftsNote({ kind }: { kind: 'food' | 'money' }) {
  const gifts = useGifts();
  const pending = (gifts.data ?? []).filter((g) => g.state === 'pending' && g.kind === kind);
  if (pending.length === 0) return null;
  const heldKobo = pending.reduce((sum, g) => sum + (g.amount_kobo ?? 0), 0);
  const count = `${pending.length} gift${pending.length === 1 ? '' : 's'}`;
  return (
    <p
      data-testid="pending-gifts"
      className="mt-4 rounded-2xl bg-plantain-100 px-4 py-3 text-sm text-ink-900 ring-1 ring-plantain-200 ring-inset"
    >
      {kind === 'money'
        ? `${formatNaira(heldKobo)} held in ${count} waiting to be claimed. `
        : `Food held in ${count} waiting to be claimed. `}
      <Link href={PATHS.gifts} className="font-semibold text-palm-700 underline">
        See My Gifts
      </Link>
    </p>
  );
}
