import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultantsOverviewSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

type Change =
  | { kind: 'mark'; staffId: string; consultant: boolean }
  | { kind: 'assign'; memberId: string; consultantId: string };

/** `PUT /api/admin/consultants/{id}` or `…/members/{id}`: the answer is the new overview. */
export function useConsultantChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: Change) =>
      apiFetch(
        c.kind === 'mark'
          ? `/admin/consultants/${c.staffId}`
          : `/admin/consultants/members/${c.memberId}`,
        {
          method: 'PUT',
          json:
            c.kind === 'mark' ? { consultant: c.consultant } : { 'consultant-id': c.consultantId },
          schema: consultantsOverviewSchema,
        },
      ),
    onSuccess: (data) => client.setQueryData(['admin', 'consultants'], data),
  });
}
