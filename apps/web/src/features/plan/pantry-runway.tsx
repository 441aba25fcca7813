import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PATHS, runwaySchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

/**
 * The pantry page's runway line (Premium): "about N days of meals for a household of H", from
 * the saved meal plan; nothing at all until there is a plan to count by.
 */
export function PantryRunway() {
  const runway = useQuery({
    queryKey: ['plan', 'runway'],
    queryFn: ({ signal }) => apiFetch('/plan/runway', { signal, schema: runwaySchema }),
    staleTime: 0,
    retry: false,
  });
  const data = runway.data;
  if (!data || data.days === null || data.days < 1) return null;
  return (
    <p className="mt-4 text-sm text-ink-700" data-testid="pantry-runway">
      About {data.days} {data.days === 1 ? 'day' : 'days'} of meals for a household of{' '}
      {data.household}, by your{' '}
      <Link href={PATHS.planWeek} className="font-semibold text-palm-700 underline">
        meal plan
      </Link>
      .
    </p>
  );
}
