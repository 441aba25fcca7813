import { describe, expect, it } from 'vitest';
import { enterOtpText, eraseOtpDigit, fromDigits, toDigits } from './otp-digits';

describe('otp digits', () => {
  it('splits and joins a code, keeping gaps in place', () => {
    expect(toDigits('12')).toEqual(['1', '2', '', '', '', '']);
    expect(fromDigits(['1', '', '3', '', '', ''])).toBe('1 3');
    expect(fromDigits(toDigits('123456'))).toBe('123456');
  });

  it('advances to the next box after a typed digit', () => {
    expect(enterOtpText('', 0, '4')).toEqual({ code: '4', focus: 1 });
    expect(enterOtpText('4', 1, '2')).toEqual({ code: '42', focus: 2 });
    expect(enterOtpText('12345', 5, '6')).toEqual({ code: '123456', focus: 5 });
  });

  it('replaces a filled box with the digit typed over it and ignores letters', () => {
    expect(enterOtpText('123456', 2, '39')).toEqual({ code: '129456', focus: 3 });
    expect(enterOtpText('123456', 2, '93')).toMatchObject({ code: '129456' });
    expect(enterOtpText('12', 2, 'a')).toEqual({ code: '12', focus: 2 });
  });

  it('fills every box from a pasted full code, wherever it was pasted', () => {
    expect(enterOtpText('', 3, 'Your code: 987-654')).toEqual({ code: '987654', focus: 5 });
    expect(enterOtpText('111111', 0, '1234567890')).toEqual({ code: '123456', focus: 5 });
  });

  it('fills from the box pasted into when the paste is partial', () => {
    expect(enterOtpText('12', 2, '345')).toEqual({ code: '12345', focus: 5 });
  });

  it('erases the box, or the one before it when it is empty', () => {
    expect(eraseOtpDigit('123', 2)).toEqual({ code: '12', focus: 2 });
    expect(eraseOtpDigit('12', 2)).toEqual({ code: '1', focus: 1 });
    expect(eraseOtpDigit('', 0)).toEqual({ code: '', focus: 0 });
  });
});
