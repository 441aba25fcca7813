import type { AdminDiscount } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { announceCatalogueChange } from '../catalogue';
import {
  endRule,
  findRule,
  insertRule,
  pricingRule,
  updateRule,
  type RuleFields,
} from './discounts-repository';

// An admin's changes to the Premium Plus discount table (docs/architecture.md §1 "Adding a
// feature", docs/decisions/0038-bulk-discounts.md): each opens its own transaction, is audited
// with the rule before and after, and is announced as a change of the catalogue: the prerendered
// shop shows the rules' badges, so every instance draws it again.

/** A new discount rule. */
export function addDiscountRule(
  sql: Sql,
  fields: RuleFields,
  staffId: string,
): Promise<AdminDiscount> {
  return withTransaction(sql, async (tx) => {
    const created = await insertRule(tx, fields, staffId);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'discount.create',
      subjectType: 'discount_rule',
      subjectId: created.id,
      after: pricingRule(created),
    });
    await announceCatalogueChange(tx);
    return created;
  });
}

/** The whole rule changed; orders already placed keep theirs. */
export function changeDiscountRule(
  sql: Sql,
  id: string,
  fields: RuleFields,
  staffId: string,
): Promise<AdminDiscount> {
  return withTransaction(sql, async (tx) => {
    const before = await findRule(tx, id, { forUpdate: true });
    if (!before) throw refuse('DISCOUNT_NOT_FOUND');
    const after = await updateRule(tx, before.id, fields);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'discount.update',
      subjectType: 'discount_rule',
      subjectId: before.id,
      before: pricingRule(before),
      after: pricingRule(after),
    });
    await announceCatalogueChange(tx);
    return after;
  });
}

/** The rule ends now (a scheduled one never starts). */
export function endDiscountRule(sql: Sql, id: string, staffId: string): Promise<AdminDiscount> {
  return withTransaction(sql, async (tx) => {
    const before = await findRule(tx, id, { forUpdate: true });
    if (!before) throw refuse('DISCOUNT_NOT_FOUND');
    const [clock] = await tx<{ now: Date }[]>`select now() as now`;
    if (before.endsAt !== null && Date.parse(before.endsAt) <= clock!.now.getTime())
      throw refuse('DISCOUNT_ALREADY_ENDED');
    const after = await endRule(tx, before.id);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'discount.end',
      subjectType: 'discount_rule',
      subjectId: before.id,
      before: pricingRule(before),
      after: pricingRule(after),
    });
    await announceCatalogueChange(tx);
    return after;
  });
}
