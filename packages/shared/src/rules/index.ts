// Domain rules (docs/product-spec.md §5). Each rule file has its test beside it.
export * from './date-time';
export * from './email';
export * from './expiry';
export * from './faza';
export * from './money';
export * from './otp';
export * from './password';
export * from './phone';
export * from './quantity';
export * from './typed-quantity';
export * from './quantity-type';
export * from './subscription';
export * from './top-up';
export * from './username';
export * from './person-name';
export * from './whatsapp';
