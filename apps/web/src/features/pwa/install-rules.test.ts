import { describe, expect, it } from 'vitest';
import { installCardVisible, isAppleMobile, type InstallCardInputs } from './install-rules';

const base: InstallCardInputs = {
  standalone: false,
  installed: false,
  dismissed: false,
  hasOffer: false,
  delayElapsed: false,
};

describe('install card rules (docs/product-spec.md §4)', () => {
  it('shows when the browser offers installation, or after the delay', () => {
    expect(installCardVisible(base)).toBe(false);
    expect(installCardVisible({ ...base, hasOffer: true })).toBe(true);
    expect(installCardVisible({ ...base, delayElapsed: true })).toBe(true);
  });

  it('never shows when installed, running installed, or dismissed before', () => {
    const due = { ...base, hasOffer: true, delayElapsed: true };
    expect(installCardVisible({ ...due, standalone: true })).toBe(false);
    expect(installCardVisible({ ...due, installed: true })).toBe(false);
    expect(installCardVisible({ ...due, dismissed: true })).toBe(false);
  });

  it('recognises iPhones and iPads (which report a Mac with touch)', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
    const android =
      'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
    expect(isAppleMobile(iphone)).toBe(true);
    expect(isAppleMobile(ipad, 5)).toBe(true);
    expect(isAppleMobile(ipad, 0)).toBe(false);
    expect(isAppleMobile(android, 5)).toBe(false);
  });
});
