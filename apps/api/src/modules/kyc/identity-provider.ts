import type { IdType } from '@faza/shared';

// The identity port (docs/decisions/0063): a BVN or NIN checked by the provider against the names
// we hold. Paystack answers later, by a signed webhook (`customeridentification.success` or
// `.failed`); the sandbox plays the same over HTTP, signed the same way.

type IdentityCustomer = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** A customer the provider already holds for this user (a virtual account made it), if any. */
  providerCustomer: string | null;
};

type IdentificationRequest = {
  customerCode: string;
  idType: IdType;
  idNumber: string;
  firstName: string;
  lastName: string;
};

export interface IdentityProvider {
  readonly name: 'sandbox' | 'paystack';
  /** Creates (or reuses) the provider's customer; answers its code. */
  ensureCustomer(customer: IdentityCustomer): Promise<string>;
  /**
   * Asks the provider to check the number; the result comes by webhook. Throws
   * PROVIDER_UNAVAILABLE when the provider refuses or does not answer.
   */
  requestIdentification(request: IdentificationRequest): Promise<void>;
}
