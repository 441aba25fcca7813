import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSessionsResponseSchema, sessionsSignedOutResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const devicesQueryKey = ['auth', 'sessions'] as const;

/** `GET /api/auth/sessions`: the account's signed-in devices; fresh on every visit. */
export function useDevices() {
  return useQuery({
    queryKey: devicesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/auth/sessions', { signal, schema: accountSessionsResponseSchema }))
        .sessions,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** `DELETE /api/auth/sessions/{id}`: signs one device out. */
export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/auth/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: sessionsSignedOutResponseSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}

/** `POST /api/auth/sessions/sign-out-others`: every device but this one. */
export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/auth/sessions/sign-out-others', {
        method: 'POST',
        schema: sessionsSignedOutResponseSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
