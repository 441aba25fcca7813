import { describe, expect, it } from 'vitest';
import {
  subscribeParamsSchema,
  subscribeRequestSchema,
  topUpRequestSchema,
  walletSendRequestSchema,
  walletTransactionsQuerySchema,
} from '.';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('wallet request schemas', () => {
  it('top-up: naira number within the spec bounds, card or bank', () => {
    expect(topUpRequestSchema.parse({ amount: 5000, method: 'card' })).toEqual({
      amount: 5000,
      method: 'card',
    });
    expect(firstMessage(topUpRequestSchema.safeParse({ amount: 99, method: 'card' }))).toBe(
      'Minimum top-up amount is ₦100',
    );
    expect(firstMessage(topUpRequestSchema.safeParse({ amount: 1e7, method: 'bank' }))).toBe(
      'Maximum top-up amount is ₦1,000,000',
    );
    expect(firstMessage(topUpRequestSchema.safeParse({ amount: '500', method: 'card' }))).toBe(
      'Please enter a valid amount to top up',
    );
    expect(topUpRequestSchema.safeParse({ amount: 500, method: 'cash' }).success).toBe(false);
  });

  it('send: FAZA as string or number, amount as a number, optional note', () => {
    expect(walletSendRequestSchema.parse({ faza: 8031234567, amount: 1200 })).toEqual({
      faza: '008031234567',
      amount: 1200,
    });
    expect(
      walletSendRequestSchema.safeParse({ faza: '0080-3123-4567', amount: '1200' }).success,
    ).toBe(false);
    expect(
      walletSendRequestSchema.safeParse({
        faza: '008031234567',
        amount: 100,
        note: 'x'.repeat(141),
      }).success,
    ).toBe(false);
  });

  it('history query defaults to all, 20 a page', () => {
    expect(walletTransactionsQuerySchema.parse({})).toEqual({ direction: 'all', limit: 20 });
    expect(walletTransactionsQuerySchema.safeParse({ direction: 'sideways' }).success).toBe(false);
    expect(walletTransactionsQuerySchema.safeParse({ cursor: 'nope' }).success).toBe(false);
  });

  it('subscribe: premium or premium_plus, monthly or yearly', () => {
    expect(subscribeParamsSchema.safeParse({ type: 'basic' }).success).toBe(false);
    expect(subscribeRequestSchema.parse({ period: 'yearly' })).toEqual({ period: 'yearly' });
    expect(firstMessage(subscribeRequestSchema.safeParse({ period: 'weekly' }))).toBe(
      'Please choose monthly or yearly.',
    );
  });
});
