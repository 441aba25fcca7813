import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  fazaParamsSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from './schemas';

describe('auth request schemas', () => {
  it('normalise sign-up input: lowercased email, +234 phone', () => {
    expect(
      signUpRequestSchema.parse({
        email: ' Ada@Example.com ',
        'phone-number': '08031234567',
        password: 'Jollof&Rice2024',
      }),
    ).toEqual({
      email: 'ada@example.com',
      'phone-number': '+2348031234567',
      password: 'Jollof&Rice2024',
    });
  });

  it('sign-in only checks the password length', () => {
    const r = signInRequestSchema.safeParse({
      'phone-number': '2349031234567',
      password: 'aaaaaaaaaa',
    });
    expect(r.success).toBe(true);
    const short = signInRequestSchema.safeParse({ 'phone-number': '09031234567', password: 'a' });
    expect(short.error?.issues[0]?.message).toBe(MESSAGES.password.tooShort);
  });

  it('caps passwords at 128 characters', () => {
    const long = `Aa1!${'x'.repeat(130)}`;
    const r = resetPasswordRequestSchema.safeParse({ token: 't', password: long });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Password must be at most 128 characters',
    ]);
  });

  it('FAZA params accept the displayed form', () => {
    expect(fazaParamsSchema.parse({ faza: '1234-5678-9012' })).toEqual({ faza: '123456789012' });
    expect(fazaParamsSchema.safeParse({ faza: '1234' }).error?.issues[0]?.message).toBe(
      MESSAGES.faza.length,
    );
  });
});
