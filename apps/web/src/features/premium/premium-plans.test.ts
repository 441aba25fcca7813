import { describe, expect, it } from 'vitest';
import {
  BENEFITS,
  benefitHref,
  formatPlanDate,
  planAction,
  PLANS,
  priceLabel,
  yearlySavingLabel,
} from './premium-plans';

describe('premium plans', () => {
  it('lists the docs/product-spec.md §1 benefits that work, and none that does not', () => {
    const [premium, plus] = PLANS;
    expect(premium!.benefits).toContain('Priority delivery');
    expect(plus!.benefits).toContain('Everything in Premium');
    const offered = [...premium!.benefits, ...plus!.benefits];
    for (const benefit of BENEFITS) {
      expect(offered.includes(benefit.text)).toBe(benefit.live);
    }
  });

  it('links the consultant and support lines to /help, where they live', () => {
    const plus = PLANS[1]!.benefits;
    expect(plus).toContain('A personal food consultant');
    expect(plus).toContain('Premium customer support');
    expect(benefitHref('A personal food consultant')).toBe('/help');
    expect(benefitHref('Premium customer support')).toBe('/help');
    expect(benefitHref('Everything in Premium')).toBeUndefined();
  });

  it('links the contribution lines to /circles, where food circles live', () => {
    expect(PLANS[0]!.benefits).toContain('Basic contribution features');
    expect(PLANS[1]!.benefits).toContain('Unlimited contributions');
    expect(benefitHref('Basic contribution features')).toBe('/circles');
    expect(benefitHref('Unlimited contributions')).toBe('/circles');
  });

  it('prices monthly and yearly with the yearly saving (docs/product-spec.md §3)', () => {
    expect(priceLabel('premium', 'monthly')).toBe('₦2,500 / month');
    expect(priceLabel('premium', 'yearly')).toBe('₦25,000 / year');
    expect(priceLabel('premium_plus', 'yearly')).toBe('₦50,000 / year');
    expect(yearlySavingLabel('premium')).toBe('Save ₦5,000 a year');
    expect(yearlySavingLabel('premium_plus')).toBe('Save ₦10,000 a year');
  });

  it('subscribes, extends, upgrades, and never sells Premium to Premium Plus', () => {
    expect(planAction('basic', 'premium')).toBe('subscribe');
    expect(planAction('premium', 'premium')).toBe('extend');
    expect(planAction('premium', 'premium_plus')).toBe('upgrade');
    expect(planAction('premium_plus', 'premium_plus')).toBe('extend');
    expect(planAction('premium_plus', 'premium')).toBe('unavailable');
  });

  it('shows the end date in words', () => {
    const utc = new Intl.DateTimeFormat('en-NG', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(formatPlanDate('2026-12-23T10:00:00Z', utc)).toBe('23 December 2026');
    expect(formatPlanDate('nope', utc)).toBe('');
  });
});
