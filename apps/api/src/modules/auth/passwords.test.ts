import { describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMS,
  argon2ParamsFor,
  hashPassword,
  needsRehash,
  TEST_ARGON2_PARAMS,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

// The API suite hashes at a test cost (decision 0051); these hold what production hashes with.
describe('password hashing', () => {
  it("hashes with argon2id at OWASP's first recommendation outside tests", async () => {
    expect(ARGON2_PARAMS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(argon2ParamsFor('production')).toBe(ARGON2_PARAMS);
    expect(argon2ParamsFor('development')).toBe(ARGON2_PARAMS);
    const stored = await hashPassword('Jollof&Rice2024', argon2ParamsFor('production'));
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Jollof&Rice2024')).toBe(true);
    expect(await verifyPassword(stored, 'Jollof&Rice2025')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('hashes cheaply only under NODE_ENV=test, and re-hashes across the two', async () => {
    expect(argon2ParamsFor('test')).toBe(TEST_ARGON2_PARAMS);
    const cheap = await hashPassword('Jollof&Rice2024', TEST_ARGON2_PARAMS);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Jollof&Rice2024')).toBe(true);
    expect(needsRehash(cheap, TEST_ARGON2_PARAMS)).toBe(false);
    // A production server meeting a cheap hash (or a test one an OWASP hash) makes it anew.
    expect(needsRehash(cheap, ARGON2_PARAMS)).toBe(true);
    expect(needsRehash(await hashPassword('x', ARGON2_PARAMS), TEST_ARGON2_PARAMS)).toBe(true);
    expect(needsRehash('$2b$10$not-argon2')).toBe(true);
  });

  it('refuses any password against the dummy hash, and a malformed stored hash', async () => {
    expect(await verifyAgainstDummy('faza-dummy-password-for-timing')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
