import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeRoleResponseSchema, type Role } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/admin/users/{id}/role`, then every user list and the audit log refresh. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiFetch(`/admin/users/${id}/role`, {
        method: 'POST',
        json: { role },
        schema: changeRoleResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
