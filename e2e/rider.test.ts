import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFaza } from '@faza/shared';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { runCli } from './support/cli';
import { look, toast } from './support/look';
import { fullNameOf, giveFood, namedAccount, signedIn, staffRequest } from './support/pantry';
import { fundWallet } from './support/wallet';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A delivery with a fee and a slot, carried by a rider (docs/decisions/0057), at 360 px: the
 * customer books (the next free slot of the slots `npm start` seeds), sees the fee, the slot and
 * the hand-over code; the rider (made one by the CLI) picks up and delivers with the code on
 * /rider; the customer's open page follows each step without a reload.
 */
describe('delivery with a rider (phone)', () => {
  const viewport = 'phone' satisfies ViewportName;
  it('books with a fee and a slot, and the rider delivers with the customer’s code', async () => {
    const { context: staffContext, page: console_ } = await newPage(browser, viewport);
    const staff = await staffRequest(staffContext);
    const { context, page } = await newPage(browser, viewport);
    const amaka = namedAccount('amaka.books');
    const me = await signedIn(context, amaka);
    await fundWallet(context, 5_000);
    await giveFood(staff, me.faza, { name: 'Palm oil', type: '1 litre', quantity: 2 });
    // A customer who opens /rider is told what the page is, not refused.
    await page.goto('/rider');
    await page.getByTestId('not-a-rider').getByText('This page is for Faza riders').waitFor();

    // The customer picks the zone and a slot, and sees the fee before confirming.
    await page.goto('/pantry');
    await page.getByRole('button', { name: 'Request Delivery' }).click();
    const choose = page.getByRole('dialog', { name: 'What should we deliver?' });
    await choose.getByRole('checkbox', { name: /Palm oil/ }).check();
    await choose.getByRole('button', { name: /^Next/ }).click();
    const where = page.getByRole('dialog', { name: 'Where to?' });
    await where.getByLabel('Street address').fill('5 Allen Avenue');
    await where.getByLabel('Area').fill('Somewhere new');
    await where.getByLabel('City').fill('Lagos');
    await where.getByLabel('State').selectOption('Lagos');
    await where.getByLabel('Phone for the rider').fill('08091234567');
    await where.getByRole('button', { name: 'Next' }).click();
    const when = page.getByRole('dialog', { name: 'When should it come?' });
    // An area we cannot match: the customer chooses the zone.
    expect(await when.getByLabel('Delivery area').inputValue()).toBe('');
    await when.getByLabel('Delivery area').selectOption('lagos-ikeja');
    const slot = when.getByRole('radio', { disabled: false }).first();
    await slot.check();
    expect(await when.getByText(/\d+ places? left/).count()).toBeGreaterThan(0);
    expect(await when.getByTestId('delivery-fee').textContent()).toBe('₦1,500');
    await look(page, `request-delivery-when-${viewport}`);
    await when.getByRole('button', { name: 'Next' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm delivery' });
    expect(await confirm.getByTestId('delivery-fee').textContent()).toBe('₦1,500');
    await confirm
      .getByTestId('confirm-slot')
      .getByText(/\d\d:\d\d–\d\d:\d\d/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Request Delivery' }).click();
    await toast(page, 'Delivery requested').waitFor();

    await page.goto('/deliveries');
    const card = page.getByTestId('customer-delivery').first();
    const plan = card.getByTestId('delivery-plan');
    await plan.getByText(/^Slot: .+\d\d:\d\d–\d\d:\d\d$/).waitFor();
    expect(await plan.textContent()).toMatch(/Delivery fee: ₦1,500/);
    const code = (await card.getByTestId('handover-code').textContent())!;
    expect(code).toMatch(/^\d{4}$/);
    await look(page, `delivery-booked-${viewport}`);

    const { context: riderContext, page: rider } = await newPage(browser, viewport);
    const riderAccount = namedAccount('musa.rides');
    const riderMe = await signedIn(riderContext, riderAccount);
    expect(runCli(['users', 'set-role', riderAccount.email, 'rider'])).toContain('to rider');
    // Staff assign it in Console → Deliveries.
    await console_.goto('/admin');
    await console_
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Deliveries' })
      .click();
    const queued = console_.getByTestId('delivery-card').filter({ hasText: formatFaza(me.faza) });
    // The slot board shows the zone's slots with their bookings.
    await console_
      .getByTestId('slot-board')
      .getByText(/\d+ of \d+ booked/)
      .first()
      .waitFor();
    await look(console_, `console-slot-board-${viewport}`);
    await queued.getByLabel('Rider').selectOption(riderMe.user_id);
    await queued.getByRole('button', { name: 'Assign' }).click();
    await toast(console_, 'Rider assigned').waitFor();
    await queued.getByText(/Rider \S+/).waitFor();
    await look(console_, `console-assign-rider-${viewport}`);
    // The rider's run for the slot's day lists it, with its status, in the rider's order.
    const booked = await context.request.get('/api/deliveries');
    const [mine] = (await booked.json()).data.deliveries as { slot: { date: string } }[];
    await console_.getByLabel('Run day').fill(mine!.slot.date);
    const run = console_.getByTestId('rider-run').filter({ hasText: fullNameOf(riderAccount) });
    const stop = run.getByTestId('run-stop').filter({ hasText: fullNameOf(amaka) });
    await stop.getByTestId('delivery-status').filter({ hasText: 'Requested' }).waitFor();
    expect(await stop.textContent()).toMatch(/^\d+\. \d\d:\d\d–\d\d:\d\d/);
    await run.scrollIntoViewIfNeeded();
    await look(console_, `console-rider-runs-${viewport}`);

    await rider.goto('/rider');
    const job = rider.getByTestId('rider-delivery').first();
    await job.getByRole('button', { name: 'Picked up' }).click();
    await toast(rider, 'Picked up').waitFor();
    // The customer's page, never reloaded, follows the step.
    await card.getByTestId('delivery-status').filter({ hasText: 'On the way' }).waitFor();
    // The rider shares their position (with consent on screen) while on the way.
    await riderContext.grantPermissions(['geolocation']);
    await riderContext.setGeolocation({ latitude: 6.5244, longitude: 3.3792 });
    await rider.getByRole('checkbox', { name: /Share my position/ }).check();
    await job.getByRole('button', { name: 'On the way' }).click();
    // The customer sees where the rider is and when they should arrive: as text, since the map's
    // tiles cannot load offline, and the map (Leaflet, loaded only on this page) around it.
    await expect
      .poll(async () => {
        const res = await context.request.get('/api/deliveries');
        const [latest] = (await res.json()).data.deliveries as { rider_position: unknown }[];
        return latest?.rider_position ?? null;
      })
      .not.toBeNull();
    await page.reload();
    await card
      .getByTestId('rider-eta')
      .getByText(/^Arriving in about \d+ min$/)
      .waitFor();
    expect(await card.getByTestId('rider-position').textContent()).toMatch(/6\.5244, 3\.3792/);
    await card.getByTestId('rider-map').waitFor();
    await look(page, `delivery-on-the-way-${viewport}`);
    await job.getByLabel('Customer’s hand-over code').fill(code);
    await look(rider, `rider-run-${viewport}`);
    await job.getByRole('button', { name: 'Delivered' }).click();
    await toast(rider, 'Delivered').waitFor();
    await card.getByTestId('delivery-status').filter({ hasText: 'Delivered' }).waitFor();
    await look(page, `delivery-delivered-${viewport}`);

    await riderContext.close();
    await context.close();
    await staffContext.close();
  });
});
