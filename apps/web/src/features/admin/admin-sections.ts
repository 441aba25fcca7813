import type { Permission, Role } from '@faza/shared';
import { hasPermission } from '@faza/shared';

export type AdminSectionId =
  | 'payments'
  | 'bank-transfers'
  | 'withdrawals'
  | 'address-reviews'
  | 'orders'
  | 'deliveries'
  | 'insights'
  | 'support'
  | 'consultants'
  | 'circles'
  | 'catalogue'
  | 'stock'
  | 'discounts'
  | 'recipes'
  | 'users'
  | 'audit';

export type AdminSection = { id: AdminSectionId; label: string; permission: Permission };

/**
 * The console's sections, each shown only to roles with its permission: the same table the
 * server's guard reads (packages/shared/src/auth/permissions.ts).
 */
const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'payments', label: 'Payments', permission: 'orders:confirm' },
  { id: 'bank-transfers', label: 'Bank transfers', permission: 'orders:confirm' },
  { id: 'withdrawals', label: 'Withdrawals', permission: 'orders:confirm' },
  { id: 'address-reviews', label: 'Address reviews', permission: 'kyc:review' },
  { id: 'orders', label: 'Orders', permission: 'orders:view' },
  { id: 'deliveries', label: 'Deliveries', permission: 'deliveries:run' },
  { id: 'support', label: 'Support', permission: 'support:view' },
  { id: 'consultants', label: 'Consultants', permission: 'consultants:assign' },
  { id: 'insights', label: 'Insights', permission: 'orders:view' },
  { id: 'circles', label: 'Circles', permission: 'orders:view' },
  { id: 'catalogue', label: 'Catalogue', permission: 'catalogue:edit' },
  { id: 'stock', label: 'Stock', permission: 'stock:view' },
  { id: 'discounts', label: 'Discounts', permission: 'discounts:edit' },
  { id: 'recipes', label: 'Recipes', permission: 'recipes:edit' },
  { id: 'users', label: 'Users', permission: 'users:view' },
  { id: 'audit', label: 'Audit log', permission: 'audit:view' },
];

export const sectionsFor = (role: Role | undefined): AdminSection[] =>
  ADMIN_SECTIONS.filter((s) => hasPermission(role, s.permission));
