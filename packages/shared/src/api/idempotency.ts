/** Ours: answers about the `Idempotency-Key` header (docs/architecture.md §2). */
export const IDEMPOTENCY_MESSAGES = {
  keyRequired: 'This request needs an Idempotency-Key header.',
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 printable characters.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'This request is still being processed. Please wait a moment.',
} as const;
