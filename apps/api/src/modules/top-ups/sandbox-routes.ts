import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardDigits,
  expiryValid,
  formatNaira,
  luhnValid,
  sandboxCardOutcome,
  WALLET_MESSAGES,
} from '@faza/shared';
import { errorResponses } from '../../lib/route-schema';
import { sandboxPaymentPath } from './sandbox-provider';
import {
  renderPaymentForm,
  renderPaymentProblem,
  renderPaymentResult,
  sandboxCsp,
} from './sandbox-page';
import { checkCardTopUp } from './card-topup-check';
import type { Providers } from './providers';
import { findTopUpByReference, type TopUpRow } from './topups-repository';

const tags = ['wallet'];
const params = z.object({ reference: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });
const formBody = z.object({
  cardNumber: z.string().max(64).default(''),
  expiry: z.string().max(16).default(''),
  cvv: z.string().max(16).default(''),
});

/**
 * The sandbox provider's hosted payment page (GET shows it, POST pays). Only the top-up's owner
 * may open it. Every answer is HTML with its own CSP (a nonce for the one inline script).
 */
export async function sandboxRoutes(app: FastifyInstance, opts: { providers: Providers }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The page posts a plain HTML form; only this plugin reads urlencoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, status: number, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    return (
      reply
        .code(status)
        .header('content-security-policy', sandboxCsp(nonce))
        // With helmet's no-referrer a browser posts the form with `Origin: null`, which the CSRF
        // guard refuses; same-origin sends our origin on the post and nothing to other sites.
        .header('referrer-policy', 'same-origin')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(render(nonce))
    );
  };

  /** The owner's pending-or-finished sandbox top-up, or an HTML refusal already sent. */
  const load = async (reference: string, userId: string | undefined, reply: FastifyReply) => {
    if (!userId) {
      await html(reply, 401, (n) =>
        renderPaymentProblem('Please sign in', 'Sign in to Faza, then start the top-up again.', n),
      );
      return null;
    }
    const row = await findTopUpByReference(app.sql, reference);
    if (!row || row.user_id !== userId || row.provider !== 'sandbox') {
      await html(reply, 404, (n) =>
        renderPaymentProblem('Payment not found', WALLET_MESSAGES.topUpNotFound, n),
      );
      return null;
    }
    return row;
  };

  const finished = (reply: FastifyReply, row: TopUpRow) =>
    html(reply, 200, (nonce) =>
      renderPaymentResult({
        reference: row.reference,
        amountKobo: row.amount_kobo,
        nonce,
        status: row.status === 'success' ? 'success' : 'failed',
        message:
          row.status === 'success'
            ? `${formatNaira(row.amount_kobo)} has been added to your wallet`
            : row.status === 'expired'
              ? WALLET_MESSAGES.topUpExpired
              : row.status === 'needs_review'
                ? WALLET_MESSAGES.paymentUnderReview
                : (row.failure_reason ?? WALLET_MESSAGES.paymentFailed),
      }),
    );

  api.get(
    '/wallet/sandbox/pay/:reference',
    {
      schema: {
        // An HTML page for the payment window, not part of the JSON API's contract.
        hide: true,
        tags,
        summary: 'Sandbox provider: the hosted card payment page (HTML)',
        params,
        ...{ response: errorResponses(400) },
      },
    },
    async (req, reply) => {
      const row = await load(req.params.reference, req.user?.id, reply);
      if (!row) return reply;
      if (row.status !== 'pending') return finished(reply, row);
      return html(reply, 200, (nonce) =>
        renderPaymentForm({
          reference: row.reference,
          amountKobo: row.amount_kobo,
          nonce,
          action: sandboxPaymentPath(row.reference),
        }),
      );
    },
  );

  api.post(
    '/wallet/sandbox/pay/:reference',
    {
      schema: {
        hide: true,
        tags,
        summary:
          'Sandbox provider: pay with a card (Luhn-valid succeeds; ending in 0002 is declined), then credit through the one settle step (HTML)',
        params,
        body: formBody,
        response: errorResponses(
          'LIMIT_EXCEEDED',
          'TOPUP_NOT_FOUND',
          'INSUFFICIENT_BALANCE',
          400,
          403,
        ),
      },
    },
    async (req, reply) => {
      const row = await load(req.params.reference, req.user?.id, reply);
      if (!row) return reply;
      if (row.status !== 'pending') return finished(reply, row);
      const { cardNumber, expiry, cvv } = req.body;
      const digits = cardDigits(cardNumber);
      const expiryState = expiryValid(expiry, new Date());
      const error =
        !digits || !luhnValid(digits)
          ? WALLET_MESSAGES.cardInvalid
          : expiryState === 'invalid'
            ? WALLET_MESSAGES.expiryInvalid
            : expiryState === 'expired'
              ? WALLET_MESSAGES.cardExpired
              : !/^\d{3}$/.test(cvv)
                ? WALLET_MESSAGES.cvvInvalid
                : null;
      if (error || !digits)
        return html(reply, 422, (nonce) =>
          renderPaymentForm({
            reference: row.reference,
            amountKobo: row.amount_kobo,
            nonce,
            action: sandboxPaymentPath(row.reference),
            error: error ?? WALLET_MESSAGES.cardInvalid,
            values: { cardNumber: cardNumber.slice(0, 19), expiry: expiry.slice(0, 5) },
          }),
        );
      const declined = sandboxCardOutcome(digits) === 'declined';
      // The provider's side: what was charged. A second submit of the same reference changes nothing.
      await app.sql`
        insert into sandbox_payments (reference, status, amount_kobo, currency, card_last4, gateway_response)
        values (${row.reference}, ${declined ? 'failed' : 'success'}, ${row.amount_kobo}, 'NGN',
                ${digits.slice(-4)}, ${declined ? WALLET_MESSAGES.cardDeclined : 'Approved'})
        on conflict (reference) do nothing`;
      const outcome = await checkCardTopUp(app.sql, opts.providers.of, row.reference, {
        userId: row.user_id,
        log: req.log,
      });
      return finished(reply, outcome.topup);
    },
  );
}
