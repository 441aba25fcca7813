import { describe, expect, it } from 'vitest';
import {
  followableNext,
  safeNextPath,
  signInPathFor,
  signUpPathFor,
  signUpGiftFrom,
} from './safe-next';
import { verifyPathFor } from './verify-path';

describe('safeNextPath', () => {
  it('follows a path on this site, with its query', () => {
    expect(safeNextPath('/wallet')).toBe('/wallet');
    expect(safeNextPath('/shop?tab=grains')).toBe('/shop?tab=grains');
  });

  it('falls back to /pantry when there is nothing to follow', () => {
    expect(safeNextPath(null)).toBe('/pantry');
    expect(safeNextPath(undefined)).toBe('/pantry');
    expect(safeNextPath('')).toBe('/pantry');
  });

  it('refuses other sites and anything a browser could read as one', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'wallet',
    ]) {
      expect(safeNextPath(next), next).toBe('/pantry');
    }
  });

  it('does not send the user back to an account page', () => {
    expect(safeNextPath('/signin')).toBe('/pantry');
    expect(safeNextPath('/signup?next=/wallet')).toBe('/pantry');
    expect(safeNextPath('/reset-password#x')).toBe('/pantry');
  });
});

describe('signInPathFor', () => {
  it('encodes the destination so its own query survives', () => {
    expect(signInPathFor('/wallet')).toBe('/signin?next=%2Fwallet');
    const next = new URLSearchParams(signInPathFor('/shop?a=1&b=2').split('?')[1]).get('next');
    expect(next).toBe('/shop?a=1&b=2');
  });
});

describe('a link that asks for a new account comes back after sign-in', () => {
  it('carries next from sign-up through email verification to sign-in', () => {
    const link = '/circles/join/AbCdEfGhIjKlMnOpQrSt';
    const signUp = signUpPathFor(link);
    expect(signUp).toBe('/signup?next=%2Fcircles%2Fjoin%2FAbCdEfGhIjKlMnOpQrSt');
    const next = followableNext(signUp.split('?')[1]!);
    expect(next).toBe(link);
    const verify = verifyPathFor('ada@example.com', next);
    expect(verify).toBe(
      '/verify-email?email=ada%40example.com&next=%2Fcircles%2Fjoin%2FAbCdEfGhIjKlMnOpQrSt',
    );
    expect(followableNext(verify.split('?')[1]!)).toBe(link);
    expect(verifyPathFor('ada@example.com')).toBe('/verify-email?email=ada%40example.com');
  });

  it('follows no next that points off the site or back to an account page', () => {
    expect(followableNext('')).toBeNull();
    expect(followableNext('next=%2F%2Fevil.example')).toBeNull();
    expect(followableNext('next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(followableNext('next=%2Fsignin')).toBeNull();
    expect(followableNext('next=%2Fclaim%2Fabc')).toBe('/claim/abc');
  });
});

describe('signUpGiftFrom', () => {
  const code = 'AbCdEfGhIjKlMnOpQrStUv';
  const claim = `/claim/${code}`;
  it("carries a gift's claim code, never its number, from its claim link to the sign-up form", () => {
    const signUp = signUpPathFor(claim, code);
    expect(signUp).toBe(`/signup?next=${encodeURIComponent(claim)}&gift=${code}`);
    expect(followableNext(signUp.split('?')[1]!)).toBe(claim);
    expect(signUpGiftFrom(signUp.split('?')[1]!)).toBe(code);
    expect(signUp).not.toMatch(/phone|234/);
    expect(signUpPathFor(claim, null)).toBe(signUpPathFor(claim));
  });

  it('ignores a gift without its own claim link, or one that is no claim code', () => {
    expect(signUpGiftFrom(`gift=${code}`)).toBeNull();
    expect(signUpGiftFrom(`next=%2Fwallet&gift=${code}`)).toBeNull();
    const other = encodeURIComponent('/claim/ZZZZZZZZZZZZZZZZZZZZZZ');
    expect(signUpGiftFrom(`next=${other}&gift=${code}`)).toBeNull();
    expect(signUpGiftFrom(`next=${encodeURIComponent('/claim/x')}&gift=x`)).toBeNull();
    expect(signUpGiftFrom(`next=${encodeURIComponent(claim)}`)).toBeNull();
  });
});
