import { QueryProvider } from '../../lib/query-provider';
import { BundlePreviewCard, BundlesLoadError, useBundles } from '../catalogue';
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
      <BundlesLoadError
        message={error.message}
        retrying={isRefetching}
        onRetry={() => void refetch()}
        headingLevel={3}
      />
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
