import { ERROR_CATALOGUE, type ErrorCode, type FailureEnvelope } from '@faza/shared';

/**
 * An error whose message is safe to show the user. Anything else that reaches the error handler is
 * logged and answered with a generic 500. Made by `refuse`, so its status is the code's own.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** 429 only: seconds until the client may try again, answered as data. */
    readonly retryAfterSeconds?: number,
    /** 409 SLOT_FULL only: the slots the caller may book instead, answered as data. */
    readonly nextSlots?: FailureEnvelope['nextSlots'],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CATALOGUE[code].status;
  }
}

export type RefuseOptions = {
  /** Instead of the catalogue's message: one with an amount, a name or a count in it. */
  message?: string;
  /** Per-field messages for the form. */
  fields?: Record<string, string>;
  /** Shorthand for `fields: { [field]: message }`: the message under that one field. */
  field?: string;
  /** 429 only: seconds until the client may try again. */
  retryAfterSeconds?: number;
  /** 409 SLOT_FULL only. */
  nextSlots?: FailureEnvelope['nextSlots'];
};

/**
 * The one way to refuse a request: `throw refuse('ORDER_NOT_FOUND')`, or with overrides
 * `throw refuse('INVALID_FAZA', { field: 'faza' })`. The status and default message come from the
 * shared catalogue (packages/shared/src/errors, docs/decisions/0052).
 */
export function refuse(code: ErrorCode, options: RefuseOptions = {}): AppError {
  const message = options.message ?? ERROR_CATALOGUE[code].message;
  const fields = options.field ? { [options.field]: message, ...options.fields } : options.fields;
  return new AppError(code, message, fields, options.retryAfterSeconds, options.nextSlots);
}
