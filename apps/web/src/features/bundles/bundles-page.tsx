import { MainLayout } from '../../components/layouts/main-layout';
import { isStaffUser, useSession } from '../auth';
import { BundlesLoadError, useBundles } from '../catalogue';
import { useCartRepricing } from '../cart';
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
        <BundlesLoadError
          message={error.message}
          retrying={isFetching}
          onRetry={() => void refetch()}
          headingLevel={2}
        />
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
