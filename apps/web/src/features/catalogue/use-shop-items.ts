import { useQuery } from '@tanstack/react-query';
import type { ShopItem, ShopResponse } from '@faza/shared';
import { ApiError, apiFetch } from '../../lib/api-client';
import { API_ERROR_TEXTS } from '../../lib/api-messages';
import { readSavedCatalogue, saveCatalogue } from './saved-catalogue';
import { shopQueryKey } from './catalogue-query-keys';
import { connectCatalogueQueries } from './catalogue-query-sync';

connectCatalogueQueries();

async function fetchShopItems(signal: AbortSignal): Promise<ShopItem[]> {
  const data = await apiFetch<Partial<ShopResponse> | undefined>('/shop', { signal });
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
    initialDataUpdatedAt: () => readSavedCatalogue()?.savedAt,
    enabled,
  });
}
