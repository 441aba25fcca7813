import { MainLayout } from '../../components/layouts/main-layout';
import { ShopCatalogue } from './shop-catalogue';

export function ShopPage() {
  return (
    <MainLayout
      title="Shop"
      description="Everyday Nigerian foodstuffs at today’s prices, in the sizes you actually buy."
    >
      <ShopCatalogue />
    </MainLayout>
  );
}
