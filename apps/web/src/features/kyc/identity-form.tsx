import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { KYC_MESSAGES, verifyIdentityRequestSchema, type IdType } from '@faza/shared';
import { SelectField, SubmitButton, TextField } from '../../components/ui/form-fields';
import { toastError, toastSuccess } from '../../lib/toasts';
import { verifyIdentity } from './kyc-api';
import { reloadAccountLimits } from './use-account-limits';

/** "Verify your BVN/NIN": 11 digits, checked by the provider against the account's name. */
export function IdentityForm() {
  const client = useQueryClient();
  const [idType, setIdType] = useState<IdType>('bvn');
  const [idNumber, setIdNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: verifyIdentity,
    onSuccess: ({ identity }) => {
      if (identity.state === 'verified') toastSuccess({ title: KYC_MESSAGES.identityVerified });
      return reloadAccountLimits(client);
    },
    onError: (e) => toastError({ title: 'Not verified', description: e.message }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = verifyIdentityRequestSchema.safeParse({ idType, idNumber });
    if (!parsed.success) {
      setError(KYC_MESSAGES.idNumberInvalid);
      return;
    }
    setError(undefined);
    if (!verify.isPending) verify.mutate(parsed.data);
  }
  return (
    <form onSubmit={submit} noValidate data-testid="identity-form" className="mt-4 grid gap-3">
      <p className="text-sm font-bold text-ink-900">Verify your BVN or NIN</p>
      <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <SelectField
          label="Number type"
          value={idType}
          onChange={(e) => setIdType(e.target.value as IdType)}
        >
          <option value="bvn">BVN</option>
          <option value="nin">NIN</option>
        </SelectField>
        <TextField
          label="11-digit number"
          name="id-number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={idNumber}
          error={error}
          onChange={(e) => setIdNumber(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <p className="text-xs text-ink-600">
        We check it with our payment partner against the name on your Faza account, and keep only
        its last 4 digits.
      </p>
      <SubmitButton pending={verify.isPending} pendingLabel="Checking…">
        Verify
      </SubmitButton>
    </form>
  );
}
