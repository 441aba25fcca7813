import { z } from 'zod';

const naira = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * Withdrawals to bank accounts (docs/decisions/0062-withdrawals.md). Part of config.ts's schema,
 * kept apart so the group reads as one (README, configuration table). Naira, whole numbers.
 */
export const withdrawalEnv = {
  /** A fee added to each withdrawal and booked as revenue; 0 (the default) charges none. */
  WITHDRAWAL_FEE_NAIRA: naira(0, 10_000, 0),
  /** The smallest withdrawal. */
  WITHDRAWAL_MIN_NAIRA: naira(1, 1_000_000, 100),
  /** Withdrawals above this wait for a staff approval, their money held meanwhile. */
  WITHDRAWAL_REVIEW_NAIRA: naira(0, 100_000_000, 100_000),
};
