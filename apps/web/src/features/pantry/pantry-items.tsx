import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ERROR_TEXTS, SCREEN_TEXTS, TOASTS, type PantryItem } from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { buttonClasses } from '../../components/ui/button';
import { toastError } from '../../lib/toasts';
import { useSession, verifyPhonePathFor } from '../auth';
import { PlusIcon } from '../cart';
import { RequestDeliveryButton } from '../deliveries';
import { loadSendDialog, preloadSendDialog } from './load-send-dialog';
import { PANTRY_GRID } from './pantry-grid';
import { SearchIcon } from './pantry-icons';
import { PantryItemCard } from './pantry-item-card';
import { twinOrigins } from './pantry-origin';
import { filterPantry } from './pantry-search';
import { PantryEmpty, PantryError, PantryLoading, PantryNoMatch } from './pantry-states';
import { reloadPantry, usePantry } from './use-pantry';
import { SEND_PARAM, useResumeSend } from './use-resume-send';

const SendFoodDialog = lazy(() => loadSendDialog().then((m) => ({ default: m.SendFoodDialog })));

/** docs/product-spec.md §2 pantry: search, the grid of cards and its states, and the send dialog. */
export function PantryItems() {
  const client = useQueryClient();
  const { data: items, isError, isFetching, refetch, errorUpdatedAt } = usePantry();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<{ item: PantryItem; open: boolean; seq: number } | null>(
    null,
  );
  const opener = useRef<HTMLElement | null>(null);
  const [, navigate] = useLocation();
  const phoneVerified = useSession().user?.phone_verified === true;
  const retry = () => void refetch();

  // docs/product-spec.md §8: a failed load also raises the 'Error' toast.
  useEffect(() => {
    if (errorUpdatedAt) toastError(TOASTS.pantry.loadFailed);
  }, [errorUpdatedAt]);

  // Back from phone verification (`?send=<lot id>`): the send that was asked for opens at once.
  useResumeSend(items, phoneVerified, (item) => openDialog(item));

  function openDialog(item: PantryItem) {
    if (!phoneVerified) {
      // Senders need a verified phone (docs/decisions/0027): verify, then come back to this food.
      navigate(verifyPhonePathFor(`${PATHS.pantry}?${SEND_PARAM}=${item.id}`, 'send'));
      return;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    loadSendDialog().then(
      () => setDialog((last) => ({ item, open: true, seq: (last?.seq ?? 0) + 1 })),
      () => toastError({ title: 'Error', description: ERROR_TEXTS.sendFoodFailed }),
    );
  }

  const toolbar = (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
      <label className="relative flex-1">
        <span className="sr-only">Search your pantry</span>
        <SearchIcon
          size={18}
          className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-500"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={SCREEN_TEXTS.pantry.searchPlaceholder}
          className="block min-h-12 w-full rounded-full border border-sand-300 bg-white pr-4 pl-11 text-base text-ink-900 shadow-xs placeholder:text-ink-500/80 focus:border-palm-600 focus:ring-4 focus:ring-palm-600/15 focus:outline-none focus-visible:outline-none"
        />
      </label>
      <Link href="/shop" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
        <PlusIcon size={18} />
        Add More Items
      </Link>
      {items && <RequestDeliveryButton items={items} />}
    </div>
  );

  if (!items) {
    if (isError) return <PantryError onRetry={retry} retrying={isFetching} />;
    return <PantryLoading />;
  }
  if (items.length === 0) return <PantryEmpty onRefresh={retry} refreshing={isFetching} />;

  const visible = filterPantry(items, query);
  const origins = twinOrigins(items);
  return (
    <>
      {toolbar}
      {isError && (
        <p role="status" className="mb-4 text-sm text-ink-600">
          {ERROR_TEXTS.loadPantryFailed}
        </p>
      )}
      {visible.length === 0 ? (
        <PantryNoMatch query={query} onClear={() => setQuery('')} />
      ) : (
        <ul className={PANTRY_GRID} aria-label="Pantry items">
          {visible.map((item) => (
            <li key={item.id}>
              <PantryItemCard
                item={item}
                origin={origins.get(item.id)}
                onSend={openDialog}
                onIntent={preloadSendDialog}
              />
            </li>
          ))}
        </ul>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <SendFoodDialog
            key={dialog.seq}
            item={dialog.item}
            open={dialog.open}
            onOpenChange={(open) => {
              setDialog({ ...dialog, open });
              // docs/product-spec.md §2: closing the dialog reloads the pantry.
              if (!open) void reloadPantry(client);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
