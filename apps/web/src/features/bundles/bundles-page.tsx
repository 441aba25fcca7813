import { MainLayout } from '../../app/layouts/main-layout';
import { RefreshIcon } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { isStaffUser, useSession } from '../auth/session-store';
import { useBundles } from '../catalogue/use-bundles';
import { useCartRepricing } from '../cart/use-cart-repricing';
import { BundleCard, BundleCardSkeleton } from './bundle-card';
import { WhyChooseUs } from './why-choose-us';

const GRID = 'grid gap-5 md:grid-cols-2 lg:grid-cols-3';

export function BundlesPage() {
  return (
    <MainLayout
      title="Bundles"
      description="Ready-made packs of everyday foodstuffs. One tap fills your cart for the week or the month."
    >
      <BundleList />
      <WhyChooseUs />
    </MainLayout>
  );
}

function BundleList() {
  const { user } = useSession();
  const staff = isStaffUser(user);
  const { data, isError, error, isFetching, refetch } = useBundles({ staff });
  useCartRepricing(undefined, data);

  if (!data) {
    if (isError) {
      return (
        <div
          role="alert"
          className="mx-auto max-w-md rounded-2xl border border-palm-200 bg-white p-6 text-center shadow-card"
        >
          <h2 className="text-lg font-bold text-ink-900">Couldn’t load bundles</h2>
          <p className="mt-1 text-sm text-ink-600">{error.message}</p>
          <Button
            variant="secondary"
            className="mt-5"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <RefreshIcon size={18} className={isFetching ? 'animate-spin' : undefined} />
            Try Again
          </Button>
        </div>
      );
    }
    return (
      <div role="status" aria-label="Loading bundles" className={GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          <BundleCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (data.length === 0) {
    return <p className="py-12 text-center text-ink-600">No bundles are available right now.</p>;
  }

  return (
    <ul className={GRID}>
      {data.map((bundle) => (
        <li key={bundle.id} className="h-full">
          <BundleCard bundle={bundle} staff={staff} />
        </li>
      ))}
    </ul>
  );
}
