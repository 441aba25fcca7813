import { describe, expect, it } from 'vitest';
import { quantityTierSchema, shopItemSchema } from './schemas';
import { SHOP_ITEM_FORMAT } from './shop-item-format';

describe('SHOP_ITEM_FORMAT', () => {
  it('is raised whenever the shop item schema changes (update both lines together)', () => {
    const shape = {
      item: Object.keys(shopItemSchema.shape).sort(),
      tier: Object.keys(quantityTierSchema.shape).sort(),
    };
    expect({ format: SHOP_ITEM_FORMAT, shape }).toEqual({
      format: 2,
      shape: {
        item: [
          'availability',
          'category',
          'cooking-time',
          'description',
          'food-quantity-type',
          'id',
          'image-url',
          'name',
          'nutritional-info',
          'price',
          'quantity-type-prices',
          'storage-life',
          'tiers',
        ],
        tier: ['multiplier', 'priceKobo', 'type'],
      },
    });
  });
});
