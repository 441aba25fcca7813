import {
  CATALOGUE_ADMIN_MESSAGES as M,
  type AdminBundle,
  type AdminProduct,
  type UpdateBundleRequest,
  type UpdateProductRequest,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import {
  existingTiers,
  listAdminBundles,
  listAdminProducts,
  updateBundle,
  updateProduct,
} from './catalogue-admin-repository';
import { announceCatalogueChange } from './catalogue-events';
import { setPriceChangeActor } from './price-history-repository';

// The staff's catalogue actions (docs/architecture.md §1 "Adding a feature"): each edit is one
// transaction, audited with the fields before and after and announced to every API instance.

/** The fields of a product or bundle that an edit touched, before or after it. */
function touched<T extends object>(record: T, change: object): Partial<T> {
  return Object.fromEntries(
    Object.keys(change)
      .filter((k) => (change as Record<string, unknown>)[k] !== undefined && k in record)
      .map((k) => [k, record[k as keyof T]]),
  ) as Partial<T>;
}

/** Every product and bundle, inactive included, with bundle cost and margin. */
export async function catalogueForStaff(sql: Sql) {
  const [products, bundles] = await Promise.all([listAdminProducts(sql), listAdminBundles(sql)]);
  return { products, bundles };
}

/** A product's tier prices, description or active flag changed by staff. */
export const updateProductByStaff = (
  sql: Sql,
  id: string,
  change: UpdateProductRequest,
  staffId: string,
): Promise<AdminProduct> =>
  withTransaction(sql, async (tx) => {
    const [before] = await listAdminProducts(tx, { id, forUpdate: true });
    if (!before) throw refuse('PRODUCT_NOT_FOUND');
    const unknown = change.tiers?.find((t) => !before.tiers.some((x) => x.label === t.label));
    if (unknown) throw refuse('UNKNOWN_TIER', { message: M.unknownTier(unknown.label) });
    // The price history's trigger records who changed a price (docs/decisions/0040).
    await setPriceChangeActor(tx, staffId);
    await updateProduct(tx, before.id, change);
    const [after] = await listAdminProducts(tx, { id: before.id });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'catalogue.product.update',
      subjectType: 'product',
      subjectId: before.id,
      before: touched<AdminProduct>(before, change),
      after: touched<AdminProduct>(after!, change),
    });
    await announceCatalogueChange(tx);
    return after!;
  });

/** A bundle's prices, items, description, popular or active flag changed by staff. */
export const updateBundleByStaff = (
  sql: Sql,
  id: string,
  change: UpdateBundleRequest,
  staffId: string,
): Promise<AdminBundle> =>
  withTransaction(sql, async (tx) => {
    const [before] = await listAdminBundles(tx, { id, forUpdate: true });
    if (!before) throw refuse('NO_SUCH_BUNDLE');
    if (change.items) {
      const known = await existingTiers(tx, change.items);
      const missing = change.items.find((i) => !known.has(`${i.product_id}|${i.tier_label}`));
      if (missing)
        throw refuse('UNKNOWN_BUNDLE_ITEM', {
          message: M.unknownBundleItem(missing.product_id, missing.tier_label),
        });
    }
    await updateBundle(tx, before.id, change);
    const [after] = await listAdminBundles(tx, { id: before.id });
    const figures = { ...change, margin_percent: true };
    await recordAudit(tx, {
      actorId: staffId,
      action: 'catalogue.bundle.update',
      subjectType: 'bundle',
      subjectId: before.id,
      before: touched<AdminBundle>(before, figures),
      after: touched<AdminBundle>(after!, figures),
    });
    await announceCatalogueChange(tx);
    return after!;
  });
