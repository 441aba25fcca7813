import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ERROR_TEXTS, SCREEN_TEXTS } from '@faza/shared';
import { RefreshIcon } from '../../components/icons/icons';
import { Button, buttonClasses } from '../../components/ui/button';
import { AlertIcon } from '../cart';
import { PANTRY_GRID } from './pantry-grid';
import { PantryItemCardSkeleton } from './pantry-item-card';
import { BagIcon } from '../../components/icons/transfer-icons';
import { SearchIcon } from './pantry-icons';

/** 'Loading your pantry...' over cards in their final places. */
export function PantryLoading() {
  return (
    <div role="status" aria-live="polite">
      <p className="mb-4 text-sm font-medium text-ink-600">{SCREEN_TEXTS.pantry.loading}</p>
      <div className={PANTRY_GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          <PantryItemCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

function StateCard({
  icon,
  title,
  text,
  role,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-cream-200 bg-white px-6 py-10 text-center shadow-card"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-palm-50 text-palm-600">
        {icon}
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink-900">{title}</h2>
      <p className="mt-1 text-ink-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

function RefreshButton({
  label,
  onRetry,
  retrying,
}: {
  label: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Button variant="secondary" onClick={onRetry} disabled={retrying}>
      <RefreshIcon size={18} className={retrying ? 'animate-spin' : undefined} />
      {label}
    </Button>
  );
}

/** docs/product-spec.md §2: 'Your pantry is empty' with Shop Now (/shop) and Refresh. */
export function PantryEmpty({
  onRefresh,
  refreshing,
}: {
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <StateCard
      icon={<BagIcon size={28} />}
      title={SCREEN_TEXTS.pantry.empty}
      text="Food you buy, or that someone sends you, is kept here until you need it."
    >
      <Link href="/shop" className={buttonClasses()}>
        Shop Now
      </Link>
      <RefreshButton label="Refresh" onRetry={onRefresh} retrying={refreshing} />
    </StateCard>
  );
}

/** docs/product-spec.md §2: 'No items found' with Clear Search. */
export function PantryNoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <StateCard
      role="status"
      icon={<SearchIcon size={28} />}
      title={SCREEN_TEXTS.pantry.noMatch}
      text={`Nothing in your pantry matches “${query.trim()}”.`}
    >
      <Button variant="secondary" onClick={onClear}>
        Clear Search
      </Button>
    </StateCard>
  );
}

/** docs/product-spec.md §2/§8: 'Error Loading Pantry' with Try Again. */
export function PantryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateCard
      role="alert"
      icon={<AlertIcon size={28} />}
      title={SCREEN_TEXTS.pantry.errorTitle}
      text={ERROR_TEXTS.loadPantryFailed}
    >
      <RefreshButton label="Try Again" onRetry={onRetry} retrying={retrying} />
    </StateCard>
  );
}
