import { formatNaira, type CloseSlotResult } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { refuse } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { findDelivery } from './deliveries-repository';
import { openSlots } from './delivery-plan';
import {
  bookSlotPlace,
  feeRules,
  findSlot,
  markFeeRefunded,
  releaseSlotPlace,
} from './slots-repository';

// Staff close a slot (docs/decisions/0057). First the slot closes, in its own transaction, so it
// takes no new booking; then each booking, one transaction each, under the delivery's row lock
// (delivery → slots → wallet, the cancel's order): moved to the zone's next free slot or, with
// none, its fee refunded. A booking already moved is skipped, so a second or concurrent close
// moves or refunds nobody twice, and a close cut short is finished by closing again.

async function closeTheSlot(sql: Sql, slotId: string, reason: string, staffId: string) {
  return withTransaction(sql, async (tx) => {
    const [row] = await tx<{ closed_at: Date | null }[]>`
      select closed_at from delivery_slots where id = ${slotId} for update`;
    if (!row) throw refuse('SLOT_NOT_FOUND');
    if (row.closed_at) return;
    await tx`update delivery_slots set closed_at = now(), close_reason = ${reason}
             where id = ${slotId}`;
    await recordAudit(tx, {
      actorId: staffId,
      action: 'delivery_slot.close',
      subjectType: 'delivery_slot',
      subjectId: slotId,
      after: { reason },
    });
  });
}

async function moveOrRefund(
  tx: TransactionSql,
  deliveryId: string,
  closed: { id: string; reason: string },
  staffId: string,
): Promise<'moved' | 'refunded' | null> {
  const row = await findDelivery(tx, deliveryId, { forUpdate: true });
  if (!row || row.status !== 'requested' || row.slot?.id !== closed.id || !row.zone_id) return null;
  const { tier } = await feeRules(tx, row.user_id);
  const free = (await openSlots(tx, row.zone_id, tier)).filter(
    (s) => s.placesLeft > 0 && s.slot.id !== closed.id,
  );
  for (const { slot } of free) {
    if (!(await bookSlotPlace(tx, slot.id, tier))) continue;
    await tx`update deliveries set slot_id = ${slot.id} where id = ${row.id}`;
    await releaseSlotPlace(tx, closed.id);
    await notify(tx, {
      kind: 'delivery.slot_moved',
      userId: row.user_id,
      deliveryId: row.id,
      closedSlotId: closed.id,
      reason: closed.reason,
      slot,
    });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'delivery.slot_moved',
      subjectType: 'delivery',
      subjectId: row.id,
      before: { slot: closed.id },
      after: { slot: slot.id },
    });
    return 'moved';
  }
  // No place left in the zone: unscheduled for staff to plan with the customer, fee back once.
  await tx`update deliveries set slot_id = null where id = ${row.id}`;
  await releaseSlotPlace(tx, closed.id);
  const refunded = await markFeeRefunded(tx, row.id);
  if (refunded) {
    const wallet = await walletOfUser(tx, row.user_id);
    await transfer(tx, {
      kind: 'delivery_fee_refund',
      amountKobo: Number(row.fee_kobo),
      debit: SYSTEM_ACCOUNTS.deliveryRevenue,
      credit: wallet.id,
      reference: row.id,
      metadata: { description: 'Delivery fee refunded (slot closed)', by: staffId },
    });
  }
  await notify(tx, {
    kind: 'delivery.slot_refunded',
    userId: row.user_id,
    deliveryId: row.id,
    closedSlotId: closed.id,
    reason: closed.reason,
    feeText: refunded ? formatNaira(Number(row.fee_kobo)) : null,
  });
  await recordAudit(tx, {
    actorId: staffId,
    action: 'delivery.slot_refunded',
    subjectType: 'delivery',
    subjectId: row.id,
    before: { slot: closed.id },
    after: { slot: null, refundedKobo: refunded ? Number(row.fee_kobo) : 0 },
  });
  return 'refunded';
}

/** `POST /api/admin/delivery/slots/:id/close`: close with a reason, move or refund each booking. */
export async function closeSlot(
  sql: Sql,
  slotId: string,
  reason: string,
  staffId: string,
): Promise<CloseSlotResult> {
  await closeTheSlot(sql, slotId, reason, staffId);
  const [closed] = await sql<{ reason: string }[]>`
    select close_reason as reason from delivery_slots where id = ${slotId}`;
  const booked = await sql<{ id: string }[]>`
    select id from deliveries where slot_id = ${slotId} and status = 'requested'
    order by created_at, id`;
  const result = { moved: 0, refunded: 0 };
  for (const { id } of booked) {
    const done = await withTransaction(sql, (tx) =>
      moveOrRefund(tx, id, { id: slotId, reason: closed!.reason }, staffId),
    );
    if (done) result[done] += 1;
  }
  const slot = (await findSlot(sql, slotId))!;
  return { slot_id: slot.id, booked: slot.booked, ...result };
}
