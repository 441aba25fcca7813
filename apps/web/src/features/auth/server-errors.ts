import { ApiError } from '../../lib/api-client';

/**
 * The server's per-field messages (400 VALIDATION_FAILED, 409 EMAIL_TAKEN…) for the fields this
 * form shows, keyed like the request ('phone-number'), in the form's order.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): [F, string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const messages = error.fields;
  return fields.flatMap((field) => {
    const message = messages[field];
    return message ? [[field, message] as [F, string]] : [];
  });
}

/** A form's `setError`, as far as showing the server's field messages needs it. */
export type SetServerFieldError<F extends string> = (
  field: F,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/** Shows the server's field messages under their fields and moves focus to the first of them. */
export function showServerFieldErrors<F extends string>(
  fieldErrors: [F, string][],
  setError: SetServerFieldError<F>,
): void {
  fieldErrors.forEach(([field, message], i) =>
    setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
  );
}

/** Seconds a 429 asks us to wait (the envelope's `retryAfterSeconds`), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfterSeconds ?? null;
}
