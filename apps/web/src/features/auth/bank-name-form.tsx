import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  authUserSchema,
  personNameSchema,
  type AuthUser,
  type PersonNameRequest,
} from '@faza/shared';
import { apiFetch, ApiError } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { SheetAlert } from '../../components/ui/sheet-dialog';
import { NameFields } from './name-fields';
import { serverFieldErrors, showServerFieldErrors } from './server-errors';
import { setSignedIn } from './session-store';

const FIELDS = ['first-name', 'last-name'] as const;

/** Whether the account still has to give its name before it sends (docs/decisions/0054-real-names.md). */
export const needsBankName = (user: AuthUser | null): boolean =>
  user !== null && (user['first-name'] === null || user['last-name'] === null);

/**
 * Asked once, before an account with no name sends: its name as on its bank account, which the
 * recipient's name check will show. Saving it updates the session, and the send screen goes on.
 */
export function BankNameForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PersonNameRequest, unknown, PersonNameRequest>({
    resolver: zodResolver(personNameSchema),
    mode: 'onTouched',
    defaultValues: { 'first-name': '', 'last-name': '' },
  });

  const onSubmit = handleSubmit(async (name) => {
    try {
      const user = await apiFetch('/auth/me/name', {
        method: 'PUT',
        json: name,
        schema: authUserSchema,
      });
      setSignedIn(user);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      showServerFieldErrors(fieldErrors, setError);
      if (fieldErrors.length === 0)
        setError('root', {
          message: error instanceof ApiError ? error.message : 'Could not save your name.',
        });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="bank-name-form">
      <p className="text-sm text-ink-700">
        Before you send, tell us your name as it appears on your bank account. The people you send
        to will see it.
      </p>
      <NameFields
        first={register('first-name')}
        last={register('last-name')}
        firstError={errors['first-name']?.message}
        lastError={errors['last-name']?.message}
        disabled={isSubmitting}
      />
      {errors.root?.message && <SheetAlert>{errors.root.message}</SheetAlert>}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save and continue'}
      </Button>
    </form>
  );
}
