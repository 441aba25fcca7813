import { describe, expect, it } from 'vitest';
import { recipientInput } from './recipient-faza-field';

describe('recipientInput', () => {
  it('groups a FAZA number and cuts it at 12 digits', () => {
    expect(recipientInput('348031')).toBe('3480-31');
    expect(recipientInput('34803123456799')).toBe('3480-3123-4567');
  });

  it('keeps a phone number as typed', () => {
    expect(recipientInput('0803 123 4567')).toBe('0803 123 4567');
    expect(recipientInput('08031234567')).toBe('08031234567');
    expect(recipientInput('+2348031234567')).toBe('+2348031234567');
    expect(recipientInput('2348031234567')).toBe('2348031234567');
  });
});
