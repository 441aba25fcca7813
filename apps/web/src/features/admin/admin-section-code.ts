import type { ComponentType } from 'react';
import type { Role } from '@faza/shared';
import { lazyLoaded, type LazyLoaded } from '../../lib/lazy-loaded';
import type { AdminSectionId } from './admin-sections';

/** What a section is drawn with: who is looking. */
export type SectionProps = { myId: string; myRole: Role };

const section = <M>(load: () => Promise<M>, pick: (m: M) => ComponentType<SectionProps>) =>
  lazyLoaded(() => load().then(pick));

/**
 * Each section of the console is a chunk of its own: the console's first load is its shell (the
 * section list) and the one section on screen, not all of them
 * (docs/decisions/0066-a-landing-page-that-hydrates-little.md).
 */
export const SECTION_CODE: Record<AdminSectionId, LazyLoaded<SectionProps>> = {
  payments: section(
    () => import('./payments'),
    (m) => m.PaymentsSection,
  ),
  'bank-transfers': section(
    () => import('./bank-transfers'),
    (m) => m.BankTransfersSection,
  ),
  withdrawals: section(
    () => import('./withdrawals'),
    (m) => m.WithdrawalsSection,
  ),
  'address-reviews': section(
    () => import('./kyc'),
    (m) => m.AddressReviewsSection,
  ),
  orders: section(
    () => import('./orders'),
    (m) => m.OrdersSection,
  ),
  deliveries: section(
    () => import('./deliveries'),
    (m) => m.DeliveriesSection,
  ),
  support: section(
    () => import('./support'),
    (m) => m.SupportSection,
  ),
  consultants: section(
    () => import('./consultants'),
    (m) => m.ConsultantsSection,
  ),
  insights: section(
    () => import('./insights'),
    (m) => m.InsightsSection,
  ),
  circles: section(
    () => import('./circles'),
    (m) => m.CirclesSection,
  ),
  catalogue: section(
    () => import('./catalogue'),
    (m) => m.CatalogueSection,
  ),
  stock: section(
    () => import('./stock'),
    (m) => m.StockSection,
  ),
  discounts: section(
    () => import('./discounts'),
    (m) => m.DiscountsSection,
  ),
  recipes: section(
    () => import('./recipes'),
    (m) => m.RecipesSection,
  ),
  users: section(
    () => import('./users'),
    (m) => m.UsersSection,
  ),
  audit: section(
    () => import('./audit'),
    (m) => m.AuditSection,
  ),
};
