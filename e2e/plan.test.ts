import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { setTier } from './support/database';
import { look, toast } from './support/look';
import { giveFood, namedAccount, signedIn } from './support/pantry';
import { setRole } from './support/database';
import { watchErrors } from './support/shop-cart';
import { staffClient } from './support/api-client';

const JOLLOF_FOOD = [
  { name: 'Foreign parboiled rice', type: '5kg', quantity: 1 },
  { name: 'Tomato paste (400 g tin)', type: '1 tin', quantity: 2 },
  { name: 'Onions', type: '1kg', quantity: 1 },
  { name: 'Scotch bonnet pepper (ata rodo)', type: 'per nylon', quantity: 1 },
  { name: 'Vegetable oil', type: '1 litre', quantity: 1 },
  { name: 'Seasoning cubes (100 cubes)', type: '1 packet', quantity: 1 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Food planning (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('shows a basic member what planning does, with an upgrade link', async () => {
    const { page, context } = await newPage(browser, viewport);
    await signedIn(context, namedAccount('basic.cook'));
    await page.goto('/plan');
    await page.getByRole('heading', { name: 'Plan meals from what you already have' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
    await look(page, `plan-basic-${viewport}`);
  });

  it('cooks from the pantry with undo, then plans a week and sends it to the cart', async () => {
    const staff = await staffClient();
    const { page, context } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    const account = namedAccount('chioma.plan');
    const me = await signedIn(context, account);
    await setTier(account.email, 'premium_plus');
    for (const food of JOLLOF_FOOD) await giveFood(staff, me.faza, food);

    await page.goto('/plan');
    const jollof = page.locator('[data-recipe="jollof-rice"]');
    await jollof.getByText('Ready to cook').waitFor();
    await look(page, `plan-cookable-${viewport}`);
    await jollof.getByRole('button', { name: 'I cooked it' }).click();
    await toast(page, 'Cooked').waitFor();
    await page.getByRole('button', { name: 'Undo' }).first().click();
    await toast(page, 'Undone').waitFor();

    // The week: empty, then planned to a budget, then into the cart.
    await page.getByRole('link', { name: 'Meal plan' }).click();
    await page.getByText('Nothing to buy').waitFor();
    const budget = page.getByLabel('Budget in naira');
    await budget.fill('90000');
    // The search runs for seconds on a busy server (docs/decisions/0050): wait for its answer
    // itself, not for a time guessed on a quiet machine, and say what went wrong if it failed.
    const [answer] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith('/api/plan/week/auto') && res.request().method() === 'POST',
        { timeout: 0 },
      ),
      page.getByRole('button', { name: 'Plan for me' }).click(),
    ]);
    expect([answer.status(), await answer.text()]).toEqual([200, expect.any(String)]);
    await toast(page, 'Your plan is ready').waitFor();
    for (const meal of ['breakfast', 'lunch', 'dinner'])
      expect(await page.getByLabel(`Day 7 ${meal}`).inputValue()).not.toBe('');
    const total = await page.getByTestId('shopping-total').textContent();
    expect(total).toMatch(/^₦/);
    await look(page, `plan-week-${viewport}`);
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await toast(page, 'Added to Cart').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('lets an admin edit a recipe in the console', async () => {
    const { page, context } = await newPage(browser, viewport);
    const account = namedAccount('recipe.admin');
    await signedIn(context, account);
    await setRole(account.email, 'admin');
    await page.goto('/admin#recipes');
    const card = page.getByTestId('recipe-akara');
    await card.locator('summary').click();
    const name = card.getByLabel('Name', { exact: true });
    await name.fill(`Akara (${viewport})`);
    await card.getByRole('button', { name: 'Save recipe' }).click();
    await toast(page, 'Recipe saved').waitFor();
    await look(page, `plan-admin-recipes-${viewport}`);
  });
});
