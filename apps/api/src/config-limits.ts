import { z } from 'zod';

const perWindow = (min: number, fallback: number) =>
  z.coerce.number().int().min(min).max(100_000).default(fallback);

/**
 * The per-user rate limits an operator may tune, in one table (config.ts reads them with the rest
 * of the environment). Each has a floor, so a family using the app in a burst is never stopped;
 * a request past its limit answers 429 with `retryAfterSeconds`.
 */
export const limitVariables = {
  /** Food sends one user may make in a minute. */
  PANTRY_SENDS_PER_MINUTE: perWindow(30, 60),
  /** Wallet sends one user may make in a minute. */
  WALLET_SENDS_PER_MINUTE: perWindow(30, 60),
  /**
   * Delivery requests (`POST /api/pantry/consume`) one user may make in an hour. Each one is a trip
   * by staff; never below 5, so a household splitting its food across addresses is not stopped.
   */
  DELIVERY_REQUESTS_PER_HOUR: perWindow(5, 20),
  /** Checkouts (`POST /api/shop/buy`) one user may make in an hour: each writes an order. */
  CHECKOUTS_PER_HOUR: perWindow(5, 30),
  /** Top-ups (`POST /api/wallet/topup`) one user may start in an hour: a card one asks the provider. */
  TOPUPS_PER_HOUR: perWindow(5, 20),
  /** Top-up checks (`POST /api/wallet/verify/…`) one user may make in a minute: each asks the provider. */
  TOPUP_VERIFICATIONS_PER_MINUTE: perWindow(10, 30),
  /** Subscription purchases (`POST /api/user/subscribe/…`) one user may make in an hour. */
  SUBSCRIPTIONS_PER_HOUR: perWindow(3, 10),
};
