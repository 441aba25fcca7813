import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_TEXTS, WALLET_MESSAGES } from '@faza/shared';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { fillCart, openCheckout } from './support/checkout';
import { expireAbandonedTopUps } from './support/database';
import { look, toast } from './support/look';
import { namedAccount, pantryCard, signedIn } from './support/pantry';
import { screenshotOverlay, watchErrors } from './support/shop-cart';
import {
  DECLINED_CARD,
  dismissToasts,
  fundWallet,
  GOOD_CARD,
  payInThisTab,
  sendThroughApi,
  transactionRows,
} from './support/wallet';
import { signedInClient } from './support/api-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const balanceOf = (page: Page) => page.getByTestId('wallet-balance').textContent();

describe('My Wallet (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('tops up ₦5,000 by card, refuses a declined card, and sends ₦1,200 by FAZA number', async () => {
    const a = await newPage(browser, viewport);
    const b = await newPage(browser, viewport);
    const errors = watchErrors(a.page);
    const ada = await signedIn(a.context, {
      ...namedAccount('adaeze.okafor'),
      firstName: 'Adaeze',
      lastName: 'Okafor',
    });
    const bola = await signedIn(b.context, {
      ...namedAccount('bola.adeyemi'),
      firstName: 'Bola',
      lastName: 'Adeyemi',
    });
    const { page, context } = a;

    await page.goto('/wallet');
    await page.getByRole('heading', { name: 'My Wallet' }).waitFor();
    // The e2e server takes card top-ups with the sandbox: the page says the money is not real.
    await page.getByRole('note').getByText(WALLET_MESSAGES.testMoney).waitFor();
    await expect.poll(() => balanceOf(page)).toBe('₦0');
    await page.getByText(SCREEN_TEXTS.wallet.noTransactions).waitFor();
    await page.getByRole('tab', { name: 'Incoming' }).click();
    await page.getByText(SCREEN_TEXTS.wallet.noIncoming).waitFor();
    await page.getByRole('tab', { name: 'Outgoing' }).click();
    await page.getByText(SCREEN_TEXTS.wallet.noOutgoing).waitFor();
    await page.getByRole('tab', { name: 'All Transactions' }).click();

    // Top up ₦5,000 with a sandbox card: its page opens in this tab, never a second one.
    const opened: string[] = [];
    context.on('page', (other) => opened.push(other.url()));
    await page.getByRole('button', { name: 'Top Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await dialog.getByRole('button', { name: '₦5,000' }).click();
    expect(await dialog.getByRole('spinbutton', { name: 'Amount (₦)' }).inputValue()).toBe('5000');
    expect(await dialog.getByRole('radio', { name: /Card/ }).isChecked()).toBe(true);
    await screenshotOverlay(page, `wallet-top-up-dialog-${viewport}`);
    await payInThisTab(page, 'Pay ₦5,000', GOOD_CARD, (form) =>
      screenshot(form, 'wallet-sandbox-payment-phone'),
    );
    // Back on the wallet it started from, with the new balance and no reload.
    await toast(page, 'Top Up Successful!').waitFor();
    expect(await toast(page, 'Top Up Successful!').textContent()).toContain(
      '₦5,000 has been added to your wallet. New balance: ₦5,000.',
    );
    await expect.poll(() => balanceOf(page)).toBe('₦5,000');
    await page.waitForURL((url) => url.pathname === '/wallet' && url.search === '');
    const topUpRow = transactionRows(page).first();
    await expect.poll(() => topUpRow.textContent()).toContain('+₦5,000.00');
    expect(await topUpRow.getByTestId('transaction-status').textContent()).toBe('Success');

    // A declined card: a clear message, nothing credited.
    await page.getByRole('button', { name: 'Top Up' }).click();
    await dialog.getByRole('button', { name: '₦2,000' }).click();
    await payInThisTab(page, 'Pay ₦2,000', DECLINED_CARD);
    const problem = page.getByTestId('top-up-error');
    await expect
      .poll(() => problem.textContent())
      .toBe('Card declined. Nothing was added to your wallet.');
    // Again, and leave the payment page with Cancel: nothing is charged.
    await page.getByRole('button', { name: 'Top Up' }).click();
    await dialog.getByRole('button', { name: '₦2,000' }).click();
    await dialog.getByRole('button', { name: 'Pay ₦2,000' }).click();
    await page.getByLabel('Card number').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/wallet');
    await expect
      .poll(() => problem.textContent())
      .toBe('You left the payment page before paying. Nothing was charged.');
    expect(opened).toEqual([]);
    expect(await balanceOf(page)).toBe('₦5,000');
    // Newest first: the abandoned top-up (pending until the expiry job asks the provider an hour
    // later), then the declined one.
    const status = (n: number) =>
      transactionRows(page).nth(n).getByTestId('transaction-status').textContent();
    await expect.poll(() => status(1)).toBe('Failed');
    expect(await status(0)).toBe('Pending');
    // An hour on, the sandbox holds no payment for it: the job expires it (grey, struck through).
    // Making it an hour old moves it down the list, so it is found by its text.
    await expireAbandonedTopUps(ada.user_id);
    const expired = transactionRows(page).filter({
      hasText: 'Card top-up expired: not paid',
    });
    await expect
      .poll(
        async () => {
          await page.reload();
          await transactionRows(page).nth(2).waitFor();
          return expired.count();
        },
        { interval: 1000 },
      )
      .toBe(1);
    expect(await expired.getByTestId('transaction-status').textContent()).toBe('Expired');
    expect(await expired.getByTestId('transaction-amount').textContent()).toBe('+₦2,000.00');

    // Send ₦1,200 to Bola after the name enquiry shows her masked name.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: 'Send Money' });
    await send.getByRole('textbox', { name: 'Recipient FAZA number' }).fill(bola.faza);
    const name = send.getByTestId('recipient-name');
    await name.waitFor();
    expect(await name.textContent()).toContain('Bola A.');
    await send.getByRole('textbox', { name: 'Amount (₦)' }).fill('6000');
    // Over the balance: says so, with the balance.
    await send.getByText(/^Insufficient wallet balance\. You have ₦[\d,.]+\.$/).waitFor();
    await send.getByRole('textbox', { name: 'Amount (₦)' }).fill('1200');
    await send.getByRole('textbox', { name: 'Note (optional)' }).fill('For garri');
    await screenshotOverlay(page, `wallet-send-dialog-${viewport}`);
    await send.getByRole('button', { name: 'Send Money' }).click();
    await toast(page, 'Money Sent!').waitFor();
    await expect.poll(() => balanceOf(page)).toBe('₦3,800');
    await page.getByRole('tab', { name: 'Outgoing' }).click();
    await expect.poll(() => transactionRows(page).first().textContent()).toContain('-₦1,200.00');
    await page.getByRole('tab', { name: 'All Transactions' }).click();
    await transactionRows(page).nth(3).waitFor();
    await dismissToasts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await look(page, `wallet-${viewport}`);

    // Bola sees it under Incoming, from Ada's first name.
    await b.page.goto('/wallet');
    await b.page.getByRole('tab', { name: 'Incoming' }).click();
    const received = transactionRows(b.page).first();
    await expect.poll(() => received.textContent()).toContain('+₦1,200.00');
    expect(await received.textContent()).toContain('Adaeze');
    expect(await balanceOf(b.page)).toBe('₦1,200');
    expect(ada.faza).not.toBe(bola.faza);
    expect(errors).toEqual([]);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it('subscribes to Premium monthly from the wallet, after a refusal for too little money', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signedIn(context, namedAccount('chioma.nwosu'));
    await page.goto('/premium');
    await page.getByRole('heading', { name: 'Premium', exact: true, level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('current-tier').textContent()).toBe('Basic');
    await page.getByText('₦2,500 / month').waitFor();
    await page.getByText('Save ₦5,000 a year').first().waitFor();

    // Nothing in the wallet: a clear message and a way to top up.
    await page.getByRole('button', { name: 'Subscribe: Premium monthly' }).click();
    const confirm = page.getByRole('dialog', { name: 'Subscribe to Premium' });
    await confirm.getByTestId('insufficient-balance').waitFor();
    expect(await confirm.getByRole('link', { name: 'Top Up Wallet' }).getAttribute('href')).toBe(
      '/wallet',
    );
    expect(await confirm.getByRole('button', { name: 'Pay ₦2,500' }).isDisabled()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await fundWallet(context, 3000);
    await page.reload();
    await page.getByRole('button', { name: 'Subscribe: Premium monthly' }).click();
    await confirm.getByText('₦3,000').waitFor();
    await screenshotOverlay(page, 'premium-confirm-phone');
    await confirm.getByRole('button', { name: 'Pay ₦2,500' }).click();
    await toast(page, 'Subscription Active!').waitFor();
    await dismissToasts(page);
    await expect.poll(() => page.getByTestId('current-tier').textContent()).toBe('Premium');
    expect(await page.getByTestId('current-ends').textContent()).toMatch(
      /^Active until \d+ \w+ \d{4}/,
    );
    await page.getByRole('button', { name: 'Extend: Premium monthly' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await look(page, `premium-${viewport}`);

    await page.goto('/wallet');
    await expect.poll(() => balanceOf(page)).toBe('₦500');
    await page.getByRole('tab', { name: 'Outgoing' }).click();
    const debit = transactionRows(page).first();
    await expect.poll(() => debit.textContent()).toContain('-₦2,500.00');
    expect(await debit.textContent()).toContain('Premium monthly subscription');
    await context.close();
  });

  it('pays the cart from the wallet: the food is in the pantry and the debit in history', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signedIn(context, namedAccount('emeka.obi'));
    await fundWallet(context, 40000);
    await fillCart(page);
    const panel = await openCheckout(page);
    const note = panel.getByText('Bank transfer payment • Send proof via WhatsApp');
    expect(await note.count()).toBe(1);
    await panel.getByRole('radio', { name: /Wallet/ }).check();
    // Paying from the wallet: no word of bank transfers or WhatsApp proof under Pay.
    expect(await note.count()).toBe(0);
    await panel.getByRole('radio', { name: /Bank transfer/ }).check();
    expect(await note.count()).toBe(1);
    await panel.getByRole('radio', { name: /Wallet/ }).check();
    await panel.getByRole('button', { name: 'Pay ₦35,200' }).click();
    await toast(page, 'Purchase Successful!').waitFor();
    await page.goto('/pantry');
    await pantryCard(page, 'Foreign parboiled rice').first().waitFor();
    await page.goto('/wallet');
    await expect.poll(() => balanceOf(page)).toBe('₦4,800');
    await page.getByRole('tab', { name: 'Outgoing' }).click();
    await expect.poll(() => transactionRows(page).first().textContent()).toContain('-₦35,200.00');

    // Bank transfer: our details with the top-up's own reference, pending until staff confirm.
    await page.getByRole('tab', { name: 'All Transactions' }).click();
    await page.getByRole('button', { name: 'Top Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await dialog.getByRole('spinbutton', { name: 'Amount (₦)' }).fill('50');
    await dialog.getByText('Minimum top-up amount is ₦100').waitFor();
    await dialog.getByRole('spinbutton', { name: 'Amount (₦)' }).fill('2500');
    await dialog.getByText('Bank transfer', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: /Bank transfer/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Get Bank Details' }).click();
    const bank = page.getByRole('dialog', { name: 'Pay by bank transfer' });
    await bank.getByTestId('bank-transfer-details').waitFor();
    const reference = await bank.getByTestId('transfer-reference').textContent();
    expect(reference).toMatch(/^TU-[2-9A-HJKMNP-TV-Z]{6}$/);
    await bank.getByText(WALLET_MESSAGES.bankTransferNote(reference!)).waitFor();
    expect(await bank.getByTestId('transfer-amount').textContent()).toBe('₦2,500');
    await bank.getByText('It shows as Pending in your transactions').waitFor();
    await screenshotOverlay(page, 'wallet-bank-details-phone');
    await bank.getByRole('button', { name: 'Done' }).click();
    const pending = transactionRows(page).first();
    await expect
      .poll(() => pending.getByTestId('transaction-status').textContent())
      .toBe('Pending');
    expect(await balanceOf(page)).toBe('₦4,800');

    // Offline: money actions are disabled and say why.
    await context.setOffline(true);
    await page.getByText("You're offline. Connect to the internet to do this.").waitFor();
    expect(await page.getByRole('button', { name: 'Top Up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await context.close();
  });

  it('loads older transactions as the list scrolls', async () => {
    const funke = await signedInClient(namedAccount('funke.ade'));
    const b = await newPage(browser, viewport);
    const tunde = await signedIn(b.context, namedAccount('tunde.bello'));
    await fundWallet(funke, 2000);
    for (let i = 0; i < 23; i += 1) await sendThroughApi(funke, tunde.faza, 50);
    const { page } = b;
    await page.goto('/wallet');
    await page.getByRole('tab', { name: 'Incoming' }).click();
    await expect.poll(() => transactionRows(page).count()).toBe(20);
    const scroller = page.getByTestId('wallet-transactions-scroller');
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => transactionRows(page).count()).toBe(23);
    await b.context.close();
  });

  it('says when the history cannot be loaded, and recovers with Try Again', async () => {
    const { context, page } = await newPage(browser, viewport, { mocksNetwork: true });
    await signedIn(context, namedAccount('ngozi.eze'));
    await page.route('**/api/wallet/transactions?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'failed', error: 'Down for a moment', code: 'DOWN' }),
      }),
    );
    // Down for the server too: it cannot draw the page (plugins/signed-in-pages.ts) and sends
    // the app shell, as it does to a request without a session.
    await page.route(
      (url) => url.pathname === '/wallet',
      async (route) => {
        const shell = await fetch(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: await shell.text() });
      },
    );
    await page.goto('/wallet');
    await page.getByText('Your transactions could not be loaded.').waitFor();
    await page.getByText('Down for a moment').waitFor();
    await page.unroute('**/api/wallet/transactions?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText(SCREEN_TEXTS.wallet.noTransactions).waitFor();
    await context.close();
  });
});

describe('Send Money amount at 360 px', () => {
  it('says an amount over the maximum while it is typed, and refuses to send it', async () => {
    const a = await newPage(browser, 'phone');
    await signedIn(a.context, namedAccount('kemi.obi'));
    const { me: dayo } = await signedInClient(namedAccount('dayo.ayo'));
    await fundWallet(a.context, 2000);
    const { page } = a;
    await page.goto('/wallet');
    await expect.poll(() => balanceOf(page)).toBe('₦2,000');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: 'Send Money' });
    await send.getByRole('textbox', { name: 'Recipient FAZA number' }).fill(dayo.faza);
    await send.getByTestId('recipient-name').waitFor();
    const amount = send.getByRole('textbox', { name: 'Amount (₦)' });
    const sendButton = send.getByRole('button', { name: 'Send Money' });
    await amount.pressSequentially('1000');
    // A valid amount: Send is offered (so its being refused below is the amount's doing).
    await expect.poll(() => sendButton.isEnabled()).toBe(true);
    // '5' on its way to '500' is not called too small while typing.
    await amount.fill('');
    await amount.pressSequentially('5');
    // The form has judged '5' (too small: Send is withheld) and still shows no message. A fixed
    // wait here passed without the form having rendered on a loaded machine.
    await expect.poll(() => sendButton.isDisabled()).toBe(true);
    expect(await send.getByText('Minimum amount to send is ₦50').count()).toBe(0);
    await amount.fill('');
    await amount.pressSequentially('1000001');
    // Still typing (the field has the focus): the message is there, the field says invalid.
    await send.getByText('Maximum amount to send is ₦1,000,000').waitFor();
    expect(await amount.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await sendButton.isDisabled()).toBe(true);
    await screenshotOverlay(page, 'wallet-send-over-maximum-phone');
    await a.context.close();
  });
});
