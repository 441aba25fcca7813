import { deliveryAddressSchema, type DeliveryAddress } from '@faza/shared';

const KEY = 'faza-delivery-address';

export type AddressDraft = {
  street: string;
  area: string;
  city: string;
  state: string;
  phone: string;
  note: string;
};

/** The last address this phone delivered to, so a repeat request is three taps. */
export function savedAddress(fallbackPhone: string): AddressDraft {
  const empty = { street: '', area: '', city: '', state: '', phone: fallbackPhone, note: '' };
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<DeliveryAddress & { phone: string }>;
    const address = deliveryAddressSchema.safeParse(parsed);
    return address.success
      ? { ...empty, ...address.data, phone: parsed.phone ?? fallbackPhone }
      : empty;
  } catch {
    return empty;
  }
}

export function saveAddress(draft: AddressDraft): void {
  try {
    const { note: _note, ...kept } = draft;
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the next request simply starts empty.
  }
}
