import type { TransactionSql } from '../../db/sql';
import { markOrderPaid } from './mark-order-paid';
import { priceOrder } from './order-pricing';
import { createOrder } from './orders-service';

/**
 * Demo seed step: the first demo account checks out once from her wallet (a Starter Pack and two
 * litres of palm oil), through the same pricing, order and paid steps as the shop, so her
 * insights show real spend by category. Once: an account with an order is left alone.
 */
export async function placeDemoOrders(
  tx: TransactionSql,
  accounts: readonly { id: string }[],
): Promise<void> {
  const first = accounts[0];
  if (!first) return;
  const [seen] = await tx`select 1 from orders where user_id = ${first.id} limit 1`;
  if (seen) return;
  const priced = await priceOrder(
    tx,
    {
      items: [{ name: 'Palm oil', 'quantity-type': '1 litre', quantity: 2 }],
      bundles: [{ id: 'starter-pack', quantity: 1 }],
    },
    first.id,
  );
  const order = await createOrder(tx, first.id, 'wallet', priced);
  await markOrderPaid(
    tx,
    {
      id: order.id,
      invoiceNumber: order.invoiceId,
      userId: first.id,
      totalKobo: priced.totalKobo,
      status: 'paid',
    },
    { method: 'wallet' },
  );
}
