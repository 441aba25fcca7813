import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

/** Same footprint as BundlePreviewCard, so the page does not jump when bundles arrive. */
export function BundlePreviewCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-4 h-7 w-1/3" />
      </div>
    </Card>
  );
}
