import { useQuery } from '@tanstack/react-query';
import { shopResponseSchema, type ShopItem, type ShopResponse } from '@faza/shared';
import { ApiError, apiFetch, unchecked } from '../../lib/api-client';
import { API_ERROR_TEXTS } from '../../lib/api-messages';
import { readSavedCatalogue, saveCatalogue } from './saved-catalogue';
import { shopQueryKey } from './catalogue-query-keys';
import { connectCatalogueQueries } from './catalogue-query-sync';

connectCatalogueQueries();

async function fetchShopItems(signal: AbortSignal): Promise<ShopItem[]> {
  const data: Partial<ShopResponse> | undefined = await apiFetch('/shop', {
    signal,
    // Parsed in development and tests only (see `unchecked`): this is on the shop's first load,
    // whose 110 KB budget has no room for zod. Production keeps the one check below, which the
    // saved catalogue depends on.
    schema: import.meta.env.DEV ? shopResponseSchema : unchecked<ShopResponse>(),
  });
  if (!Array.isArray(data?.items)) {
    throw new ApiError(API_ERROR_TEXTS.unexpected, { status: 200, code: 'BAD_RESPONSE' });
  }
  // The API validated every item against the shared shopItemSchema before answering.
  saveCatalogue(data.items);
  return data.items;
}

/**
 * The shop catalogue from `GET /api/shop`. Starts from the last catalogue that loaded (if any),
 * so the shop and the cart's prices stay usable offline; a failed refetch keeps that data and
 * sets `isError`, which the screens show as a notice rather than an error page.
 */
export function useShopItems({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shopQueryKey,
    queryFn: ({ signal }) => fetchShopItems(signal),
    initialData: () => readSavedCatalogue()?.items,
    // Shown at once, but as stale: asked again whenever the phone is online. Dated by when it
    // was saved, a page served as the plain shell (while the public pages are drawn again after
    // a change of price or stock) showed the copy saved a minute before, "Only 3 left" of food
    // sold out, for the five minutes of staleTime.
    initialDataUpdatedAt: 0,
    enabled,
  });
}
