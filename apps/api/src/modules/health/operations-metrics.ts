import { Gauge, type Registry } from 'prom-client';
import type { Sql } from '../../db/sql';
import { cached, orNull } from '../../lib/metrics';
import { listStockLevels } from '../stock';
import { readOperationsFigures, type OperationsFigures } from './operations-figures';

/** The business figures are read at most this often, however many scrapes come. */
const FIGURES_MAX_AGE_MS = 30_000;

type Figure = {
  name: string;
  help: string;
  value: (f: OperationsFigures) => number;
};

const FIGURES: Figure[] = [
  {
    name: 'faza_ledger_imbalance_kobo',
    help: 'Sum of every ledger balance (wallets as cached): must be 0 (npm run cli -- ledger check finds the account)',
    value: (f) => f.ledgerImbalanceKobo,
  },
  {
    name: 'faza_pantry_journal_imbalance',
    help: 'Food units in pantry lots minus the pantry journal: must be 0',
    value: (f) => f.pantryImbalance,
  },
  {
    name: 'faza_bank_transfer_oldest_waiting_seconds',
    help: 'Age of the oldest bank-transfer order (awaiting payment or submitted), bank top-up, or top-up in review waiting for staff',
    value: (f) => f.oldestBankTransferSeconds,
  },
  {
    name: 'faza_card_topups_pending',
    help: 'Card top-ups started and not yet paid, failed or expired',
    value: (f) => f.cardTopUpsPending,
  },
  {
    name: 'faza_notifications_undelivered',
    help: 'Push and email deliveries due and not yet made (a push held for quiet hours is not due)',
    value: (f) => f.notificationsUndelivered,
  },
  {
    name: 'faza_notifications_failed',
    help: 'Push and email deliveries that gave up after their last attempt',
    value: (f) => f.notificationsFailed,
  },
];

/** Registers the business figures on a server's registry; read on scrape, cached. */
export function registerOperationsMetrics(registry: Registry, sql: Sql): void {
  const read = cached(FIGURES_MAX_AGE_MS, () => readOperationsFigures(sql));
  for (const figure of FIGURES)
    new Gauge({
      name: figure.name,
      help: figure.help,
      registers: [registry],
      async collect() {
        const figures = await orNull(read());
        this.set(figures ? figure.value(figures) : NaN);
      },
    });
  // Warehouse stock per product in base units (docs/decisions/0056-warehouse-stock.md).
  const stock = cached(FIGURES_MAX_AGE_MS, () => listStockLevels(sql));
  new Gauge({
    name: 'faza_stock_base_units',
    help: 'Warehouse stock per product in its base unit: on hand, free, held for pantries, reserved by unpaid orders',
    labelNames: ['product', 'figure'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const level of (await orNull(stock())) ?? []) {
        this.set({ product: level.productId, figure: 'on_hand' }, level.onHand);
        this.set({ product: level.productId, figure: 'free' }, level.free);
        this.set({ product: level.productId, figure: 'held' }, level.heldForPantries);
        this.set({ product: level.productId, figure: 'reserved' }, level.reserved);
        this.set({ product: level.productId, figure: 'reorder_level' }, level.reorderLevel);
      }
    },
  });
  new Gauge({
    name: 'faza_stock_low',
    help: 'Per product, 1 when its free stock is at or below its reorder level (a low-stock alert)',
    labelNames: ['product'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const level of (await orNull(stock())) ?? [])
        this.set({ product: level.productId }, level.low ? 1 : 0);
    },
  });
  new Gauge({
    name: 'faza_bank_transfers_waiting',
    help: 'Bank transfers and top-ups in review waiting for staff, by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const f = await orNull(read());
      this.set({ kind: 'order_awaiting_payment' }, f?.bankOrdersAwaitingPayment ?? NaN);
      this.set({ kind: 'order_payment_submitted' }, f?.bankOrdersPaymentSubmitted ?? NaN);
      this.set({ kind: 'topup' }, f?.bankTopUpsPending ?? NaN);
      this.set({ kind: 'topup_review' }, f?.topUpsInReview ?? NaN);
    },
  });
}
