import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  emailSchema,
  forgotPasswordEmailSchema,
  hasAtSign,
  isValidEmail,
  normalizeEmail,
  signUpEmailSchema,
} from './email';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Ada.Obi@Example.COM ')).toBe('ada.obi@example.com');
  });
});

describe('hasAtSign', () => {
  it('is the spec minimal check', () => {
    expect(hasAtSign('a@b')).toBe(true);
    expect(hasAtSign('ab')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'a.b+c@mail.example.com.ng', 'x@y.z'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ['', 'empty'],
    ['ada', 'no @'],
    ['ada@example', 'no dot in the domain'],
    ['ada@@example.com', 'two @'],
    ['ada@ex@ample.com', 'two @ apart'],
    ['ada obi@example.com', 'space in local part'],
    ['ada@exa mple.com', 'space in domain'],
    ['@example.com', 'empty local part'],
    ['ada@.com', 'dot right after @'],
    ['ada@example.', 'trailing dot'],
    ['ada@example..com', 'empty domain label'],
  ])('refuses %j (%s)', (email) => expect(isValidEmail(email)).toBe(false));

  it('refuses addresses longer than 254 characters', () => {
    const domain = '@example.com';
    const fits = 'a'.repeat(EMAIL_MAX_LENGTH - domain.length) + domain;
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`a${fits}`)).toBe(false);
  });
});

describe('email schemas', () => {
  it('normalise before validating', () => {
    expect(signUpEmailSchema.parse('  Ada@Example.com  ')).toBe('ada@example.com');
    expect(forgotPasswordEmailSchema.parse('ADA@EXAMPLE.COM')).toBe('ada@example.com');
  });

  it('sign-up uses its spec message', () => {
    expect(
      signUpEmailSchema.safeParse('ada.example.com').error?.issues.map((i) => i.message),
    ).toEqual(['Please enter a valid email address']);
  });

  it('forgot-password uses its spec message', () => {
    expect(forgotPasswordEmailSchema.safeParse('ada@example').error?.issues[0]?.message).toBe(
      'Please enter a valid email',
    );
  });

  it('non-strings get the field message too', () => {
    expect(forgotPasswordEmailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Please enter a valid email',
    );
  });

  it('the general schema matches sign-up', () => {
    expect(emailSchema.safeParse('x@y').error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});
