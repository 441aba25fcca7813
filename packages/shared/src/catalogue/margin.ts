/**
 * Profit margin as staff see it, one formula for every bundle (docs/architecture.md §3): (selling − cost) /
 * selling, as a percentage with one decimal. The spec's packs used two different formulas.
 */
export function marginPercent(sellingKobo: number, costKobo: number): number {
  if (!Number.isSafeInteger(sellingKobo) || sellingKobo <= 0) {
    throw new RangeError('selling price must be a positive whole number of kobo');
  }
  return Math.round(((sellingKobo - costKobo) / sellingKobo) * 1000) / 10;
}
