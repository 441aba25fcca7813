import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, PLAN_MESSAGES } from '@faza/shared';
import { launchBrowser, newPage } from './support/browser';
import { setTier } from './support/database';
import { look, toast } from './support/look';
import { fullNameOf, giveFood, namedAccount, signedIn, staffRequest } from './support/pantry';
import { testServer } from './support/test-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The consultant and the member's meal plan at 360 px (docs/decisions/0039): with consent on, the
 * consultant sees the member's plan and month in the console, writes the plan with a note, and
 * the member finds it, with the note, on /plan/week.
 */
describe('the consultant writes the member’s meal plan (phone)', () => {
  it('sees the plan and insights, writes a plan with a note; the member sees it', async () => {
    const base = testServer().baseUrl;
    const { context: staffContext, page: staff } = await newPage(browser, 'phone');
    const staffApi = await staffRequest(staffContext);
    const staffMe = (await (await staffApi.get(`${base}/api/auth/me`)).json()).data as {
      user_id: string;
      name: string;
    };
    expect(
      (
        await staffApi.put(`${base}/api/admin/consultants/${staffMe.user_id}`, {
          data: { consultant: true },
        })
      ).status(),
    ).toBe(200);

    const { context: memberContext, page: member } = await newPage(browser, 'phone');
    const account = namedAccount('amaka.plan.phone');
    const me = await signedIn(memberContext, account);
    await setTier(account.email, 'premium_plus');
    await giveFood(staffApi, me.faza, { name: 'Foreign parboiled rice', type: '5kg', quantity: 2 });
    expect(
      (
        await staffApi.put(`${base}/api/admin/consultants/members/${me.user_id}`, {
          data: { 'consultant-id': staffMe.user_id },
        })
      ).status(),
    ).toBe(200);
    // Consent on (the switch itself is driven in help.test.ts), and a word to the consultant.
    const api = memberContext.request;
    expect((await api.get(`${base}/api/consultant`)).status()).toBe(200);
    expect(
      (await api.put(`${base}/api/consultant/consent`, { data: { consent: true } })).status(),
    ).toBe(200);
    expect(
      (
        await api.post(`${base}/api/consultant/conversations`, {
          data: { message: 'Please plan my week around the rice I have.' },
        })
      ).status(),
    ).toBe(200);

    // The console: the member's shared plan (empty) and this month's insights.
    await staff.goto('/admin#support');
    await staff.getByLabel('Only conversations assigned to me').check();
    await staff
      .getByTestId('support-card')
      .filter({ hasText: fullNameOf(account) })
      .getByRole('button')
      .click();
    const panel = staff.getByTestId('consultant-panel');
    const plan = panel.getByTestId('consultant-plan');
    await plan.getByText('No meals planned yet.').waitFor();
    await panel.getByTestId('consultant-insights').getByText('Spent on food').waitFor();

    // The consultant writes Day 1 with a note.
    await plan.getByRole('button', { name: 'Write their plan' }).click();
    const editor = plan.getByRole('form', { name: 'Write their plan' });
    await editor.getByLabel('Day 1 breakfast').selectOption('akara');
    await editor.getByLabel('Day 1 lunch').selectOption('jollof-rice');
    await editor.getByLabel('Day 1 dinner').selectOption('beans-porridge');
    const note = 'Your rice covers the jollof; beans at night keep you full for less.';
    await editor.getByLabel('Note to the member').fill(note);
    await look(staff, 'console-consultant-plan-editor-phone');
    await editor.getByRole('button', { name: 'Save plan and tell them' }).click();
    await toast(staff, 'Plan saved').waitFor();
    await plan.getByText(`Written by ${staffMe.name}`, { exact: false }).waitFor();
    // Names as the server has them now: another browser test renames akara in the console.
    const recipes = (
      (await (await staffApi.get(`${base}/api/admin/consultant/recipes`)).json()) as {
        data: { recipes: { id: string; name: string }[] };
      }
    ).data.recipes;
    const dish = (id: string) => recipes.find((r) => r.id === id)!.name;
    await plan
      .getByText(`Day 1: ${['akara', 'jollof-rice', 'beans-porridge'].map(dish).join(' · ')}`)
      .waitFor();
    await look(staff, 'console-consultant-plan-phone');

    // The member: the plan on /plan/week, written by her consultant, with the note.
    await member.goto('/plan/week');
    const written = member.getByTestId('consultant-note');
    await written.getByText(note, { exact: false }).waitFor();
    expect(await written.textContent()).toContain(
      PLAN_MESSAGES.writtenByConsultant(staffMe.name, formatDate(new Date())),
    );
    expect(await member.getByLabel('Day 1 lunch').inputValue()).toBe('jollof-rice');
    await look(member, 'plan-week-consultant-phone');

    await memberContext.close();
    await staffContext.close();
  });
});
