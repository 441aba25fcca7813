import { fullNameOrMasked, planSend, PANTRY_MESSAGES, type SendFoodResponse } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { answeredAtCommit } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { notify } from '../notifications';
import { lockMoreLotsFefo, peekLots, type LockedLot } from './lot-locks';
import type { PipelinedAction } from '../../lib/idempotency';
import {
  openSend,
  openSendStatement,
  toOpenedSend,
  transferTakes,
  type OpenedRow,
  type OpenedSend,
} from './send-repository';

export type SendFoodInput = {
  senderId: string;
  foodName: string;
  quantity: number;
  quantityType: string;
  /** 12 digits. */
  faza: string;
  lotId?: string | undefined;
};

/**
 * The send as the send route runs it: its first statement (who receives, the product, the sender's
 * lots) rides with the idempotency key's claim (decision 0045), then `sendFood` uses its answer.
 */
export const sendFoodAction = (
  input: SendFoodInput,
): PipelinedAction<SendFoodResponse, OpenedRow[]> => ({
  prefetch: (tx) => openSendStatement(tx, input),
  run: (tx, opening) => sendFood(tx, input, opening?.then(toOpenedSend)),
});

/**
 * Sends food from the sender's pantry to the owner of a FAZA number (docs/architecture.md §3), inside the
 * caller's transaction: locks the sender's lots of that food in the pantry's lock order, picks
 * them first-expired-first-out (or the given lot), and moves the quantity with both journal rows
 * under one transfer id. Every refusal throws before anything is written, so the transaction
 * changes nothing.
 */
export async function sendFood(
  tx: TransactionSql,
  input: SendFoodInput,
  /** openSend's answer when its statement was already sent (sendFoodAction's prefetch). */
  opening: Promise<OpenedSend> = openSend(tx, input),
): Promise<SendFoodResponse> {
  const opened = await opening;
  const { recipient, product } = opened;
  if (!recipient) throw refuse('INVALID_FAZA', { field: 'faza' });
  if (recipient.id === input.senderId) throw refuse('SELF_SEND', { field: 'faza' });
  if (!product) throw refuse('NOT_IN_PANTRY');

  const owner = {
    ownerId: input.senderId,
    productId: product.id,
    quantityType: input.quantityType,
  };
  const wellFormed = Number.isInteger(input.quantity) && input.quantity >= 1;
  // Only what the send needs is locked: the chosen lot, or the earliest-expiring lots until they
  // hold the quantity.
  const lots =
    wellFormed && !input.lotId
      ? await lockMoreLotsFefo(tx, owner, input.quantity, opened.lots)
      : opened.lots;
  let plan = planSend(toSendable(lots), input.quantity, opened.now, input.lotId);
  if (!plan.ok && !input.lotId && (plan.reason === 'none' || !wellFormed)) {
    // The locked lots cannot say it: how much there is in all, or whether it all expired.
    const all = await peekLots(tx, owner);
    plan = planSend(toSendable(all.lots), input.quantity, all.now);
  }
  if (!plan.ok) {
    if (plan.reason === 'none') throw refuse('NOT_IN_PANTRY');
    if (plan.reason === 'expired') throw refuse('FOOD_EXPIRED');
    const message = PANTRY_MESSAGES.sendRange(plan.available);
    throw refuse('QUANTITY_OUT_OF_RANGE', { message, field: 'food-quantity' });
  }

  const moved = await transferTakes(tx, {
    senderId: input.senderId,
    recipientId: recipient.id,
    takes: plan.takes,
  });
  // Answered with the COMMIT (docs/decisions/0045-cheaper-sends.md): nothing below needs it.
  await answeredAtCommit(
    tx,
    notify(tx, {
      kind: 'food.received',
      recipientId: recipient.id,
      senderId: input.senderId,
      transferId: moved.transferId,
      food: product.name,
      quantity: input.quantity,
      quantityType: input.quantityType,
    }),
  );
  return {
    'transfer-id': moved.transferId,
    'food-name': product.name,
    'food-quantity': input.quantity,
    'food-quantity-type': input.quantityType,
    remaining: moved.senderHolds,
    lots: moved.lots.map((l) => ({ 'lot-id': l.lotId, sent: l.sent, remaining: l.remaining })),
    recipient: { name: fullNameOrMasked(recipient), faza: recipient.faza },
  };
}

const toSendable = (lots: readonly LockedLot[]) =>
  lots.map((lot) => ({ id: lot.id, quantity: lot.quantity, expiresAt: lot.expires_at }));
