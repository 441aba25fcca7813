import { useQuery } from '@tanstack/react-query';
import { giftPreviewSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

const giftPreviewKey = (code: string) => ['gift-preview', code] as const;

/** `GET /api/gifts/claim/{code}`: the public preview of a gift, signed in or not. */
export function useGiftPreview(code: string, signedIn: boolean) {
  return useQuery({
    // Signing in changes whether it is "your number": asked again then.
    queryKey: [...giftPreviewKey(code), signedIn],
    queryFn: ({ signal }) =>
      apiFetch(`/gifts/claim/${code}`, { signal, schema: giftPreviewSchema }),
    staleTime: 0,
    retry: false,
  });
}
