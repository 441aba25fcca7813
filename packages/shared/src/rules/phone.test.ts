import { describe, expect, it } from 'vitest';
import {
  PHONE_GENERIC_MESSAGE,
  PHONE_INVALID_MESSAGE,
  isValidNigerianPhone,
  formatNigerianPhone,
  normalizeNigerianPhone,
  phoneSchema,
} from './phone';
import { MESSAGES } from '../messages';

describe('isValidNigerianPhone', () => {
  it.each([
    '08031234567',
    '2348031234567',
    '+2348031234567',
    '8031234567',
    '07011234567',
    '09111234567',
  ])('accepts %s', (phone) => expect(isValidNigerianPhone(phone)).toBe(true));

  it.each([
    ['', 'empty'],
    ['0803123456', 'too short'],
    ['080312345678', 'too long'],
    ['06031234567', 'first digit not 7/8/9'],
    ['08231234567', 'second digit not 0/1'],
    ['0803 123 4567', 'inner spaces'],
    ['0803-123-4567', 'hyphens'],
    ['+08031234567', '+ without 234'],
    ['+44803123456', 'foreign prefix'],
    ['2340803123456', '234 followed by 0'],
    ['080312345a7', 'letters'],
  ])('refuses %s (%s)', (phone) => expect(isValidNigerianPhone(phone)).toBe(false));
});

describe('normalizeNigerianPhone', () => {
  it.each(['08031234567', '2348031234567', '+2348031234567', '8031234567'])(
    'normalises %s to +2348031234567',
    (phone) => expect(normalizeNigerianPhone(phone)).toBe('+2348031234567'),
  );

  it('returns null for an invalid number', () => {
    expect(normalizeNigerianPhone('12345')).toBeNull();
  });
});

describe('formatNigerianPhone', () => {
  it.each(['+2348031234567', '2348031234567', '08031234567', '8031234567'])(
    'writes %s the way a Nigerian reads it',
    (phone) => expect(formatNigerianPhone(phone)).toBe('0803 123 4567'),
  );
  it('leaves what is not a Nigerian number as it was', () => {
    expect(formatNigerianPhone('12345')).toBe('12345');
  });
});

describe('phoneSchema', () => {
  it('outputs the normalised number and forgives surrounding spaces', () => {
    expect(phoneSchema.parse(' 09012345678 ')).toBe('+2349012345678');
  });

  it('refuses an invalid number with the spec message and the example number', () => {
    const result = phoneSchema.safeParse('0801');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid Nigerian phone number (e.g., 08031234567)',
    ]);
  });

  it('refuses a non-string with the same message', () => {
    expect(phoneSchema.safeParse(8031234567).error?.issues[0]?.message).toBe(PHONE_INVALID_MESSAGE);
  });
});

describe('phone messages', () => {
  it('formats the Nigerian message with any example', () => {
    expect(MESSAGES.phone.invalid('07011111111')).toBe(
      'Please enter a valid Nigerian phone number (e.g., 07011111111)',
    );
  });

  it('keeps the looser rule message', () => {
    expect(PHONE_GENERIC_MESSAGE).toBe('Please enter a valid phone number');
  });
});
