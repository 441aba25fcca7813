import { MainLayout } from '../../app/layouts/main-layout';

export function PantryPage() {
  return (
    <MainLayout
      title="My Pantry"
      description="The food you buy will be kept here until you send it or ask for delivery. This page is still being built."
    />
  );
}
