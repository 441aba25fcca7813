import { useQuery, type QueryClient } from '@tanstack/react-query';
import { accountLimitsQueryKey } from '../../lib/wallet-part-keys';
import { fetchAccountLimits } from './kyc-api';

/** The tier and the day's limits; asked again every few seconds while a BVN/NIN check is pending. */
export function useAccountLimits() {
  return useQuery({
    queryKey: accountLimitsQueryKey,
    queryFn: fetchAccountLimits,
    refetchInterval: (query) => (query.state.data?.identity.state === 'pending' ? 3000 : false),
  });
}

export const reloadAccountLimits = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: accountLimitsQueryKey });
