import { MainLayout } from '../../app/layouts/main-layout';

export function WalletPage() {
  return (
    <MainLayout
      title="My Wallet"
      description="Your naira balance and transactions will show here. This page is still being built."
    />
  );
}
