import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { clearUserData } from '../../lib/user-data';
import { bundlesQueryKey, discountsQueryKey, shopQueryKey } from './catalogue-query-keys';
import { connectCatalogueQueries } from './catalogue-query-sync';

describe('connectCatalogueQueries', () => {
  it("keeps what is the same for everyone when the user changes, and drops the last user's data", async () => {
    connectCatalogueQueries();
    queryClient.setQueryData(shopQueryKey, []);
    queryClient.setQueryData(bundlesQueryKey, []);
    // A prerendered shop draws its badges from these: dropped before it hydrates, React would
    // find other markup than the server's.
    queryClient.setQueryData(discountsQueryKey, { rules: [] });
    queryClient.setQueryData(['pantry'], { items: [] });
    await clearUserData();
    expect(queryClient.getQueryData(shopQueryKey)).toEqual([]);
    expect(queryClient.getQueryData(bundlesQueryKey)).toEqual([]);
    expect(queryClient.getQueryData(discountsQueryKey)).toEqual({ rules: [] });
    expect(queryClient.getQueryData(['pantry'])).toBeUndefined();
  });
});
