import { useState } from 'react';
import { RECIPE_TAGS, RECIPE_UNITS, type Recipe, type RecipeEdit } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useAdminRecipes, useUpdateRecipe } from './use-admin-recipes';

const field = 'mt-1 block min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-sm';

/** Recipes (permission `recipes:edit`): each opens to an editor of every field. */
export function RecipesSection() {
  const recipes = useAdminRecipes();
  return (
    <section aria-label="Recipes" className="space-y-3">
      {recipes.isPending && <p className="text-ink-600">Loading recipes…</p>}
      {recipes.isError && <p className="text-red-700">{recipes.error.message}</p>}
      {recipes.data?.recipes.map((recipe) => (
        <Card key={recipe.id} className="overflow-hidden" data-testid={`recipe-${recipe.id}`}>
          <details>
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 p-4">
              <span className="font-bold text-ink-900">{recipe.name}</span>
              <span className="text-sm text-ink-600">
                {recipe.servings} servings · {recipe.ingredients.length} ingredients · Edit ›
              </span>
            </summary>
            <div className="border-t border-cream-200 p-4">
              <RecipeEditor recipe={recipe} />
            </div>
          </details>
        </Card>
      ))}
    </section>
  );
}

const toEdit = (r: Recipe): RecipeEdit => ({
  name: r.name,
  description: r.description,
  servings: r.servings,
  'cook-minutes': r['cook-minutes'],
  steps: r.steps,
  tags: r.tags,
  ingredients: r.ingredients.map((i) => ({
    'product-id': i['product-id'],
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
  })),
});

function RecipeEditor({ recipe }: { recipe: Recipe }) {
  const [edit, setEdit] = useState<RecipeEdit>(() => toEdit(recipe));
  const update = useUpdateRecipe();
  const set = (change: Partial<RecipeEdit>) => setEdit({ ...edit, ...change });
  const setIngredient = (i: number, change: Partial<RecipeEdit['ingredients'][number]>) =>
    set({ ingredients: edit.ingredients.map((ing, j) => (i === j ? { ...ing, ...change } : ing)) });
  const save = () =>
    update.mutate(
      { id: recipe.id, edit },
      {
        onSuccess: () => toastSuccess({ title: 'Recipe saved', description: edit.name }),
        onError: (err) => toastError({ title: 'Could not save', description: err.message }),
      },
    );
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label className="block text-sm font-semibold text-ink-800">
        Name
        <input
          className={field}
          value={edit.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </label>
      <label className="block text-sm font-semibold text-ink-800">
        Description
        <input
          className={field}
          value={edit.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm font-semibold text-ink-800">
          Servings
          <input
            className={field}
            type="number"
            min={1}
            value={edit.servings}
            onChange={(e) => set({ servings: Number(e.target.value) })}
          />
        </label>
        <label className="block text-sm font-semibold text-ink-800">
          Cook time (min)
          <input
            className={field}
            type="number"
            min={1}
            value={edit['cook-minutes']}
            onChange={(e) => set({ 'cook-minutes': Number(e.target.value) })}
          />
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-800">Tags</legend>
        {RECIPE_TAGS.map((tag) => (
          <label
            key={tag}
            className="inline-flex min-h-10 items-center gap-2 rounded-full bg-cream-100 px-3 text-sm"
          >
            <input
              type="checkbox"
              checked={edit.tags.includes(tag)}
              onChange={(e) =>
                set({
                  tags: e.target.checked ? [...edit.tags, tag] : edit.tags.filter((t) => t !== tag),
                })
              }
            />
            {tag}
          </label>
        ))}
      </fieldset>
      <label className="block text-sm font-semibold text-ink-800">
        Steps (one a line)
        <textarea
          className={`${field} min-h-28 py-2`}
          value={edit.steps.join('\n')}
          onChange={(e) => set({ steps: e.target.value.split('\n') })}
        />
      </label>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-ink-800">
          Ingredients (catalogue id, or empty for what we do not sell)
        </legend>
        {edit.ingredients.map((ing, i) => (
          <div
            key={i}
            className="grid grid-cols-2 items-center gap-2 rounded-xl bg-cream-100 p-2 sm:grid-cols-[1fr_1fr_5rem_6rem_auto] sm:bg-transparent sm:p-0"
          >
            <input
              aria-label={`Ingredient ${i + 1} catalogue id`}
              className={field}
              value={ing['product-id'] ?? ''}
              onChange={(e) => setIngredient(i, { 'product-id': e.target.value || null })}
            />
            <input
              aria-label={`Ingredient ${i + 1} name`}
              className={field}
              value={ing.name}
              onChange={(e) => setIngredient(i, { name: e.target.value })}
            />
            <input
              aria-label={`Ingredient ${i + 1} quantity`}
              className={field}
              type="number"
              step="any"
              min={0}
              value={ing.quantity}
              onChange={(e) => setIngredient(i, { quantity: Number(e.target.value) })}
            />
            <select
              aria-label={`Ingredient ${i + 1} unit`}
              className={field}
              value={ing.unit}
              onChange={(e) =>
                setIngredient(i, { unit: e.target.value as (typeof RECIPE_UNITS)[number] })
              }
            >
              {RECIPE_UNITS.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
            <Button
              variant="ghost"
              aria-label={`Remove ingredient ${i + 1}`}
              onClick={() => set({ ingredients: edit.ingredients.filter((_, j) => j !== i) })}
            >
              ✕
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            set({
              ingredients: [
                ...edit.ingredients,
                { 'product-id': null, name: '', quantity: 1, unit: 'g' },
              ],
            })
          }
        >
          Add ingredient
        </Button>
      </fieldset>
      <Button type="submit" disabled={update.isPending}>
        Save recipe
      </Button>
    </form>
  );
}
