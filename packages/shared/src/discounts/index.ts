// Premium Plus bulk purchase discounts: the pure rules, the cart's view of them, texts and schemas.
export * from './cart-discounts';
export * from './discount-rules';
export * from './messages';
export * from './schemas';
