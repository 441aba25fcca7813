import { MainLayout } from '../../app/layouts/main-layout';

export function BundlesPage() {
  return (
    <MainLayout
      title="Bundles"
      description="Our food bundles will be listed here in full. This page is still being built."
    />
  );
}
