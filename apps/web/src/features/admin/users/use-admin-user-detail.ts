import { useQuery } from '@tanstack/react-query';
import { adminUserDetailSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/users/{id}`: fetched only once staff open a user's details. */
export function useAdminUserDetail(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'users', 'detail', id],
    queryFn: ({ signal }) =>
      apiFetch(`/admin/users/${id}`, { signal, schema: adminUserDetailSchema }),
    enabled,
  });
}
