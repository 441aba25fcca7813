import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './axe';
import { screenshot } from './browser';

/** A toast with this title (sonner renders them in a live region outside the page). */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

/** Serious axe findings once transitions end, toasts aside: their colours are the app toaster's. */
export async function settledA11yViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const hideToasts = (hide: boolean) =>
    page.$$eval(
      '[data-sonner-toaster]',
      (all, h) => all.forEach((el) => ((el as HTMLElement).style.visibility = h ? 'hidden' : '')),
      hide,
    );
  await hideToasts(true);
  const violations = await seriousA11yViolations(page);
  await hideToasts(false);
  return violations;
}

/** Saves a screenshot for a person to look at, and checks the screen with axe. */
export async function look(page: Page, name: string) {
  await screenshot(page, name);
  expect(await settledA11yViolations(page)).toEqual([]);
}
