import type { ComponentType } from 'react';
import { lazyLoaded } from '../lib/lazy-loaded';
import type { PublicPages } from './public-pages';
import type { SignedInPages } from './signed-in-pages';
import { setRoutePreloader } from '../lib/route-preload';
import { matchPagePath, PATHS, type PagePath } from '../lib/route-paths';

export type AppRoute = {
  path: PagePath;
  /** Document title; the brand is appended by `formatPageTitle`. */
  title: string;
  Component: ComponentType;
  /** Starts downloading the page's code, e.g. when the user hovers or touches its link. */
  preload: () => Promise<unknown>;
  /** Behind the sign-in guard (docs/architecture.md §3: pantry and wallet). */
  requiresSignIn?: boolean;
};

/** Each route is its own chunk, so the landing page's first load stays small. */
const lazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyLoaded(() => load().then(pick));

// Pages only a signed-in member opens are reached through one small chunk (app/signed-in-pages.ts):
// their import() sites and their lists of chunks to preload then sit there, not in the entry every
// visitor downloads (80 KB budget).
const signedIn =
  <K extends keyof SignedInPages>(key: K) =>
  (): ReturnType<SignedInPages[K]> =>
    import('./signed-in-pages').then((m): Promise<unknown> => m.signedInPages[key]()) as ReturnType<
      SignedInPages[K]
    >;

