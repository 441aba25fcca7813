import type { TransactionSql } from '../../db/sql';
import { addLots, type IncomingLine } from './add-lots';

/** What each demo account finds in its pantry (catalogue names, today's prices in kobo). */
const DEMO_FOOD: readonly (readonly IncomingLine[])[] = [
  [
    { name: 'Foreign parboiled rice', quantityType: '5kg', quantity: 4, unitPriceKobo: 9_600_00 },
    { name: 'Honey beans (oloyin)', quantityType: '1kg', quantity: 6, unitPriceKobo: 2_300_00 },
    { name: 'Palm oil', quantityType: '1 litre', quantity: 3, unitPriceKobo: 2_800_00 },
    {
      name: 'Tomato paste (400 g tin)',
      quantityType: '1 tin',
      quantity: 12,
      unitPriceKobo: 1_500_00,
    },
    { name: 'Crayfish (ground)', quantityType: 'per derica', quantity: 2, unitPriceKobo: 3_000_00 },
    // With these, the demo pantry can cook jollof rice or rice and beans tonight (food planning).
    {
      name: 'Scotch bonnet pepper (ata rodo)',
      quantityType: 'per nylon',
      quantity: 2,
      unitPriceKobo: 1_000_00,
    },
    { name: 'Vegetable oil', quantityType: '1 litre', quantity: 1, unitPriceKobo: 3_000_00 },
    {
      name: 'Seasoning cubes (100 cubes)',
      quantityType: '1 packet',
      quantity: 1,
      unitPriceKobo: 1_700_00,
    },
  ],
  [
    { name: 'Garri (Ijebu)', quantityType: '5kg', quantity: 2, unitPriceKobo: 5_700_00 },
    { name: 'Spaghetti (500 g)', quantityType: '1 packet', quantity: 10, unitPriceKobo: 1_100_00 },
    { name: 'Yam tuber', quantityType: '1 tuber', quantity: 3, unitPriceKobo: 4_000_00 },
  ],
];

/** Food that was put in twelve days ago, so the demo shows an 'Expiring Soon' card. */
const DEMO_AGEING: readonly IncomingLine[] = [
  { name: 'Onions', quantityType: '1kg', quantity: 2, unitPriceKobo: 1_200_00 },
];

/**
 * The demo seed's pantry step: fills each demo account's pantry once (an account whose journal
 * already has rows is left alone, so restarting `npm run demo` never adds food twice).
 */
export async function fillDemoPantries(
  tx: TransactionSql,
  accounts: readonly { id: string }[],
): Promise<void> {
  for (const [i, account] of accounts.entries()) {
    const [seen] = await tx`select 1 from pantry_journal where owner_id = ${account.id} limit 1`;
    if (seen) continue;
    const lines = DEMO_FOOD[i % DEMO_FOOD.length]!;
    await addLots(tx, { ownerId: account.id, kind: 'adjust', actorId: null, lines });
    if (i === 0)
      await addLots(tx, {
        ownerId: account.id,
        kind: 'adjust',
        actorId: null,
        lines: DEMO_AGEING,
        addedAt: new Date(Date.now() - 12 * 24 * 60 * 60 * 1000),
      });
  }
}
