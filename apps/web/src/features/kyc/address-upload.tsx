import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADDRESS_DOCUMENT_TYPES, KYC_MESSAGES } from '@faza/shared';
import { SubmitButton } from '../../components/ui/form-fields';
import { toastError, toastSuccess } from '../../lib/toasts';
import { uploadAddressDocument } from './kyc-api';
import { reloadAccountLimits } from './use-account-limits';

/** Tier 3: a photo or PDF of a proof of address (a utility bill, a tenancy agreement). */
export function AddressUpload() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadAddressDocument,
    onSuccess: () => {
      toastSuccess({ title: 'Sent for review', description: KYC_MESSAGES.addressPending });
      return reloadAccountLimits(client);
    },
    onError: (e) => toastError({ title: 'Not sent', description: e.message }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || !(ADDRESS_DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
      setError(KYC_MESSAGES.documentType);
      return;
    }
    setError(null);
    if (!upload.isPending) upload.mutate(file);
  }
  return (
    <form onSubmit={submit} noValidate data-testid="address-form" className="mt-4 grid gap-3">
      <label className="block text-sm font-bold text-ink-900" htmlFor="address-document">
        Verify your address
      </label>
      <p className="text-xs text-ink-600">
        A photo or PDF of a utility bill, bank statement or tenancy agreement from the last 3
        months. Our team checks it{file ? ` (${Math.ceil(file.size / 1024)} KB)` : ''}.
      </p>
      <input
        id="address-document"
        type="file"
        accept={ADDRESS_DOCUMENT_TYPES.join(',')}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="text-sm"
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <SubmitButton pending={upload.isPending} pendingLabel="Sending…">
        Send for review
      </SubmitButton>
    </form>
  );
}
