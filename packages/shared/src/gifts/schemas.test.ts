import { describe, expect, it } from 'vitest';
import { sendFoodRequestSchema } from '../pantry/schemas';
import { walletSendRequestSchema } from '../wallet/schemas';
import { GIFT_MESSAGES } from './messages';
import { createGiftRequestSchema } from './schemas';

describe('createGiftRequestSchema', () => {
  it('normalises the phone and takes food or an amount, not both', () => {
    const food = createGiftRequestSchema.parse({
      phone: '0803-123-4567',
      items: [{ 'food-name': 'Rice', 'food-quantity': 1, 'food-quantity-type': '5kg' }],
    });
    expect(food.phone).toBe('+2348031234567');
    expect(createGiftRequestSchema.parse({ phone: '2348031234567', amount: 50 }).amount).toBe(50);
    const both = createGiftRequestSchema.safeParse({
      phone: '08031234567',
      amount: 50,
      items: [{ 'food-name': 'Rice', 'food-quantity': 1, 'food-quantity-type': '5kg' }],
    });
    expect(both.error?.issues[0]?.message).toBe(GIFT_MESSAGES.itemsOrAmount);
    expect(createGiftRequestSchema.safeParse({ phone: '12345', amount: 50 }).success).toBe(false);
  });
});

describe('the sends by FAZA number', () => {
  it('answer a phone number with a pointer to gifts', () => {
    const food = sendFoodRequestSchema.safeParse({
      'food-name': 'Rice',
      'food-quantity': 1,
      'food-quantity-type': '5kg',
      faza: '0803 123 4567',
    });
    expect(food.error?.issues.map((i) => i.message)).toEqual([GIFT_MESSAGES.phoneNotFaza]);
    const money = walletSendRequestSchema.safeParse({ faza: '+2348031234567', amount: 100 });
    expect(money.error?.issues.map((i) => i.message)).toEqual([GIFT_MESSAGES.phoneNotFaza]);
    expect(walletSendRequestSchema.parse({ faza: '3480-3123-4567', amount: 100 }).faza).toBe(
      '348031234567',
    );
  });
});
