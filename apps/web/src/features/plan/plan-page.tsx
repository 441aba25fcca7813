import { useState } from 'react';
import {
  formatNaira,
  PATHS,
  PLAN_MESSAGES,
  type CookableItem,
  type CookedResponse,
} from '@faza/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useShopItems } from '../catalogue';
import { ApiError } from '../../lib/api-client';
import { AskAmount } from './ask-amount';
import { addSuggestionsToCart } from './missing-to-cart';
import { PlanShell, UpgradeCard } from './plan-shell';
import { HouseholdStepper } from './household-stepper';
import { useCook, useCookable, useUndoCook } from './use-plan';

const SHOWN = 12;

/** `/plan`: what the pantry can cook for the household, expiring food first (Premium). */
export function PlanPage() {
  return (
    <PlanShell
      current={PATHS.plan}
      title="What can I cook?"
      description="Dishes ranked by what your pantry holds, food that expires soonest first."
    >
      {() => <Cookable />}
    </PlanShell>
  );
}

function Cookable() {
  const [servings, setServings] = useState(4);
  const [all, setAll] = useState(false);
  const [last, setLast] = useState<{ cooked: CookedResponse; name: string } | null>(null);
  const [ask, setAsk] = useState<{
    recipe: CookableItem;
    message: string;
    needs: Record<string, string>;
  } | null>(null);
  const query = useCookable(servings, true);
  const shop = useShopItems();
  const cook = useCook();
  const undo = useUndoCook();

  const onCook = (recipe: CookableItem, used?: { 'lot-id': string; quantity: number }[]) =>
    cook.mutate(
      { recipeId: recipe.id, servings, ...(used ? { used } : {}) },
      {
        onSuccess: (cooked) => {
          setAsk(null);
          setLast({ cooked, name: recipe.name });
          toastSuccess({ title: 'Cooked', description: PLAN_MESSAGES.cooked(recipe.name) });
        },
        onError: (err) =>
          err instanceof ApiError && err.code === 'ASK_AMOUNT' && err.fields
            ? setAsk({ recipe, message: err.message, needs: err.fields })
            : toastError({ title: 'Could not take the food', description: err.message }),
      },
    );
  const onUndo = (id: string) =>
    undo.mutate(id, {
      onSuccess: () => {
        setLast(null);
        toastSuccess({ title: 'Undone', description: PLAN_MESSAGES.undone });
      },
      onError: (err) => toastError({ title: 'Could not undo', description: err.message }),
    });

  if (query.error && 'status' in query.error && query.error.status === 403)
    return <UpgradeCard message={query.error.message} />;
  const recipes = query.data?.recipes ?? [];
  return (
    <div className="space-y-5">
      <HouseholdStepper value={servings} onChange={setServings} />
      {last && last.cooked['undo-until'] * 1000 > Date.now() && (
        <Card className="flex flex-wrap items-center justify-between gap-3 border-leaf-100 bg-leaf-50 p-4">
          <p className="text-sm text-ink-800">
            {PLAN_MESSAGES.cooked(last.name)} You can undo it for 10 minutes.
          </p>
          <Button
            variant="secondary"
            onClick={() => onUndo(last.cooked.id)}
            disabled={undo.isPending}
          >
            Undo
          </Button>
        </Card>
      )}
      {ask && (
        <AskAmount
          message={ask.message}
          needs={ask.needs}
          onSubmit={(used) => onCook(ask.recipe, used)}
          onCancel={() => setAsk(null)}
        />
      )}
      {query.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-44 rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <Card className="p-6">
          <p className="text-ink-800">{query.error.message}</p>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Recipes">
            {(all ? recipes : recipes.slice(0, SHOWN)).map((recipe) => (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                onCook={() => onCook(recipe)}
                cooking={cook.isPending}
                onAddMissing={() =>
                  addSuggestionsToCart(
                    recipe.missing.flatMap((m) => (m.buy ? [m.buy] : [])),
                    shop.data,
                  ) ||
                  toastError({
                    title: 'Could not add',
                    description: 'The shop has not loaded yet.',
                  })
                }
              />
            ))}
          </ul>
          {!all && recipes.length > SHOWN && (
            <Button variant="secondary" onClick={() => setAll(true)}>
              Show all {recipes.length} recipes
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function RecipeCard({
  recipe,
  onCook,
  cooking,
  onAddMissing,
}: {
  recipe: CookableItem;
  onCook: () => void;
  cooking: boolean;
  onAddMissing: () => void;
}) {
  const buyable = recipe.missing.some((m) => m.buy);
  return (
    <li>
      <Card className="flex h-full flex-col p-5" data-recipe={recipe.id}>
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-bold text-ink-900">{recipe.name}</h2>
          <span className="shrink-0 text-sm text-ink-600">{recipe['cook-minutes']} min</span>
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          {recipe['can-cook'] ? (
            <Badge tone="leaf">Ready to cook</Badge>
          ) : (
            <Badge tone="neutral">{Math.round(recipe.coverage * 100)}% in your pantry</Badge>
          )}
          {recipe['uses-expiring'] && <Badge tone="plantain">Uses food expiring soon</Badge>}
        </div>
        {recipe.missing.length > 0 && (
          <ul
            className="mt-3 space-y-1 text-sm text-ink-700"
            aria-label={`Missing for ${recipe.name}`}
          >
            {recipe.missing.map((m) => (
              <li key={m['product-id']} className="flex justify-between gap-2">
                <span>
                  {m.name}: {m.short} short
                </span>
                {m.buy && (
                  <span className="shrink-0 text-ink-600">
                    {m.buy.quantity} × {m.buy['quantity-type']} · {formatNaira(m.buy['total-kobo'])}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {recipe['also-needs'].length > 0 && (
          <p className="mt-3 text-sm text-ink-600">Also needs: {recipe['also-needs'].join(', ')}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Button onClick={onCook} disabled={!recipe['can-cook'] || cooking}>
            I cooked it
          </Button>
          {buyable && (
            <Button variant="secondary" onClick={onAddMissing}>
              Add missing to cart · {formatNaira(recipe['missing-total-kobo'])}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
