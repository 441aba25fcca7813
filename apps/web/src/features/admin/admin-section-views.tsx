import { lazy } from 'react';

/*
 * Each console section is its own chunk, fetched when it is opened: the console's first paint
 * loads its shell and the one section on screen, not all twelve (docs/decisions/0059-npm-start.md
 * has the measurements).
 */
export const PaymentsSection = lazy(() =>
  import('./payments').then((m) => ({ default: m.PaymentsSection })),
);
export const OrdersSection = lazy(() =>
  import('./orders').then((m) => ({ default: m.OrdersSection })),
);
export const DeliveriesSection = lazy(() =>
  import('./deliveries').then((m) => ({ default: m.DeliveriesSection })),
);
export const SupportSection = lazy(() =>
  import('./support').then((m) => ({ default: m.SupportSection })),
);
export const ConsultantsSection = lazy(() =>
  import('./consultants').then((m) => ({ default: m.ConsultantsSection })),
);
export const InsightsSection = lazy(() =>
  import('./insights').then((m) => ({ default: m.InsightsSection })),
);
export const CirclesSection = lazy(() =>
  import('./circles').then((m) => ({ default: m.CirclesSection })),
);
export const CatalogueSection = lazy(() =>
  import('./catalogue').then((m) => ({ default: m.CatalogueSection })),
);
export const DiscountsSection = lazy(() =>
  import('./discounts').then((m) => ({ default: m.DiscountsSection })),
);
export const RecipesSection = lazy(() =>
  import('./recipes').then((m) => ({ default: m.RecipesSection })),
);
export const UsersSection = lazy(() =>
  import('./users').then((m) => ({ default: m.UsersSection })),
);
export const AuditSection = lazy(() =>
  import('./audit').then((m) => ({ default: m.AuditSection })),
);
