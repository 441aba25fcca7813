import { hash, verify, type Options } from '@node-rs/argon2';
import type { Config } from '../../config';

/**
 * argon2id at the OWASP Password Storage Cheat Sheet's first recommendation: 19 MiB, 2 passes,
 * 1 lane. The parameters travel inside each stored hash, so raising them later only affects new
 * hashes; sign-in re-hashes older ones (`needsRehash`).
 */
export const ARGON2_PARAMS = {
  algorithm: 2, // Argon2id (the package's const enum cannot be imported under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * Under NODE_ENV=test only: the same argon2id at 1 MiB and 1 pass. The API suite signs up and in
 * thousands of users, and OWASP's cost made that a large share of its CPU, guarding nothing
 * (decision 0051). Production and development always hash at ARGON2_PARAMS.
 */
export const TEST_ARGON2_PARAMS = {
  algorithm: 2,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const satisfies Options;

export type Argon2Params = typeof ARGON2_PARAMS | typeof TEST_ARGON2_PARAMS;

export const argon2ParamsFor = (nodeEnv: Config['NODE_ENV']): Argon2Params =>
  nodeEnv === 'test' ? TEST_ARGON2_PARAMS : ARGON2_PARAMS;

const tagOf = (p: Argon2Params) => `m=${p.memoryCost},t=${p.timeCost},p=${p.parallelism}`;

export const hashPassword = (
  password: string,
  params: Argon2Params = ARGON2_PARAMS,
): Promise<string> => hash(password, params);

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export const needsRehash = (storedHash: string, params: Argon2Params = ARGON2_PARAMS): boolean =>
  !storedHash.startsWith('$argon2id$') || !storedHash.includes(`$${tagOf(params)}$`);

const dummyHashes = new Map<Argon2Params, Promise<string>>();

/** Computes the dummy hash ahead of the first unknown phone (called when routes register). */
export const primeDummyHash = (params: Argon2Params = ARGON2_PARAMS): Promise<string> => {
  let dummy = dummyHashes.get(params);
  if (!dummy) {
    dummy = hashPassword('faza-dummy-password-for-timing', params);
    dummyHashes.set(params, dummy);
  }
  return dummy;
};

/**
 * Spends the same time as checking a real password, for a phone number with no account, so the
 * answer time does not tell an attacker which numbers are registered.
 */
export async function verifyAgainstDummy(
  password: string,
  params: Argon2Params = ARGON2_PARAMS,
): Promise<false> {
  await verifyPassword(await primeDummyHash(params), password);
  return false;
}
