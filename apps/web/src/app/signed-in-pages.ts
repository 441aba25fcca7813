/**
 * The chunks of pages only a signed-in member opens, imported from this small lazy chunk rather than
 * from the route table: each import() site carries its list of chunks to preload, and here those
 * lists are not in the entry every visitor downloads (the landing page's 80 KB budget), nor in the
 * query provider's chunk that the public shop loads.
 */
export const signedInPages = {
  requireAuth: () => import('../features/auth/require-auth'),
  pantry: () => import('../features/pantry/pantry-page'),
  wallet: () => import('../features/wallet/wallet-page'),
  orders: () => import('../features/orders/orders-page'),
  notifications: () => import('./notification-pages'),
  insights: () => import('../features/insights/insights-page'),
  premium: () => import('../features/premium/premium-page'),
  plan: () => import('../features/plan/plan-page'),
  planWeek: () => import('../features/plan/week-page'),
  admin: () => import('../features/admin/admin-page'),
  deliveries: () => import('../features/deliveries/deliveries-page'),
  rider: () => import('../features/rider/rider-page'),
  help: () => import('../features/support/help-page'),
  helpConversation: () => import('../features/support/conversation-page'),
  invoice: () => import('../features/orders/invoice-page'),
  gifts: () => import('../features/gifts/gifts-page'),
  circles: () => import('../features/circles/circles-page'),
  newCircle: () => import('../features/circles/new-circle-page'),
  circle: () => import('../features/circles/circle-page'),
  joinCircle: () => import('../features/circles/join-page'),
  groupBuys: () => import('../features/group-buys/group-buys-page'),
  groupBuy: () => import('../features/group-buys/group-buy-page'),
  security: () => import('../features/settings/security-page'),
};

export type SignedInPages = typeof signedInPages;
