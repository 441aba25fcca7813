import { useState } from 'react';
import { MainLayout } from '../../components/layouts/main-layout';
import { cx } from '../../lib/cx';
import { useSession } from '../auth';
import { PendingGiftsNote } from '../gifts';
import { useOrderConfirmedToast } from '../orders';
import { PantryRunway } from '../plan';
import { FazaCard } from './faza-card';
import { PantryHistory } from './pantry-history';
import { PantryItems } from './pantry-items';

type View = 'items' | 'history';
const VIEWS: { id: View; label: string }[] = [
  { id: 'items', label: 'My Items' },
  { id: 'history', label: 'History' },
];

/** docs/product-spec.md §2 My Pantry (behind the sign-in guard): FAZA number, items, and the History view. */
export function PantryPage() {
  const { user } = useSession();
  const [view, setView] = useState<View>('items');
  // Bank transfers staff confirmed since the last visit: 'Order Confirmed!' (docs/product-spec.md §8).
  useOrderConfirmedToast();
  return (
    <MainLayout
      title="My Pantry"
      description="Food you buy is kept here until you send it to someone or ask for delivery."
    >
      {user && <FazaCard faza={user.faza} phoneVerified={user.phone_verified} />}
      <PendingGiftsNote kind="food" />
      {user?.is_premium && <PantryRunway />}
      <div
        role="tablist"
        aria-label="Pantry views"
        className="mt-6 mb-5 inline-flex rounded-full bg-white p-1 ring-1 ring-sand-300 ring-inset"
      >
        {VIEWS.map((tab) => (
          <button
            key={tab.id}
            id={`pantry-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={view === tab.id}
            aria-controls="pantry-view"
            onClick={() => setView(tab.id)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = VIEWS.find((other) => other.id !== tab.id)!;
              setView(next.id);
              document.getElementById(`pantry-tab-${next.id}`)?.focus();
            }}
            tabIndex={view === tab.id ? 0 : -1}
            className={cx(
              'min-h-10 rounded-full px-5 text-sm font-semibold transition-colors',
              view === tab.id
                ? 'bg-palm-600 text-white shadow-sm'
                : 'text-ink-800 hover:bg-palm-50',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="pantry-view" role="tabpanel" aria-labelledby={`pantry-tab-${view}`}>
        {view === 'items' ? <PantryItems /> : <PantryHistory />}
      </div>
    </MainLayout>
  );
}
