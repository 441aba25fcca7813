import { MainLayout } from '../../app/layouts/main-layout';

export function ShopPage() {
  return (
    <MainLayout
      title="Shop"
      description="Single foodstuffs by category will be listed here. This page is still being built."
    />
  );
}
