export type AuthOptions = {
  /**
   * Runs after a sign-up is stored, for what other modules do for a new member (the composition
   * root passes it, so the accounts module imports none of them): gifts waiting for the phone.
   */
  onSignedUp?: (user: { id: string; phone: string }) => Promise<void>;
};
