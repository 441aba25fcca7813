import { hash, verify, type Options } from '@node-rs/argon2';

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

const PARAMS_TAG = `m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}`;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export const needsRehash = (storedHash: string): boolean =>
  !storedHash.startsWith('$argon2id$') || !storedHash.includes(`$${PARAMS_TAG}$`);

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first unknown phone (called when routes register). */
export const primeDummyHash = (): void => {
  dummyHash ??= hashPassword('faza-dummy-password-for-timing');
};

/**
 * Spends the same time as checking a real password, for a phone number with no account, so the
 * answer time does not tell an attacker which numbers are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  primeDummyHash();
  await verifyPassword(await dummyHash!, password);
  return false;
}
