import {
  premiumFlags,
  type AdminDiscount,
  type DiscountRule,
  type SubscriptionTier,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';

type RuleRow = {
  id: string;
  kind: 'line' | 'order';
  percent_bp: number;
  min_base_units: string | null;
  min_order_kobo: string | null;
  starts_at: Date;
  ends_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `id, kind, percent_bp, min_base_units, min_order_kobo, starts_at, ends_at,
  created_at, updated_at`;

const toRule = (row: RuleRow): AdminDiscount => ({
  id: row.id,
  kind: row.kind,
  percentBp: row.percent_bp,
  minBaseUnits: row.min_base_units === null ? null : Number(row.min_base_units),
  minOrderKobo: row.min_order_kobo === null ? null : Number(row.min_order_kobo),
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at ? row.ends_at.toISOString() : null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** What pricing reads of a rule (no bookkeeping dates). */
export const pricingRule = ({
  createdAt: _c,
  updatedAt: _u,
  ...rule
}: AdminDiscount): DiscountRule => rule;

/** Rules not ended at `now()` (some may start later), oldest first. */
async function openRules(db: Queryable): Promise<AdminDiscount[]> {
  const rows = await db<RuleRow[]>`
    select ${db.unsafe(COLUMNS)} from discount_rules
     where ends_at is null or ends_at > now()
     order by starts_at, id`;
  return rows.map(toRule);
}

/** What `GET /api/discounts` answers, and the prerendered shop is drawn with. */
export async function publicDiscountRules(db: Queryable): Promise<DiscountRule[]> {
  return (await openRules(db)).map(pricingRule);
}

/** Every rule for the console: current and scheduled first, then ended ones, newest first. */
export async function allRules(db: Queryable): Promise<AdminDiscount[]> {
  const rows = await db<RuleRow[]>`
    select ${db.unsafe(COLUMNS)} from discount_rules
     order by (ends_at is not null and ends_at <= now()), created_at desc, id`;
  return rows.map(toRule);
}

export async function findRule(
  db: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<AdminDiscount | undefined> {
  const [row] = await db<RuleRow[]>`
    select ${db.unsafe(COLUMNS)} from discount_rules where id = ${id}
    ${opts.forUpdate ? db`for update` : db``}`;
  return row && toRule(row);
}

export type RuleFields = Omit<DiscountRule, 'id'>;

export async function insertRule(
  db: Queryable,
  rule: RuleFields,
  createdBy: string,
): Promise<AdminDiscount> {
  const [row] = await db<RuleRow[]>`
    insert into discount_rules
      (kind, percent_bp, min_base_units, min_order_kobo, starts_at, ends_at, created_by)
    values (${rule.kind}, ${rule.percentBp}, ${rule.minBaseUnits}, ${rule.minOrderKobo},
            ${rule.startsAt}, ${rule.endsAt}, ${createdBy})
    returning ${db.unsafe(COLUMNS)}`;
  return toRule(row!);
}

export async function updateRule(
  db: Queryable,
  id: string,
  rule: RuleFields,
): Promise<AdminDiscount> {
  const [row] = await db<RuleRow[]>`
    update discount_rules set kind = ${rule.kind}, percent_bp = ${rule.percentBp},
           min_base_units = ${rule.minBaseUnits}, min_order_kobo = ${rule.minOrderKobo},
           starts_at = ${rule.startsAt}, ends_at = ${rule.endsAt}, updated_at = now()
     where id = ${id}
    returning ${db.unsafe(COLUMNS)}`;
  return toRule(row!);
}

/**
 * Ends a rule now. A rule that has not started yet ends before it ever applies: its start moves to
 * now as well, so the row stays a valid interval (ends after it starts).
 */
export async function endRule(db: Queryable, id: string): Promise<AdminDiscount> {
  const [row] = await db<RuleRow[]>`
    update discount_rules
       set starts_at = least(starts_at, now() - interval '1 millisecond'),
           ends_at = now(), updated_at = now()
     where id = ${id}
    returning ${db.unsafe(COLUMNS)}`;
  return toRule(row!);
}

/**
 * The rules a buyer is entitled to at checkout, and the database's clock to price by: every open
 * rule for a Premium Plus member whose tier has not lapsed, none for anyone else. Read in the
 * checkout's transaction; nothing the client sends is consulted (docs/decisions/0038-bulk-discounts.md).
 */
export async function rulesForBuyer(
  db: Queryable,
  userId: string,
): Promise<{ at: Date; rules: DiscountRule[] }> {
  const [user] = await db<
    { tier: SubscriptionTier; ends_at: Date | null; now: Date }[]
  >`select subscription_tier as tier, subscription_ends_at as ends_at, now() as now
      from users where id = ${userId}`;
  if (!user) throw new Error(`buyer ${userId} not found`);
  if (!premiumFlags(user.tier, user.ends_at, user.now).isPremiumPlus)
    return { at: user.now, rules: [] };
  return { at: user.now, rules: (await openRules(db)).map(pricingRule) };
}
