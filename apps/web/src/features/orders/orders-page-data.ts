import type { OrdersList } from '@faza/shared';
import type { SignedInPageData } from '../../lib/server-data';
import { ordersQueryKey } from './orders-api';

/** /orders drawn on the server: the list, as `useOrders` holds it. */
export const ordersPageData: SignedInPageData = {
  reads: () => ['/orders'],
  queries: ([list]) => [[ordersQueryKey, (list as OrdersList).orders]],
};
