import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatNaira, SUBSCRIPTION_PRICES, WALLET_MESSAGES } from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { Spinner } from '../../components/ui/spinner';
import { useOnline } from '../../lib/use-online';
import { MainLayout } from '../../components/layouts/main-layout';
import { useSession, verifyPhonePathFor } from '../auth';
import { useWalletBalance } from '../cart';
import { PendingGiftsNote } from '../gifts';
import { WithdrawalsCard } from '../withdrawals';
import { LimitsCard } from '../kyc';
import { AccountNumberCard } from './account-number-card';
import { BalanceCard } from './balance-card';
import { SendMoneyDialog } from './send-money-dialog';
import { TopUpDialog } from './top-up-dialog';
import { TransactionList } from './transaction-list';
import { SEND_MONEY, SEND_PARAM, useResumeSendMoney } from './use-resume-send-money';
import { useTopUpReturn } from './use-top-up-return';
import { useTestMoney } from './use-wallet-transactions';
import { reloadWallet } from './wallet-cache';
import { AlertIcon, CloseIcon, CrownIcon } from './wallet-icons';

type Open = 'topup' | 'send' | null;

/** docs/product-spec.md §2 My Wallet with real data: balance, FAZA, Top Up, Send, history. */
export function WalletPage() {
  const { user } = useSession();
  const online = useOnline();
  const balance = useWalletBalance(user?.wallet_id);
  const [open, setOpen] = useState<Open>(null);
  // Each opening mounts a fresh dialog: a new idempotency key and empty fields.
  const [opening, setOpening] = useState(0);
  const returned = useTopUpReturn(user?.user_id);
  const testMoney = useTestMoney();
  const client = useQueryClient();
  const moneyMoved = useCallback(() => void reloadWallet(client), [client]);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const show = (dialog: Open) => {
    setOpening((n) => n + 1);
    setOpen(dialog);
  };
  const phoneVerified = user?.phone_verified === true;
  const [, navigate] = useLocation();
  const sendMoney = () => {
    // Senders need a verified phone (docs/decisions/0027): verify, then come back to Send.
    if (phoneVerified) show('send');
    else navigate(verifyPhonePathFor(`${PATHS.wallet}?${SEND_PARAM}=${SEND_MONEY}`, 'send'));
  };
  useResumeSendMoney(phoneVerified, () => show('send'));

  return (
    <MainLayout
      title="My Wallet"
      description="Top up, send money to family by FAZA number, and pay for food and Premium."
    >
      {testMoney && (
        <p
          role="note"
          data-testid="test-money"
          className="mb-4 rounded-2xl bg-plantain-300/30 px-4 py-3 text-sm font-semibold text-ink-900 ring-1 ring-plantain-300 ring-inset"
        >
          {WALLET_MESSAGES.testMoney}
        </p>
      )}
      {returned.state === 'checking' && (
        <p
          role="status"
          className="mb-4 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-ink-700 shadow-card"
        >
          <Spinner className="size-5" /> Checking your payment…
        </p>
      )}
      {returned.state === 'problem' && dismissed !== returned.message && (
        <p
          role="alert"
          data-testid="top-up-error"
          className="mb-4 flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-200 ring-inset"
        >
          <AlertIcon size={18} className="mt-px shrink-0" />
          <span className="flex-1">{returned.message}</span>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => setDismissed(returned.message)}
            className="-my-1 flex size-8 items-center justify-center rounded-full hover:bg-red-100"
          >
            <CloseIcon size={16} />
          </button>
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-stretch">
        {user && (
          <BalanceCard
            faza={user.faza}
            online={online}
            balance={{
              kobo: balance.data,
              loading: balance.isPending && balance.fetchStatus !== 'idle',
              failed: balance.isError,
              retry: () => void balance.refetch(),
            }}
            onTopUp={() => show('topup')}
            onSend={sendMoney}
          />
        )}
        <PremiumNudge tier={user?.subscription_tier} />
      </div>
      {user && <AccountNumberCard />}
      {user && (
        <WithdrawalsCard balanceKobo={balance.data} online={online} onMoneyMoved={moneyMoved} />
      )}
      {user && <LimitsCard phoneVerified={phoneVerified} />}
      <PendingGiftsNote kind="money" />
      <TransactionList />
      {user && open === 'topup' && (
        <TopUpDialog key={opening} open onOpenChange={(next) => !next && setOpen(null)} />
      )}
      {user && open === 'send' && (
        <SendMoneyDialog
          key={opening}
          balanceKobo={balance.data}
          open
          onOpenChange={(next) => !next && setOpen(null)}
        />
      )}
    </MainLayout>
  );
}

function PremiumNudge({ tier }: { tier: string | undefined }) {
  const premium = tier === 'premium' || tier === 'premium_plus';
  return (
    <Link
      href={PATHS.premium}
      className="flex items-center gap-3 rounded-2xl border border-plantain-300 bg-plantain-300/15 px-4 py-3 text-ink-900 hover:bg-plantain-300/25 lg:flex-col lg:items-start lg:justify-between lg:rounded-3xl lg:p-8"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-plantain-300 text-ink-900 lg:size-12">
        <CrownIcon size={20} />
      </span>
      <span className="min-w-0 flex-1 lg:flex-none">
        <span className="block font-bold lg:text-xl">
          {premium ? 'Your Premium plan' : 'Go Premium'}
        </span>
        <span className="block text-sm text-ink-700 lg:mt-1 lg:text-base">
          {premium
            ? 'See your plan, its end date and how to extend it.'
            : 'Priority delivery and longer pantry storage, paid from your wallet.'}
        </span>
        {!premium && (
          <span className="mt-2 hidden text-sm font-semibold text-ink-900 lg:block">
            From {formatNaira(SUBSCRIPTION_PRICES.premium.monthly * 100)} a month
          </span>
        )}
      </span>
      <span aria-hidden="true" className="text-xl text-ink-600 lg:hidden">
        ›
      </span>
      <span className="hidden text-sm font-bold text-palm-700 underline underline-offset-2 lg:inline">
        {premium ? 'Manage plan' : 'See plans'}
      </span>
    </Link>
  );
}
