import { describe, expect, it } from 'vitest';
import {
  bankStyleName,
  firstNameSchema,
  fullName,
  lastNameSchema,
  NAME_MESSAGES,
  publicFirstName,
} from './person-name';

const messageOf = (value: unknown) => {
  const result = firstNameSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('firstNameSchema / lastNameSchema', () => {
  it.each([
    ['Bola', 'Bola'],
    ['  Bola  ', 'Bola'],
    ['Mary  Jane', 'Mary Jane'],
    ['Oluwa-Seun', 'Oluwa-Seun'],
    ["O'Neil", "O'Neil"],
    ['Ọlájídé', 'Ọlájídé'],
    ['Chiamaka', 'Chiamaka'],
    ['Émeka', 'Émeka'],
  ])('accepts %j as %j', (input, output) => {
    expect(firstNameSchema.parse(input)).toBe(output);
    expect(lastNameSchema.parse(input)).toBe(output);
  });

  it('asks for a missing or blank name, naming which', () => {
    expect(messageOf('')).toBe(NAME_MESSAGES.firstNameRequired);
    expect(messageOf('   ')).toBe(NAME_MESSAGES.firstNameRequired);
    expect(messageOf(undefined)).toBe(NAME_MESSAGES.firstNameRequired);
    expect(lastNameSchema.safeParse('').error?.issues[0]?.message).toBe(
      NAME_MESSAGES.lastNameRequired,
    );
  });

  it('refuses more than 50 characters', () => {
    expect(messageOf('a'.repeat(50))).toBeNull();
    expect(messageOf('a'.repeat(51))).toBe(NAME_MESSAGES.tooLong);
  });

  it.each(['Bola1', 'bola@x', '-Bola', 'Bola-', "'", 'B.', 'Bo_la', '😀'])(
    'refuses %j',
    (input) => {
      expect(messageOf(input)).toBe(NAME_MESSAGES.invalid);
    },
  );
});

describe('naming a person', () => {
  const named = { firstName: 'Bola', lastName: 'Tinubu', displayName: 'bola.t+x' };
  const unnamed = { firstName: null, lastName: null, displayName: 'ade.test+a' };

  it('shows the first name to the public, or the display name of an account with none', () => {
    expect(publicFirstName(named)).toBe('Bola');
    expect(publicFirstName(unnamed)).toBe('ade.test+a');
  });

  it('shows the full name to the holder and staff, or the display name', () => {
    expect(fullName(named)).toBe('Bola Tinubu');
    expect(fullName(unnamed)).toBe('ade.test+a');
  });

  it.each([
    ['Bola', 'Tinubu', 'Bola T.'],
    ['Mary Jane', 'Okafor', 'Mary Jane O.'],
    ['Seun', 'adeyemi-bakare', 'Seun A.'],
    ['Ọlá', 'Ògúnlẹ̀yẹ', 'Ọlá Ò.'],
  ])('bank-style name of %j %j is %j', (first, last, shown) => {
    expect(bankStyleName(first, last)).toBe(shown);
  });
});
