/**
 * The shape of `shopItemSchema` (schemas.ts), as a number the web app stores beside a saved
 * catalogue: a copy saved under another format was written by another app version and is not
 * used. The web trusts items of its own format instead of re-checking each field by hand (the API
 * validates every answer against `shopItemSchema` before sending it). Its test fails when the
 * schema's fields change until this number is raised. Here, apart from the schema, so reading it
 * loads no zod.
 */
export const SHOP_ITEM_FORMAT = 2;
