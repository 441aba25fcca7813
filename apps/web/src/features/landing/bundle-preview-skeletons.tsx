import { BundlePreviewCardSkeleton } from '../catalogue';
import { PREVIEW_COUNT, PREVIEW_GRID } from './bundle-preview-grid';

export function BundlePreviewSkeletons() {
  return (
    <div role="status" aria-label="Loading bundles" className={PREVIEW_GRID}>
      {Array.from({ length: PREVIEW_COUNT }, (_, index) => (
        <BundlePreviewCardSkeleton key={index} />
      ))}
    </div>
  );
}
