import { useQueryClient } from '@tanstack/react-query';
import { conversationDetailSchema, type ConversationDetail } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { supportQueryKey } from './use-conversations';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/**
 * One customer write to support (start, message, close, talk to the consultant): a POST with a
 * fresh Idempotency-Key, so a double tap sends once; then every support view refreshes.
 */
export function useSupportPost<V>(request: (variables: V) => { path: string; json?: unknown }) {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (variables: V): Promise<ConversationDetail> => {
      const { path, json } = request(variables);
      return apiFetch(path, {
        method: 'POST',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        json,
        schema: conversationDetailSchema,
      });
    },
    onSuccess: (detail) => {
      client.setQueryData([...supportQueryKey, 'one', detail.id], detail);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: supportQueryKey });
    },
  });
}
