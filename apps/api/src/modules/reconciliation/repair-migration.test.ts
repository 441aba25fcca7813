import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { createTestDatabase } from '../../../test/test-app';
import { SYSTEM_ACCOUNTS } from '../ledger';
import { reconcile } from './reconcile';

const REPAIR = readFileSync(
  path.join(MIGRATIONS_DIR, '011_book_confirmed_bank_orders.sql'),
  'utf8',
);

describe('migration 011 books the bank-transfer orders confirmed before the fix', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('books each once, dated at its confirmation, and a second run changes nothing', async () => {
    const { sql } = db;
    const [user] = await sql<{ id: string }[]>`
      insert into users (email, phone, faza, password_hash, display_name)
      values ('old@example.com', '+2348035550000', '008035550000', 'x', 'Old Customer')
      returning id`;
    // What the old confirmation left: paid orders with no money booked, confirmed days apart; an
    // unpaid order and a cancelled one, which must stay unbooked.
    const confirmedAt = [new Date('2026-10-01T09:00:00Z'), new Date('2026-11-20T15:30:00Z')];
    const paid = [];
    for (const [i, at] of confirmedAt.entries())
      paid.push(
        (
          await sql<{ id: string; invoice_number: string }[]>`
          insert into orders (invoice_number, user_id, status, payment_method, total_kobo,
                              created_at, paid_at)
          values (${`INV-170000000000${i}`}, ${user!.id}, 'paid', 'bank_transfer', ${(i + 1) * 12_345_00},
                  ${at}, ${at})
          returning id, invoice_number`
        )[0]!,
      );
    await sql`
      insert into orders (invoice_number, user_id, status, payment_method, total_kobo)
      values ('INV-1700000000009', ${user!.id}, 'awaiting_payment', 'bank_transfer', 5000)`;
    await sql`
      insert into orders (invoice_number, user_id, status, payment_method, total_kobo,
                          cancelled_at, cancelled_by, cancel_reason)
      values ('INV-1700000000008', ${user!.id}, 'cancelled', 'bank_transfer', 7000, now(),
              'staff', 'No transfer')`;
    const broken = await reconcile(sql);
    expect(broken.mismatches.map((m) => m.kind)).toEqual(['order_payment', 'order_payment']);

    await sql.unsafe(REPAIR);
    await sql.unsafe(REPAIR);

    const transfers = await sql<
      { reference: string; amount_kobo: string; debit_account: string; created_at: Date }[]
    >`
      select reference, amount_kobo::text as amount_kobo, debit_account, created_at
        from ledger_transfers where credit_account = ${SYSTEM_ACCOUNTS.sales}
       order by created_at`;
    expect(transfers).toEqual([
      {
        reference: paid[0]!.invoice_number,
        amount_kobo: '1234500',
        debit_account: SYSTEM_ACCOUNTS.bankClearing,
        created_at: confirmedAt[0],
      },
      {
        reference: paid[1]!.invoice_number,
        amount_kobo: '2469000',
        debit_account: SYSTEM_ACCOUNTS.bankClearing,
        created_at: confirmedAt[1],
      },
    ]);
    const report = await reconcile(sql);
    expect(report).toMatchObject({ ok: true, totalKobo: 0, salesKobo: 3_703_500 });
    expect(report.bankClearingKobo).toBe(-3_703_500);
  });
});
