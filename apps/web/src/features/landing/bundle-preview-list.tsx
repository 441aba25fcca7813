import { QueryProvider } from '../../app/query-provider';
import { RefreshIcon } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { BundlePreviewCard } from '../catalogue/bundle-preview-card';
import { useBundles } from '../catalogue/use-bundles';
import { PREVIEW_COUNT, PREVIEW_GRID } from './bundle-preview-grid';
import { BundlePreviewSkeletons } from './bundle-preview-skeletons';

/** Loaded lazily by the landing page, which has no query provider of its own. */
export function BundlePreviewList() {
  return (
    <QueryProvider>
      <BundlePreviews />
    </QueryProvider>
  );
}

function BundlePreviews() {
  const { data, isPending, isError, error, refetch, isRefetching } = useBundles();

  if (isPending) return <BundlePreviewSkeletons />;

  if (isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-md rounded-2xl border border-palm-200 bg-white p-6 text-center shadow-card"
      >
        <h3 className="text-lg font-bold text-ink-900">Couldn’t load bundles</h3>
        <p className="mt-1 text-sm text-ink-600">{error.message}</p>
        <Button
          variant="secondary"
          className="mt-5"
          onClick={() => void refetch()}
          disabled={isRefetching}
        >
          <RefreshIcon size={18} className={isRefetching ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </div>
    );
  }

  if (data.length === 0) {
    return <p className="text-center text-ink-600">No bundles are available right now.</p>;
  }

  return (
    <ul className={PREVIEW_GRID}>
      {data.slice(0, PREVIEW_COUNT).map((bundle) => (
        <li key={bundle.id}>
          <BundlePreviewCard bundle={bundle} />
        </li>
      ))}
    </ul>
  );
}
