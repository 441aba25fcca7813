import { ERROR_TEXTS, FAZA_LENGTH, MESSAGES, type FazaCheckResponse } from '@faza/shared';

/** What the FAZA field shows under itself, from what was typed and the name enquiry. */
export type RecipientStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; name: string }
  | { kind: 'error'; message: string };

/**
 * docs/product-spec.md §5 FAZA messages in order: nothing typed, fewer than 12 digits (both only once the field
 * was left or the form submitted), then the server's answer: the masked name, your own number,
 * or 'Invalid FAZA number. Please check and try again.'.
 */
export function recipientStatus(input: {
  digits: string;
  /** The field was left or the form submitted: incomplete input may be called out. */
  touched: boolean;
  lookup:
    | { state: 'pending' }
    | { state: 'error'; message?: string | undefined }
    | { state: 'done'; result: FazaCheckResponse };
}): RecipientStatus {
  const { digits, touched, lookup } = input;
  if (digits.length < FAZA_LENGTH) {
    if (!touched) return { kind: 'idle' };
    return {
      kind: 'error',
      message: digits.length === 0 ? MESSAGES.faza.required : MESSAGES.faza.length,
    };
  }
  if (lookup.state === 'pending') return { kind: 'checking' };
  if (lookup.state === 'error')
    return { kind: 'error', message: lookup.message ?? ERROR_TEXTS.fazaValidationFailed };
  const { result } = lookup;
  if (!result.valid || !result.name) return { kind: 'error', message: MESSAGES.faza.invalid };
  if (result.self) return { kind: 'error', message: MESSAGES.faza.self };
  return { kind: 'found', name: result.name };
}
