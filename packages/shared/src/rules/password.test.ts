import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COMMON_PASSWORDS,
  CONFIRM_PASSWORD_MESSAGE,
  PASSWORD_MIN_LENGTH,
  confirmPasswordMatches,
  confirmPasswordRefinement,
  isCommonPassword,
  passwordChecks,
  passwordStrength,
  signInPasswordSchema,
  signUpPasswordSchema,
} from './password';

const signUpMessages = (password: unknown) =>
  signUpPasswordSchema.safeParse(password).error?.issues.map((i) => i.message) ?? [];

describe('signInPasswordSchema', () => {
  it('accepts exactly 10 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(signInPasswordSchema.safeParse('abcdefghij').success).toBe(true);
  });

  it('refuses 9 characters with the spec message', () => {
    expect(signInPasswordSchema.safeParse('abcdefghi').error?.issues[0]?.message).toBe(
      'Password must be at least 10 characters',
    );
  });

  it('does not apply the sign-up classes', () => {
    expect(signInPasswordSchema.safeParse('password123').success).toBe(true);
  });
});

describe('signUpPasswordSchema', () => {
  it('accepts a password meeting every rule', () => {
    expect(signUpMessages('Kano#Jollof9')).toEqual([]);
  });

  it('needs at least 10 characters', () => {
    expect(signUpMessages('Kano#Jol9')).toEqual(['Password must be at least 10 characters']);
  });

  it.each([
    ['KANO#JOLLOF9', 'Password must contain at least one lowercase letter'],
    ['kano#jollof9', 'Password must contain at least one uppercase letter'],
    ['Kano#Jollofx', 'Password must contain at least one number'],
    ['KanoJollof99', 'Password must contain at least one special character'],
  ])('%s → %s', (password, message) => {
    expect(signUpMessages(password)).toEqual([message]);
  });

  it('reports every missing class at once', () => {
    expect(signUpMessages('short')).toEqual([
      'Password must be at least 10 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('does not count whitespace as a special character', () => {
    expect(signUpMessages('Kano Jollof9')).toEqual([
      'Password must contain at least one special character',
    ]);
  });

  it.each(['Password123!', 'P@ssw0rd123', 'Qwerty12345!', 'wELCOME123!', 'Admin@12345'])(
    'refuses the common password %s',
    (password) => {
      expect(signUpMessages(password)).toEqual([
        'This password is too common. Please choose another.',
      ]);
    },
  );
});

describe('common passwords', () => {
  it('holds about 50 lowercase entries that a length rule alone would let through', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(50);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    }
  });

  it('compares case-insensitively', () => {
    expect(isCommonPassword('pAsSwOrD123!')).toBe(true);
    expect(isCommonPassword('Kano#Jollof9')).toBe(false);
  });
});

describe('passwordChecks', () => {
  it('reports each class', () => {
    expect(passwordChecks('abcDEF')).toEqual({
      length: false,
      lowercase: true,
      uppercase: true,
      number: false,
      special: false,
    });
    expect(passwordChecks('1234567890!')).toEqual({
      length: true,
      lowercase: false,
      uppercase: false,
      number: true,
      special: true,
    });
  });

  it('counts accented letters by case', () => {
    expect(passwordChecks('É').uppercase).toBe(true);
    expect(passwordChecks('é').lowercase).toBe(true);
    expect(passwordChecks('é').special).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['a', 20, 'Weak'],
    ['aA', 40, 'Fair'],
    ['aA1', 60, 'Fair'],
    ['aA1!', 80, 'Good'],
    ['abcdefghij', 40, 'Fair'],
    ['aA1!aaaaaa', 100, 'Strong'],
  ])('%j → %i %s', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('counts length in characters, not UTF-16 units', () => {
    // 9 emoji are 18 UTF-16 units but only 9 characters.
    expect(passwordChecks('😀'.repeat(9)).length).toBe(false);
  });
});

describe('confirm password', () => {
  const form = z
    .object({ password: z.string(), confirmPassword: z.string() })
    .refine(confirmPasswordMatches, confirmPasswordRefinement);

  it('passes when equal', () => {
    expect(form.safeParse({ password: 'Abc#123456', confirmPassword: 'Abc#123456' }).success).toBe(
      true,
    );
  });

  it('puts the spec message on confirmPassword when different', () => {
    const issues = form.safeParse({ password: 'Abc#123456', confirmPassword: 'Abc#12345' }).error
      ?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([
      [['confirmPassword'], "Passwords don't match"],
    ]);
    expect(CONFIRM_PASSWORD_MESSAGE).toBe("Passwords don't match");
  });
});

describe('password schemas on a value that is not text', () => {
  it('answer the spec message, not zod’s', () => {
    for (const schema of [signInPasswordSchema, signUpPasswordSchema]) {
      expect(schema.safeParse(1234567890).error?.issues[0]?.message).toBe(
        'Password must be at least 10 characters',
      );
    }
  });
});
