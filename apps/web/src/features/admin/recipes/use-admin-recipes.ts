import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recipeSchema, recipesResponseSchema, type RecipeEdit } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

const key = ['admin', 'recipes'] as const;

/** `GET /api/admin/recipes`: every recipe, inactive included. */
export function useAdminRecipes() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch('/admin/recipes', { signal, schema: recipesResponseSchema }),
  });
}

/** `PUT /api/admin/recipes/{id}`; members' planning pages refetch too. */
export function useUpdateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: RecipeEdit }) =>
      apiFetch(`/admin/recipes/${id}`, { method: 'PUT', json: edit, schema: recipeSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ['plan'] });
    },
  });
}
