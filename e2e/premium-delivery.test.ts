import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryFeeBenefit } from '@faza/shared';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { look } from './support/look';
import { namedAccount, signedIn } from './support/pantry';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** /premium states each tier's delivery benefit from the server's fee percents (docs/decisions/0057). */
describe('premium delivery benefit (phone)', () => {
  const viewport = 'phone' satisfies ViewportName;
  it('shows each plan’s delivery benefit as the fee rule applies it', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signedIn(context, namedAccount('tunde.premium'));
    const res = await context.request.get('/api/delivery/tier-fees');
    const tiers = (await res.json()).data.tiers as { tier: string; percent: number }[];
    const expected = (tier: string) =>
      deliveryFeeBenefit(tiers.find((t) => t.tier === tier)!.percent);
    // The seeded figures: Premium pays half, Premium Plus nothing.
    expect(expected('premium')).toBe('Half-price delivery');
    expect(expected('premium_plus')).toBe('Free delivery');

    await page.goto('/premium');
    for (const [tier, name] of [
      ['premium', 'Premium'],
      ['premium_plus', 'Premium Plus'],
    ] as const) {
      const card = page.getByRole('article', { name, exact: true });
      await card.getByTestId('delivery-benefit').waitFor();
      expect(await card.getByTestId('delivery-benefit').textContent()).toBe(expected(tier));
    }
    await page.getByRole('article', { name: 'Premium Plus', exact: true }).scrollIntoViewIfNeeded();
    await look(page, `premium-delivery-benefit-${viewport}`);
    await context.close();
  });
});
