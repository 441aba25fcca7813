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
  /**
   * Push subscriptions (`POST /api/push/subscriptions`) one user may register in an hour: a
   * browser registers once per sign-in, and each one is a place our worker connects to.
   */
  PUSH_SUBSCRIPTIONS_PER_HOUR: perWindow(5, 20),
  /** Checkouts (`POST /api/shop/buy`) one user may make in an hour: each writes an order. */
  CHECKOUTS_PER_HOUR: perWindow(5, 30),
  /** Top-ups (`POST /api/wallet/topup`) one user may start in an hour: a card one asks the provider. */
  TOPUPS_PER_HOUR: perWindow(5, 20),
  /** Top-up checks (`POST /api/wallet/verify/…`) one user may make in a minute: each asks the provider. */
  TOPUP_VERIFICATIONS_PER_MINUTE: perWindow(10, 30),
  /** Subscription purchases (`POST /api/user/subscribe/…`) one user may make in an hour. */
  SUBSCRIPTIONS_PER_HOUR: perWindow(3, 10),
  /** Support conversations (`POST /api/support/conversations`) one customer may start in an hour. */
  SUPPORT_CONVERSATIONS_PER_HOUR: perWindow(3, 10),
  /**
   * Support messages one customer may write in an hour, a new conversation's first one included:
   * each lands in a person's queue.
   */
  SUPPORT_MESSAGES_PER_HOUR: perWindow(10, 60),
  /**
   * Not per user: verification codes texted in an hour by everyone together (phone verification
   * and gift claims). Every text costs money; a botnet of accounts and addresses spends no more.
   */
  SMS_PER_HOUR: perWindow(10, 1000),
};

/**
 * Gifts to phone numbers not yet on Faza (docs/decisions/0036): what one sender may have waiting
 * and send, and what one number may be sent, against abuse. Not per-window rates: counts of what is
 * held now, checked under the sender's and the number's gift locks.
 */
export const giftLimitVariables = {
  /** Gifts one sender may have waiting to be claimed at once. */
  GIFTS_PENDING_PER_SENDER: z.coerce.number().int().min(1).max(1000).default(10),
  /** Naira one sender's waiting money gifts may hold at once. */
  GIFTS_HELD_NAIRA_PER_SENDER: z.coerce.number().int().min(1000).max(10_000_000).default(200_000),
  /** Gifts one sender may make in 24 hours. */
  GIFTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
  /** Gifts one phone number may have waiting for it at once, from everyone together. */
  GIFTS_PENDING_PER_PHONE: z.coerce.number().int().min(1).max(100).default(5),
};
