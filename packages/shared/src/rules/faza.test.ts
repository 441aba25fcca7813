import { describe, expect, it } from 'vitest';
import {
  FAZA_INVALID_MESSAGE,
  FAZA_LENGTH,
  cryptoRandomInt,
  fazaFromPhone,
  fazaSchema,
  formatFaza,
  isValidFaza,
  randomFaza,
  sanitizeFazaInput,
} from './faza';

const messagesOf = (value: unknown) =>
  fazaSchema.safeParse(value).error?.issues.map((i) => i.message);

describe('fazaFromPhone', () => {
  it('keeps the last 12 digits of a normalised phone', () => {
    expect(fazaFromPhone('+2348031234567')).toBe('348031234567');
  });

  it('left-pads a short number with zeros', () => {
    expect(fazaFromPhone('08031234567')).toBe('008031234567');
  });

  it('drops non-digits before padding', () => {
    expect(fazaFromPhone('0803-123 4567')).toBe('008031234567');
  });

  it.each([undefined, null, ''])('is all zeros without a phone (%s)', (phone) => {
    expect(fazaFromPhone(phone)).toBe('000000000000');
  });

  it('has FAZA_LENGTH 12', () => expect(FAZA_LENGTH).toBe(12));
});

describe('randomFaza', () => {
  it('uses the injected source for each of the 12 digits', () => {
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2];
    const calls: number[] = [];
    const faza = randomFaza((max) => {
      calls.push(max);
      return digits[calls.length - 1]!;
    });
    expect(faza).toBe('123456789012');
    expect(calls).toEqual(Array(12).fill(10));
  });

  it('refuses a source that returns something other than a digit', () => {
    expect(() => randomFaza(() => 10)).toThrow(RangeError);
    expect(() => randomFaza(() => 1.5)).toThrow(RangeError);
    expect(() => randomFaza(() => -1)).toThrow(RangeError);
  });

  it('by default returns 12 digits from crypto, not always the same', () => {
    const samples = new Set(Array.from({ length: 20 }, () => randomFaza()));
    for (const faza of samples) expect(faza).toMatch(/^\d{12}$/);
    expect(samples.size).toBeGreaterThan(1);
  });

  it('cryptoRandomInt stays in range and covers every digit', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const n = cryptoRandomInt(10);
      expect(n >= 0 && n < 10 && Number.isInteger(n)).toBe(true);
      seen.add(n);
    }
    expect(seen.size).toBe(10);
  });
});

describe('formatFaza', () => {
  it('groups in fours', () => expect(formatFaza('123456789012')).toBe('1234-5678-9012'));
  it('formats partial input', () => expect(formatFaza('12345')).toBe('1234-5'));
  it('reformats an already formatted number', () =>
    expect(formatFaza('1234-5678-9012')).toBe('1234-5678-9012'));
  it('is empty for empty input', () => expect(formatFaza('')).toBe(''));
});

describe('sanitizeFazaInput', () => {
  it('strips non-digits', () => expect(sanitizeFazaInput('1234-5678 9012')).toBe('123456789012'));
  it('caps at 12 digits', () => expect(sanitizeFazaInput('1234567890123456')).toBe('123456789012'));
  it('keeps short input', () => expect(sanitizeFazaInput('a1b2')).toBe('12'));
});

describe('isValidFaza', () => {
  it('accepts exactly 12 digits', () => expect(isValidFaza('000000000001')).toBe(true));
  it.each(['12345678901', '1234567890123', '1234-5678-9012', ''])('refuses %s', (v) =>
    expect(isValidFaza(v)).toBe(false),
  );
});

describe('fazaSchema', () => {
  it('accepts 12 digits and keeps leading zeros', () => {
    expect(fazaSchema.parse('008031234567')).toBe('008031234567');
  });

  it('accepts the displayed form', () => {
    expect(fazaSchema.parse('1234-5678-9012')).toBe('123456789012');
  });

  it('asks for a number when empty, and only that', () => {
    expect(messagesOf('')).toEqual(['Please enter a FAZA number']);
    expect(messagesOf(' - ')).toEqual(['Please enter a FAZA number']);
    expect(messagesOf(undefined)).toEqual(['Please enter a FAZA number']);
  });

  it.each(['12345678901', '1234567890123', '12345678901a'])('needs 12 digits: %s', (v) => {
    expect(messagesOf(v)).toEqual(['FAZA number must be 12 digits']);
  });

  it('exposes the server check message', () => {
    expect(FAZA_INVALID_MESSAGE).toBe('Invalid FAZA number. Please check and try again.');
  });
});
