import { randomUUID } from 'node:crypto';
import {
  formatAmount,
  PLAN_MESSAGES,
  planCook,
  tierAmount,
  type BaseUnit,
  type CatalogueTier,
  type PlanLot,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { insertJournal } from './journal-repository';
import { changeLotQuantities } from './lots-repository';

/** What a dish needs of one product, in the product's base unit. */
export type CookingNeed = { productId: string; name: string; amount: number; unit: BaseUnit };
/** A lot and how many of its units the person says they used (units that cannot convert). */
export type UsedLot = { lotId: string; quantity: number };
export type CookedLine = { lotId: string; name: string; quantityType: string; quantity: number };

type CookLotRow = {
  id: string;
  product_id: string;
  name: string;
  quantity_type: string;
  quantity: number;
  expires_at: Date;
  unit_price_kobo: string;
  storage_duration_days: number;
  now: Date;
};

/**
 * "I cooked it" (docs/decisions/0037-food-planning.md): takes a dish's needs out of the owner's
 * pantry first-expiry-first, in the caller's transaction, as journal rows of kind `consume`
 * sharing the cooking's id. A bag that is only partly used is opened: it leaves whole, and its
 * rest comes back as a new lot (source `opened`) in grams, millilitres or single units with the
 * same expiry, so every lot still equals its journal. Lots are locked in the pantry's one lock
 * order (docs/decisions/0010-pantry-lots-journal-and-lock-order.md); any refusal throws before a
 * write.
 */
export async function takeForCooking(
  tx: Queryable,
  input: { ownerId: string; cookingId: string; needs: CookingNeed[]; used?: UsedLot[] },
): Promise<CookedLine[]> {
  const productIds = input.needs.map((n) => n.productId);
  // One cooking per owner at a time: a cooking's opened rest is a new lot, which a cooking already
  // waiting on the same bags could not see (its snapshot predates it) and would wrongly find the
  // pantry short. Row locks on the lots alone keep the food conserved; this keeps refusals true.
  await lockCookingOwner(tx, input.ownerId);
  const lots = await tx<CookLotRow[]>`
    select l.id, l.product_id, p.name, l.quantity_type, l.quantity, l.expires_at,
           l.unit_price_kobo, l.storage_duration_days, now() as now
    from pantry_lots l join products p on p.id = l.product_id
    where l.owner_id = ${input.ownerId} and l.product_id = any(${productIds}::text[])
      and l.quantity > 0 and l.expires_at > now()
    order by l.expires_at, l.id
    for update of l`;
  const tiers = await catalogueTiers(tx, productIds);
  const now = lots[0]?.now ?? new Date();
  const used = new Map((input.used ?? []).map((u) => [u.lotId, u.quantity]));
  const takes = new Map<string, number>();
  const opened: { parent: CookLotRow; size: number; remainder: number; unit: BaseUnit }[] = [];
  const short: string[] = [];
  const ask: CookingNeed[] = [];

  for (const need of input.needs) {
    const own = lots.filter((l) => l.product_id === need.productId);
    const told = own.filter((l) => used.has(l.id));
    if (told.length > 0) {
      for (const lot of told) {
        const quantity = used.get(lot.id)!;
        if (quantity > lot.quantity) throw refuse('TOO_MUCH');
        if (quantity > 0) takes.set(lot.id, quantity);
      }
      continue;
    }
    const planLots: PlanLot[] = own.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      expiresAt: l.expires_at,
      unitAmount: tierAmount(l.product_id, l.quantity_type, tiers.get(l.product_id) ?? []),
    }));
    const plan = planCook(planLots, need, now);
    if (!plan.ok) {
      if (plan.reason === 'unknown') ask.push(need);
      else short.push(need.name);
      continue;
    }
    for (const t of plan.takes) takes.set(t.lotId, t.quantity);
    if (plan.opened) {
      const { lotId, remainder, unit } = plan.opened;
      const parent = own.find((l) => l.id === lotId)!;
      const size = planLots.find((l) => l.id === lotId)!.unitAmount!.amount;
      opened.push({ parent, size, remainder, unit });
    }
  }
  if (short.length > 0)
    throw refuse('NOT_ENOUGH_FOOD', { message: PLAN_MESSAGES.notEnoughFood(short.join(', ')) });
  if (ask.length > 0)
    throw refuse('ASK_AMOUNT', {
      message: PLAN_MESSAGES.askAmount(ask.map((a) => a.name).join(', ')),
      // Which products to ask about, retryAfterSeconds: and how much the dish needs of each.
      fields: Object.fromEntries(ask.map((a) => [a.productId, formatAmount(a.amount, a.unit)])),
    });
  if (used.size > 0 && [...used.keys()].some((id) => !lots.some((l) => l.id === id)))
    throw refuse('NOT_IN_PANTRY', { message: PLAN_MESSAGES.manualTooMuch });

  const changes = [...takes].map(([lotId, quantity]) => ({ lotId, delta: -quantity }));
  if (changes.length > 0) await changeLotQuantities(tx, changes);
  const rests = opened.map((o) => ({ ...o, id: randomUUID() }));
  if (rests.length > 0)
    await tx`
      insert into pantry_lots ${tx(
        rests.map((o) => ({
          id: o.id,
          owner_id: input.ownerId,
          product_id: o.parent.product_id,
          quantity_type: o.unit,
          quantity: o.remainder,
          // The opened unit's price shared over what it held, so the pantry's value stays honest.
          unit_price_kobo: Math.round(Number(o.parent.unit_price_kobo) / o.size),
          expires_at: o.parent.expires_at,
          storage_duration_days: o.parent.storage_duration_days,
          source: 'opened',
          source_lot_id: o.parent.id,
        })),
      )}`;
  await insertJournal(
    tx,
    [
      ...changes.map((c) => ({ lotId: c.lotId, quantity: c.delta })),
      ...rests.map((o) => ({ lotId: o.id, quantity: o.remainder })),
    ].map((row) => ({
      ...row,
      ownerId: input.ownerId,
      kind: 'consume' as const,
      actorId: input.ownerId,
      cookingId: input.cookingId,
    })),
  );
  const byId = new Map(lots.map((l) => [l.id, l]));
  return [
    ...changes.map((c) => ({
      lotId: c.lotId,
      name: byId.get(c.lotId)!.name,
      quantityType: byId.get(c.lotId)!.quantity_type,
      quantity: c.delta,
    })),
    ...rests.map((o) => ({
      lotId: o.id,
      name: o.parent.name,
      quantityType: o.unit,
      quantity: o.remainder,
    })),
  ];
}

