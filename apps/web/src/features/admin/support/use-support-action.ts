import { staffConversationDetailSchema } from '@faza/shared';
import { useStaffDecision } from '../shared';

type Action =
  | { id: string; action: 'reply'; body: string }
  | { id: string; action: 'assign'; staffId: string | null }
  | { id: string; action: 'close' };

/**
 * `POST /api/admin/support/{id}/messages | assign | close`, each with its own Idempotency-Key;
 * then the queue and the conversation refresh.
 */
export const useSupportAction = () =>
  useStaffDecision((a: Action) => ({
    path: `/admin/support/${a.id}/${a.action === 'reply' ? 'messages' : a.action}`,
    json:
      a.action === 'reply'
        ? { body: a.body }
        : a.action === 'assign'
          ? { 'staff-id': a.staffId }
          : undefined,
    schema: staffConversationDetailSchema,
  }));
