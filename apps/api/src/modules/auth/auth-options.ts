import type { Queryable } from '../../db/transaction';

export type AuthOptions = {
  /**
   * Runs after an account's phone is proved by its texted code, for what other modules do for the
   * number's owner (the composition root passes it, so the accounts module imports none of them):
   * gifts waiting for the phone. Not at sign-up: whoever registers a number first has proved
   * nothing, and must not learn who sent it what (docs/decisions/0048).
   */
  onPhoneVerified?: (user: { id: string; phone: string }) => Promise<void>;
  /**
   * The number of the gift whose claim code a sign-up carries, refused unless the gift can still be
   * claimed; given the sign-up's transaction, it holds the gift there (docs/decisions/0058).
   */
  phoneForGift?: (db: Queryable, code: string) => Promise<string>;
};
