import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { CONFIRM_PASSWORD_MESSAGE, confirmPasswordMatches } from '@faza/shared';

export type WithConfirm<T> = T & { confirmPassword: string };

/**
 * Adds the spec's confirm-password rule to a resolver built from a shared request schema. The
 * request schema stays exactly the server's (it strips the extra field from what is sent), and the
 * mismatch is reported together with the other fields' errors rather than only once they all pass,
 * which is what an object-level zod refinement would do.
 */
export function withConfirmPassword<TIn extends FieldValues & { password: string }, TOut>(
  resolver: Resolver<TIn, unknown, TOut>,
): Resolver<WithConfirm<TIn>, unknown, TOut> {
  return async (values, context, options) => {
    const result = (await resolver(
      values,
      context,
      options as unknown as Parameters<Resolver<TIn, unknown, TOut>>[2],
    )) as unknown as ResolverResult<WithConfirm<TIn>, TOut>;
    if (confirmPasswordMatches(values)) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        confirmPassword: { type: 'validate', message: CONFIRM_PASSWORD_MESSAGE },
      },
    } as ResolverResult<WithConfirm<TIn>, TOut>;
  };
}

/** docs/product-spec.md §2 live match indicator: nothing until the user types a confirmation. */
export function confirmStatus(password: string, confirmPassword: string) {
  if (!confirmPassword) return { error: undefined, success: undefined };
  return confirmPasswordMatches({ password, confirmPassword })
    ? { error: undefined, success: 'Passwords match' }
    : { error: CONFIRM_PASSWORD_MESSAGE, success: undefined };
}
