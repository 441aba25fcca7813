import { useQuery } from '@tanstack/react-query';
import { giftPreviewSchema } from '@faza/shared';
import { TextField } from '../../components/ui/form-fields';
import { apiFetch } from '../../lib/api-client';

/**
 * In place of the phone field when sign-up comes from a gift's claim link: the gift's number as
 * its public preview shows it, masked and read-only. The account is given the number by the
 * server from the gift itself; the browser never has it (docs/decisions/0058).
 */
export function GiftPhoneField({ gift, error }: { gift: string; error?: string | undefined }) {
  const preview = useQuery({
    queryKey: ['gift-preview', gift, false],
    queryFn: ({ signal }) =>
      apiFetch(`/gifts/claim/${gift}`, { signal, schema: giftPreviewSchema }),
    retry: false,
  });
  const gone = preview.data && (preview.data.state !== 'pending' || preview.data.expired);
  return (
    <TextField
      label="Phone Number"
      type="text"
      readOnly
      value={preview.data?.phone ?? ''}
      placeholder={preview.isPending ? 'Loading the gift’s number…' : undefined}
      error={error ?? (preview.isError ? preview.error.message : undefined)}
      hint={
        gone
          ? 'This gift can no longer be claimed.'
          : 'The number the gift was sent to. You will sign in with it.'
      }
    />
  );
}
