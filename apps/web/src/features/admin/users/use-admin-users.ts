import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

const adminUsersKey = (q: string) => ['admin', 'users', q] as const;

/** `GET /api/admin/users?q=`: the previous results stay on screen while the next search loads. */
export function useAdminUsers(q: string) {
  return useQuery({
    queryKey: adminUsersKey(q),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/admin/users?q=${encodeURIComponent(q)}`, {
          signal,
          schema: adminUsersResponseSchema,
        })
      ).users,
    placeholderData: keepPreviousData,
  });
}
