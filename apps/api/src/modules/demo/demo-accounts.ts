import { DEMO_RIDER_ACCOUNT } from '../deliveries';
import { DEMO_SUPPORT_ACCOUNTS } from '../support';

/**
 * The demo accounts `npm run demo` creates: known phone numbers and passwords, printed in the
 * log, so a newcomer can sign in and send food within a minute. Never created by `npm start`.
 * `name` is the name as on the bank account ("First Last"): without one, the first send would
 * stop to ask for it (docs/decisions/0054-real-names.md).
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'adaeze.okafor@demo.faza.ng',
    phone: '+2348030000001',
    password: 'Demo&Pantry2024',
    name: 'Adaeze Okafor',
    /** A month of Premium Plus paid from her demo wallet: the bulk discounts demo. */
    label: 'Premium Plus',
  },
  {
    email: 'bola.adeyemi@demo.faza.ng',
    phone: '+2348030000002',
    password: 'Demo&Pantry2024',
    name: 'Bola Adeyemi',
  },
  // A Premium Plus member and her food consultant (a moderator): the support and consultant demo.
  ...DEMO_SUPPORT_ACCOUNTS.map(({ email, phone, password, displayName, label }) => ({
    email,
    phone,
    password,
    name: displayName,
    /** Printed beside the phone number, so the log says which account shows what. */
    label,
  })),
  // A rider who delivers the demo bookings at /rider with the customer's hand-over code.
  {
    email: DEMO_RIDER_ACCOUNT.email,
    phone: DEMO_RIDER_ACCOUNT.phone,
    password: DEMO_RIDER_ACCOUNT.password,
    name: DEMO_RIDER_ACCOUNT.displayName,
    label: DEMO_RIDER_ACCOUNT.label,
  },
] as const;

/** A demo account as it exists in the database. */
export type DemoAccount = {
  id: string;
  email: string;
  phone: string;
  password: string;
  faza: string;
  walletId: string | null;
};
