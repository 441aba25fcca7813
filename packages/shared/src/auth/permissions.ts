import type { Role } from '../rules/subscription';

/**
 * Named permissions (docs/architecture.md §3, Roles). Routes declare the permission they need; this one table
 * maps roles to permissions and is read by the server's guard and by the UI alike.
 */
export const PERMISSIONS = [
  /** See any order, payment, food circle or customer record in the staff console. */
  'orders:view',
  /** Confirm or reject bank-transfer payments (orders and wallet top-ups); cancel a food circle. */
  'orders:confirm',
  /** Move deliveries through dispatched, delivered or cancelled. */
  'deliveries:run',
  /** Carry the deliveries assigned to oneself: see them, move them, send one's position. */
  'deliveries:ride',
  /** Put food into a customer's pantry by hand (`POST /api/pantry/add`). */
  'pantry:adjust',
  /** Edit products, tier prices and bundles; see cost prices and margins. */
  'catalogue:edit',
  /** See warehouse stock: on hand, free, held for pantries, reserved, the stock journal. */
  'stock:view',
  /** Receive stock, count it, adjust and write it off (docs/decisions/0056-warehouse-stock.md). */
  'stock:edit',
  /** Keep the Premium Plus bulk discount rules (docs/decisions/0038-bulk-discounts.md). */
  'discounts:edit',
  /** Write and edit the recipes of food planning. */
  'recipes:edit',
  /** Read users, their wallets and pantries. */
  'users:view',
  /** Change a user's role. */
  'roles:change',
  /** Read the audit log. */
  'audit:view',
  /** Read the support queue and every conversation in it (docs/decisions/0039). */
  'support:view',
  /** Reply to and assign support conversations; a food consultant needs it too. */
  'support:reply',
  /** Mark staff as food consultants and give a Premium Plus member another one. */
  'consultants:assign',
  /** Decide proofs of address for Tier 3 (docs/decisions/0063), never one's own or one sent by oneself. */
  'kyc:review',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MODERATOR: readonly Permission[] = [
  'orders:view',
  'orders:confirm',
  'deliveries:run',
  'stock:view',
  'audit:view',
  'support:view',
  'support:reply',
  'kyc:review',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  rider: ['deliveries:ride'],
  moderator: MODERATOR,
  admin: PERMISSIONS,
};

export const hasPermission = (role: Role | null | undefined, permission: Permission): boolean =>
  role != null && ROLE_PERMISSIONS[role].includes(permission);

/**
 * Staff confirm payments and run deliveries (docs/architecture.md §3 roles): the one definition, used by the
 * catalogue route (cost figures) and the web session store. Here, not beside the role schema, so
 * a page that only asks this never loads zod.
 */
export const isStaff = (role: Role): boolean => role === 'admin' || role === 'moderator';
