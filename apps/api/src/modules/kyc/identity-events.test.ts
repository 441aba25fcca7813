import { describe, expect, it } from 'vitest';
import { identificationEvent, identityEventOf, namesMatch } from './identity-events';

describe('the name on a BVN or NIN', () => {
  const account = { firstName: 'Adaeze', lastName: 'Okafor-Nwosu' };

  it('matches whatever the case, accents, spaces and hyphens, and in either order', () => {
    expect(namesMatch(account, { firstName: 'ADAEZE', lastName: 'OKAFOR NWOSU' })).toBe(true);
    expect(namesMatch(account, { firstName: ' Adáeze ', lastName: 'okafor-nwosu' })).toBe(true);
    expect(namesMatch(account, { firstName: 'OKAFOR-NWOSU', lastName: 'ADAEZE' })).toBe(true);
  });

  it('does not match another person, or half of the name', () => {
    expect(namesMatch(account, { firstName: 'CHIDI', lastName: 'OKONKWO' })).toBe(false);
    expect(namesMatch(account, { firstName: 'ADAEZE', lastName: 'OKAFOR' })).toBe(false);
    expect(namesMatch(account, { firstName: 'ADA', lastName: 'OKAFOR-NWOSU' })).toBe(false);
  });
});

describe('identification events', () => {
  it('reads success and failure, with the name on record when given', () => {
    const ok = identificationEvent({
      outcome: 'success',
      customerCode: 'CUS_1',
      email: 'a@b.ng',
      idType: 'bvn',
      maskedNumber: '222*****678',
      firstName: 'ADA',
      lastName: 'OBI',
    });
    expect(identityEventOf(ok)).toEqual({
      customerCode: 'CUS_1',
      outcome: 'success',
      reason: null,
      reportedFirstName: 'ADA',
      reportedLastName: 'OBI',
    });
    expect(
      identityEventOf({
        event: 'customeridentification.failed',
        data: { customer_code: 'CUS_2', reason: 'BVN is incorrect' },
      }),
    ).toMatchObject({ outcome: 'failed', reason: 'BVN is incorrect', reportedFirstName: null });
  });

  it('leaves every other event to the caller', () => {
    expect(identityEventOf({ event: 'charge.success', data: { customer_code: 'CUS_1' } })).toBe(
      null,
    );
    expect(identityEventOf({ event: 'customeridentification.success', data: {} })).toBe(null);
    expect(identityEventOf(null)).toBe(null);
  });
});
