import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  autoWeekResponseSchema,
  cookableResponseSchema,
  cookedResponseSchema,
  recipesResponseSchema,
  weekPlanSchema,
  type AutoWeekRequest,
  type PlanDay,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

const cookableQueryKey = (servings: number) => ['plan', 'cookable', servings] as const;
const weekQueryKey = ['plan', 'week'] as const;

/** `GET /api/plan/cookable?servings=`: the recipes ranked for this pantry and household. */
export function useCookable(servings: number, enabled: boolean) {
  return useQuery({
    queryKey: cookableQueryKey(servings),
    queryFn: ({ signal }) =>
      apiFetch(`/plan/cookable?servings=${servings}`, { signal, schema: cookableResponseSchema }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** After cooking or undoing: the pantry, the ranking and the plan's shopping list changed. */
const reloadFood = (client: ReturnType<typeof useQueryClient>) => {
  void client.invalidateQueries({ queryKey: ['plan'] });
  void client.invalidateQueries({ queryKey: ['pantry'] });
};

/** `POST /api/plan/cooked`, a fresh Idempotency-Key per tap (a retry of one tap reuses it). */
export function useCook() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (input: {
      recipeId: string;
      servings: number;
      used?: { 'lot-id': string; quantity: number }[];
    }) =>
      apiFetch('/plan/cooked', {
        method: 'POST',
        json: {
          'recipe-id': input.recipeId,
          servings: input.servings,
          ...(input.used ? { used: input.used } : {}),
        },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        schema: cookedResponseSchema,
      }),
    onSuccess: () => reloadFood(client),
  });
}

/** `POST /api/plan/cooked/{id}/undo`. */
export function useUndoCook() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (id: string) =>
      apiFetch(`/plan/cooked/${id}/undo`, { method: 'POST', schema: cookedResponseSchema }),
    onSuccess: () => reloadFood(client),
  });
}

/** `GET /api/plan/week`: the plan and its shopping list. */
export function useWeek(enabled: boolean) {
  return useQuery({
    queryKey: weekQueryKey,
    queryFn: ({ signal }) => apiFetch('/plan/week', { signal, schema: weekPlanSchema }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** `PUT /api/plan/week`: the dishes the person picked. */
export function useSaveWeek() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: {
      household: number;
      days: PlanDay[];
      tags: string[];
      budget: number | null;
    }) => apiFetch('/plan/week', { method: 'PUT', json: plan, schema: weekPlanSchema }),
    onSuccess: (week) => client.setQueryData(weekQueryKey, week),
  });
}

/** `POST /api/plan/week/auto`: "Plan for me". */
export function usePlanForMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: AutoWeekRequest) =>
      apiFetch('/plan/week/auto', { method: 'POST', json: req, schema: autoWeekResponseSchema }),
    onSuccess: (week) => client.setQueryData(weekQueryKey, week),
  });
}

/** `GET /api/plan/recipes`, for the plan's dish pickers. */
export function useRecipes(enabled: boolean) {
  return useQuery({
    queryKey: ['plan', 'recipes'],
    queryFn: ({ signal }) => apiFetch('/plan/recipes', { signal, schema: recipesResponseSchema }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
