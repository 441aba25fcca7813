import { newLotExpiry, lotStorageDays } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { holdForPantry } from '../stock';
import { insertJournal } from './journal-repository';
import { findOwnerById, findProducts, insertLots, type ProductRef } from './lots-repository';

/** One line of food entering a pantry: the product by id or by its catalogue name. */
export type IncomingLine = ({ productId: string } | { name: string }) & {
  quantityType: string;
  /** A whole number ≥ 1. */
  quantity: number;
  /** What one unit cost the customer (the order's price), in kobo. */
  unitPriceKobo: number;
};

export type AddedLot = {
  lotId: string;
  productId: string;
  quantityType: string;
  quantity: number;
  expiresAt: Date;
};

type AddLotsInput = {
  ownerId: string;
  lines: readonly IncomingLine[];
  kind: 'purchase' | 'adjust';
  actorId: string | null;
  orderId?: string | null;
  /** When the food entered the pantry; the database clock when omitted. */
  addedAt?: Date;
  /**
   * A share of a group buy's bulk unit (docs/decisions/0064-group-buys.md): every member's lot
   * carries the bulk lot's one expiry, and its journal row names the group.
   */
  groupShare?: { groupBuyId: string; expiresAt: Date };
};

/**
 * Puts food into a pantry: one lot per line, expiring by the owner's tier at that moment (capped
 * by the product's storage life), each with its journal row. Runs in the caller's transaction.
 */
export async function addLots(db: Queryable, input: AddLotsInput): Promise<AddedLot[]> {
  if (input.lines.length === 0) return [];
  const owner = await findOwnerById(db, input.ownerId);
  if (!owner) throw refuse('OWNER_NOT_FOUND');
  const products = await findProducts(db, {
    ids: input.lines.flatMap((l) => ('productId' in l ? [l.productId] : [])),
    names: input.lines.flatMap((l) => ('name' in l ? [l.name] : [])),
  });
  const addedAt = input.addedAt ?? (await db<{ now: Date }[]>`select now() as now`)[0]!.now;
  const tier = { tier: owner.subscription_tier, tierEndsAt: owner.subscription_ends_at };

  const lots = input.lines.map((line) => {
    const product = productOf(products, line);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`pantry line quantity must be a whole number ≥ 1: ${line.quantity}`);
    if (!Number.isSafeInteger(line.unitPriceKobo) || line.unitPriceKobo < 0)
      throw new RangeError(`unit price must be whole kobo: ${line.unitPriceKobo}`);
    return {
      ownerId: owner.id,
      productId: product.id,
      quantityType: line.quantityType,
      quantity: line.quantity,
      unitPriceKobo: line.unitPriceKobo,
      addedAt,
      expiresAt:
        input.groupShare?.expiresAt ?? newLotExpiry(tier, product.storage_life_days, addedAt),
      storageDays: input.groupShare
        ? Math.round((input.groupShare.expiresAt.getTime() - addedAt.getTime()) / 86_400_000)
        : lotStorageDays(tier, product.storage_life_days, addedAt),
      source: input.kind,
      orderId: input.orderId ?? null,
    };
  });
  // Food added without an order (staff by hand, the demo seed) comes out of free stock; a
  // purchase's was reserved at checkout and is sold by the order (decision 0056).
  if (input.kind === 'adjust')
    await holdForPantry(db, lots, input.actorId, 'Added to a pantry without an order');
  const ids = await insertLots(db, lots);
  await insertJournal(
    db,
    lots.map((lot, i) => ({
      lotId: ids[i]!,
      ownerId: owner.id,
      kind: input.kind,
      quantity: lot.quantity,
      actorId: input.actorId,
      orderId: lot.orderId,
      groupBuyId: input.groupShare?.groupBuyId ?? null,
    })),
  );
  return lots.map((lot, i) => ({
    lotId: ids[i]!,
    productId: lot.productId,
    quantityType: lot.quantityType,
    quantity: lot.quantity,
    expiresAt: lot.expiresAt,
  }));
}

function productOf(products: readonly ProductRef[], line: IncomingLine): ProductRef {
  const found =
    'productId' in line
      ? products.find((p) => p.id === line.productId)
      : products.find((p) => p.name.toLowerCase() === line.name.trim().toLowerCase());
  if (!found) {
    const ref = 'productId' in line ? line.productId : line.name;
    throw refuse('UNKNOWN_PRODUCT', { message: `No product "${ref}" in the catalogue.` });
  }
  return found;
}

/**
 * A filled group buy's split (docs/decisions/0064-group-buys.md): each member's shares enter their
 * pantry as one lot of the share's quantity type, all with the bulk lot's expiry: the basic storage
 * time from now, capped by the product's storage life, so nobody's tier changes anyone's date.
 * Journal kind `purchase`, carrying the group's order and the group. In the caller's transaction.
 */
export async function addGroupShares(
  tx: Queryable,
  input: {
    orderId: string;
    groupBuyId: string;
    productId: string;
    quantityType: string;
    unitPriceKobo: number;
    members: readonly { ownerId: string; shares: number }[];
  },
): Promise<AddedLot[]> {
  const [product] = await findProducts(tx, { ids: [input.productId], names: [] });
  if (!product) throw refuse('UNKNOWN_PRODUCT');
  const addedAt = (await tx<{ now: Date }[]>`select now() as now`)[0]!.now;
  const expiresAt = newLotExpiry(
    { tier: 'basic', tierEndsAt: null },
    product.storage_life_days,
    addedAt,
  );
  const added: AddedLot[] = [];
  for (const m of input.members)
    added.push(
      ...(await addLots(tx, {
        ownerId: m.ownerId,
        kind: 'purchase',
        actorId: null,
        orderId: input.orderId,
        addedAt,
        groupShare: { groupBuyId: input.groupBuyId, expiresAt },
        lines: [
          {
            productId: input.productId,
            quantityType: input.quantityType,
            quantity: m.shares,
            unitPriceKobo: input.unitPriceKobo,
          },
        ],
      })),
    );
  return added;
}

/**
 * For checkout (docs/architecture.md §3): the items of a paid order enter the buyer's pantry, inside the
 * transaction that marks the order paid. Journal kind `purchase`, carrying the order id.
 */
export function addPurchasedLots(
  tx: Queryable,
  input: {
    ownerId: string;
    lines: readonly IncomingLine[];
    orderId: string;
    actorId?: string | null;
  },
): Promise<AddedLot[]> {
  return addLots(tx, {
    ownerId: input.ownerId,
    lines: input.lines,
    kind: 'purchase',
    actorId: input.actorId ?? null,
    orderId: input.orderId,
  });
}
