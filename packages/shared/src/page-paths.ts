/** Every page the web app renders (docs/product-spec.md §2 plus /reset-password and the orders pages), by name. */
export const PATHS = {
  home: '/',
  shop: '/shop',
  bundles: '/bundles',
  pantry: '/pantry',
  wallet: '/wallet',
  /** Premium and Premium Plus: benefits, prices and Subscribe. */
  premium: '/premium',
  /** Monthly food analytics: Premium and Premium Plus; a sample for everyone else. */
  insights: '/insights',
  /** Food planning (Premium): what can I cook from my pantry. */
  plan: '/plan',
  /** Food planning: the meal plan (3 days Premium, the week Premium Plus). */
  planWeek: '/plan/week',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  verifyOtp: '/verify-otp',
  /** The code texted to the signed-in account's phone (docs/decisions/0027). */
  verifyPhone: '/verify-phone',
  resetPassword: '/reset-password',
  admin: '/admin',
  /** The staff console's Premium Plus discount table (docs/decisions/0038-bulk-discounts.md). */
  adminDiscounts: '/admin/discounts',
  orders: '/orders',
  deliveries: '/deliveries',
  /** A rider's run: deliveries assigned to them (docs/decisions/0057). */
  rider: '/rider',
  /** The in-app inbox: every notification, newest first. */
  notifications: '/notifications',
  /** Which notifications arrive on which channel (inbox, push, email). */
  notificationSettings: '/settings/notifications',
  /** The account's signed-in devices: sign one or all the others out. */
  security: '/settings/security',
  /** Support conversations and, for Premium Plus, the food consultant. */
  help: '/help',
  /** One support conversation; `:id` is its UUID. */
  helpConversation: '/help/:id',
  /** The printable invoice of one order; `:id` is the order's UUID. */
  orderInvoice: '/orders/:id/invoice',
  /** Gifts sent to phone numbers, and their states (docs/decisions/0036). */
  gifts: '/gifts',
  /** The claim page of one gift; `:code` is its random claim code. */
  claimGift: '/claim/:code',
  /** Food circles I am in and my invitations (docs/decisions/0043-food-circles.md). */
  circles: '/circles',
  /** Start a circle: three steps with the price preview. */
  newCircle: '/circles/new',
  /** One circle; `:id` is its UUID. */
  circle: '/circles/:id',
  /** A circle's invitation link, shared by WhatsApp; `:code` is its random code (22+ characters). */
  joinCircle: '/circles/join/:code',
  /** Group buys: open ones near closing, mine, and Start (docs/decisions/0064-group-buys.md). */
  groupBuys: '/group-buys',
  /** One group buy, the link shared on WhatsApp; `:id` is its UUID. */
  groupBuy: '/group-buys/:id',
} as const;

export type PagePath = (typeof PATHS)[keyof typeof PATHS];

/**
 * The server answers any other page path with HTTP 404 while still serving the SPA, which renders
 * its not-found page.
 */
export const PAGE_PATHS: readonly PagePath[] = Object.values(PATHS);

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
// `:id` parameters are UUIDs (/orders/anything-else/invoice is not a page); `:code` is a claim code
// or a circle's invitation code.
const CODE = '[A-Za-z0-9_-]{22,64}';
const PATTERNS = PAGE_PATHS.filter((p) => p.includes(':')).map((p) => ({
  path: p,
  regex: new RegExp(`^${p.replace(/:id\b/g, UUID).replace(/:code\b/g, CODE)}$`),
}));

/** The page (as written in PATHS) a location shows, or null for the not-found page. */
export const matchPagePath = (path: string): PagePath | null => {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if ((PAGE_PATHS as readonly string[]).includes(clean) && !clean.includes(':'))
    return clean as PagePath;
  return PATTERNS.find((p) => p.regex.test(clean))?.path ?? null;
};

export const isPagePath = (path: string): boolean => matchPagePath(path) !== null;