// The other public pages likewise, through app/public-pages.ts: only the landing page's import()
// (and the 404 page's) stays in the entry.
const publicPage =
  <K extends keyof PublicPages>(key: K) =>
  (): ReturnType<PublicPages[K]> =>
    import('./public-pages').then((m): Promise<unknown> => m.publicPages[key]()) as ReturnType<
      PublicPages[K]
    >;

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.home,
    title: 'Buy, store and share foodstuffs',
    ...lazyPage(
      () => import('../features/landing/landing-page'),
      (m) => m.LandingPage,
    ),
  },
  {
    path: PATHS.shop,
    title: 'Shop',
    ...lazyPage(publicPage('shop'), (m) => m.ShopPage),
  },
  {
    path: PATHS.bundles,
    title: 'Bundles',
    ...lazyPage(publicPage('bundles'), (m) => m.BundlesPage),
  },
  {
    path: PATHS.pantry,
    requiresSignIn: true,
    title: 'My Pantry',
    ...lazyPage(signedIn('pantry'), (m) => m.PantryPage),
  },
  {
    path: PATHS.wallet,
    requiresSignIn: true,
    title: 'My Wallet',
    ...lazyPage(signedIn('wallet'), (m) => m.WalletPage),
  },
  {
    path: PATHS.premium,
    requiresSignIn: true,
    title: 'Premium',
    ...lazyPage(signedIn('premium'), (m) => m.PremiumPage),
  },
  {
    path: PATHS.insights,
    requiresSignIn: true,
    title: 'Food insights',
    ...lazyPage(signedIn('insights'), (m) => m.InsightsPage),
  },
  {
    path: PATHS.plan,
    requiresSignIn: true,
    title: 'What can I cook?',
    ...lazyPage(signedIn('plan'), (m) => m.PlanPage),
  },
  {
    path: PATHS.planWeek,
    requiresSignIn: true,
    title: 'Meal plan',
    ...lazyPage(signedIn('planWeek'), (m) => m.WeekPage),
  },
  {
    path: PATHS.admin,
    requiresSignIn: true,
    title: 'Staff console',
    ...lazyPage(signedIn('admin'), (m) => m.AdminPage),
  },
  {
    // The console's discount table has a path of its own; the same page (and chunk) draws it.
    path: PATHS.adminDiscounts,
    requiresSignIn: true,
    title: 'Discounts · Staff console',
    ...lazyPage(signedIn('admin'), (m) => m.AdminPage),
  },
  {
    path: PATHS.orders,
    requiresSignIn: true,
    title: 'My Orders',
    ...lazyPage(signedIn('orders'), (m) => m.OrdersPage),
  },
  {
    path: PATHS.deliveries,
    requiresSignIn: true,
    title: 'My Deliveries',
    ...lazyPage(signedIn('deliveries'), (m) => m.DeliveriesPage),
  },
  {
    path: PATHS.rider,
    requiresSignIn: true,
    title: 'My Run',
    ...lazyPage(signedIn('rider'), (m) => m.RiderPage),
  },
  {
    path: PATHS.help,
    requiresSignIn: true,
    title: 'Help',
    ...lazyPage(signedIn('help'), (m) => m.HelpPage),
  },
  {
    path: PATHS.helpConversation,
    requiresSignIn: true,
    title: 'Conversation',
    ...lazyPage(signedIn('helpConversation'), (m) => m.ConversationPage),
  },
  {
    path: PATHS.orderInvoice,
    requiresSignIn: true,
    title: 'Invoice',
    ...lazyPage(signedIn('invoice'), (m) => m.InvoicePage),
  },
  {
    path: PATHS.gifts,
    requiresSignIn: true,
    title: 'My Gifts',
    ...lazyPage(signedIn('gifts'), (m) => m.GiftsPage),
  },
  {
    // Public: the person a gift is for opens it before they have an account (docs/decisions/0036).
    path: PATHS.claimGift,
    title: 'Your gift',
    ...lazyPage(publicPage('claimGift'), (m) => m.ClaimPage),
  },
  {
    path: PATHS.circles,
    requiresSignIn: true,
    title: 'My Circles',
    ...lazyPage(signedIn('circles'), (m) => m.CirclesPage),
  },
  {
    path: PATHS.newCircle,
    requiresSignIn: true,
    title: 'Start a circle',
    ...lazyPage(signedIn('newCircle'), (m) => m.NewCirclePage),
  },
  {
    path: PATHS.circle,
    requiresSignIn: true,
    title: 'Circle',
    ...lazyPage(signedIn('circle'), (m) => m.CirclePage),
  },
  {
    // Open signed out too: it offers sign-in and brings the invitee back (like a gift's claim page).
    path: PATHS.joinCircle,
    title: 'Join a circle',
    ...lazyPage(signedIn('joinCircle'), (m) => m.JoinCirclePage),
  },
  {
    path: PATHS.groupBuys,
    requiresSignIn: true,
    title: 'Group buys',
    ...lazyPage(signedIn('groupBuys'), (m) => m.GroupBuysPage),
  },
  {
    path: PATHS.groupBuy,
    requiresSignIn: true,
    title: 'Group buy',
    ...lazyPage(signedIn('groupBuy'), (m) => m.GroupBuyPage),
  },
  {
    path: PATHS.notifications,
    requiresSignIn: true,
    title: 'Notifications',
    ...lazyPage(signedIn('notifications'), (m) => m.InboxPage),
  },
  {
    path: PATHS.notificationSettings,
    requiresSignIn: true,
    title: 'Notification settings',
    ...lazyPage(signedIn('notifications'), (m) => m.SettingsPage),
  },
  {
    path: PATHS.security,
    requiresSignIn: true,
    title: 'Security',
    ...lazyPage(signedIn('security'), (m) => m.SecurityPage),
  },
  {
    path: PATHS.signIn,
    title: 'Sign In',
    ...lazyPage(publicPage('signIn'), (m) => m.SignInPage),
  },
  {
    path: PATHS.signUp,
    title: 'Create Account',
    ...lazyPage(publicPage('signUp'), (m) => m.SignUpPage),
  },
  {
    path: PATHS.forgotPassword,
    title: 'Forgot Password',
    ...lazyPage(publicPage('forgotPassword'), (m) => m.ForgotPasswordPage),
  },
  {
    path: PATHS.verifyEmail,
    title: 'Verify Email',
    ...lazyPage(publicPage('verifyEmail'), (m) => m.VerifyEmailPage),
  },
  {
    path: PATHS.verifyOtp,
    title: 'Verify Code',
    ...lazyPage(publicPage('verifyOtp'), (m) => m.VerifyOtpPage),
  },
  {
    path: PATHS.verifyPhone,
    requiresSignIn: true,
    title: 'Verify Phone',
    ...lazyPage(publicPage('verifyPhone'), (m) => m.VerifyPhonePage),
  },
  {
    path: PATHS.resetPassword,
    title: 'Reset Password',
    ...lazyPage(publicPage('resetPassword'), (m) => m.ResetPasswordPage),
  },
];

export const NOT_FOUND_ROUTE: Omit<AppRoute, 'path'> & { path: null } = {
  path: null,
  title: 'Page not found',
  ...lazyPage(
    () => import('../features/not-found/not-found-page'),
    (m) => m.NotFoundPage,
  ),
};

/** The route that renders a location (`/orders/<id>/invoice` included), if any. */
export function findRoute(location: string): AppRoute | undefined {
  const path = matchPagePath(location);
  return path === null ? undefined : APP_ROUTES.find((route) => route.path === path);
}

/** Starts loading a page's code ahead of navigation; unknown paths are ignored. */
function preloadRoute(path: string): void {
  void findRoute(path)
    ?.preload()
    .catch(() => {});
}

setRoutePreloader(preloadRoute);
