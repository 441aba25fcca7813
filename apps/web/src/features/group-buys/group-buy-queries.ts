import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  groupBuyListSchema,
  groupBuyMoneyResponseSchema,
  groupBuySchema,
  type CreateGroupBuyRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

// One hook per request of `/api/group-buys` (docs/decisions/0064-group-buys.md).

const LIST_KEY = ['group-buys'] as const;
const groupKey = (id: string) => ['group-buys', id] as const;

/** `GET /api/group-buys`: open groups closing soonest, and mine. */
export function useGroupBuys() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => apiFetch('/group-buys', { signal, schema: groupBuyListSchema }),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** `GET /api/group-buys/{id}`: refreshed every half minute while open, as others join. */
export function useGroupBuy(id: string) {
  return useQuery({
    queryKey: groupKey(id),
    queryFn: ({ signal }) => apiFetch(`/group-buys/${id}`, { signal, schema: groupBuySchema }),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.state === 'open' ? 30_000 : false),
    retry: false,
  });
}

/** `POST /api/group-buys`: starts a group; nobody's money moves yet. */
export function useStartGroupBuy() {
  const client = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: (body: CreateGroupBuyRequest) =>
      apiFetch('/group-buys', {
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': key },
        schema: groupBuySchema,
      }),
    onSuccess: (group) => {
      client.setQueryData(groupKey(group.id), group);
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/**
 * Join (`{ shares }`) or leave: the money moves at once. A new key after each success, so a
 * double tap or a retry acts once and the next tap is the next action.
 */
export function useGroupMoney(id: string, action: 'join' | 'leave') {
  const client = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: (shares: number) =>
      apiFetch(`/group-buys/${id}/${action}`, {
        method: 'POST',
        json: action === 'join' ? { shares } : {},
        headers: { 'Idempotency-Key': key },
        schema: groupBuyMoneyResponseSchema,
      }),
    onSuccess: (answer) => {
      setKey(newIdempotencyKey());
      client.setQueryData(groupKey(id), answer.group);
      void client.invalidateQueries({ queryKey: LIST_KEY });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