/** Taken before any lot; no other pantry action locks the user row, so the order stays one. */
async function lockCookingOwner(tx: Queryable, ownerId: string): Promise<void> {
  await tx`select id from users where id = ${ownerId} for no key update`;
}

/** The catalogue's tiers of these products, to measure lots by (units.ts `tierAmount`). */
async function catalogueTiers(
  db: Queryable,
  productIds: readonly string[],
): Promise<Map<string, CatalogueTier[]>> {
  const rows = await db<
    { product_id: string; label: string; multiplier: number; position: number }[]
  >`
    select product_id, label, multiplier::float8 as multiplier, position from product_tiers
    where product_id = any(${productIds as string[]}::text[])`;
  const out = new Map<string, CatalogueTier[]>();
  for (const r of rows)
    out.set(r.product_id, [
      ...(out.get(r.product_id) ?? []),
      { label: r.label, multiplier: r.multiplier, position: r.position },
    ]);
  return out;
}

/**
 * Undoes a cooking within the caller's transaction: every journal row of it is reversed by a
 * `consume_undo` row, so the lots hold exactly what they held before. Refused (409) when the rest
 * of an opened bag has since moved, since taking it back would drive that lot below zero.
 */
export async function undoCooking(
  tx: Queryable,
  input: { ownerId: string; cookingId: string },
): Promise<CookedLine[]> {
  await lockCookingOwner(tx, input.ownerId);
  const rows = await tx<{ lot_id: string; net: number }[]>`
    select lot_id, sum(quantity)::int as net from pantry_journal
    where cooking_id = ${input.cookingId} group by lot_id having sum(quantity) <> 0`;
  if (rows.length === 0) return [];
  const locked = await tx<{ id: string; quantity: number; quantity_type: string; name: string }[]>`
    select l.id, l.quantity, l.quantity_type, p.name
    from pantry_lots l join products p on p.id = l.product_id
    where l.id = any(${rows.map((r) => r.lot_id)}::uuid[])
    order by l.expires_at, l.id
    for update of l`;
  const byId = new Map(locked.map((l) => [l.id, l]));
  const changes = rows.map((r) => ({ lotId: r.lot_id, delta: -r.net }));
  if (changes.some((c) => byId.get(c.lotId)!.quantity + c.delta < 0)) throw refuse('UNDO_MOVED');
  await changeLotQuantities(tx, changes);
  await insertJournal(
    tx,
    changes.map((c) => ({
      lotId: c.lotId,
      ownerId: input.ownerId,
      kind: 'consume_undo' as const,
      quantity: c.delta,
      actorId: input.ownerId,
      cookingId: input.cookingId,
    })),
  );
  return changes.map((c) => ({
    lotId: c.lotId,
    name: byId.get(c.lotId)!.name,
    quantityType: byId.get(c.lotId)!.quantity_type,
    quantity: c.delta,
  }));
}
