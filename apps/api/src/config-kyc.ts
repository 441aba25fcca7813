import { z } from 'zod';

const naira = (fallback: number) =>
  z.coerce.number().int().min(0).max(1_000_000_000).default(fallback);

/**
 * Verification tiers' limits (docs/decisions/0063), in whole naira, the Central Bank's figures by
 * default. config.ts reads them with the rest of the environment; at start-up the kyc module writes
 * them to `kyc_tier_limits`, where every instance's and the worker's checks read them.
 */
export const kycEnv = {
  /** Tier 1 (phone verified): most money in, and out, in a Lagos day. */
  KYC_TIER1_DAILY_NAIRA: naira(50_000),
  /** Tier 1: most a wallet may hold. */
  KYC_TIER1_MAX_BALANCE_NAIRA: naira(300_000),
  /** Tier 2 (BVN or NIN checked): most in, and out, in a Lagos day. */
  KYC_TIER2_DAILY_NAIRA: naira(200_000),
  KYC_TIER2_MAX_BALANCE_NAIRA: naira(500_000),
  /** Tier 3 (address verified): most in, and out, in a Lagos day. */
  KYC_TIER3_DAILY_NAIRA: naira(5_000_000),
  /** Tier 3: most a wallet may hold; 0 (the default) is no cap. */
  KYC_TIER3_MAX_BALANCE_NAIRA: naira(0),
  /** Largest proof-of-address file accepted, in bytes (a phone photo or a PDF). */
  KYC_DOCUMENT_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_971_520).default(5_242_880),
};
