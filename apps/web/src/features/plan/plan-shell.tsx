import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PATHS, PLAN_MESSAGES } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cx } from '../../lib/cx';
import { useSession } from '../auth';

const TABS = [
  { href: PATHS.plan, label: 'What can I cook?' },
  { href: PATHS.planWeek, label: 'Meal plan' },
] as const;

/**
 * The frame of both planning pages: the two tabs and, for a basic member, what planning does and
 * an upgrade link instead of a blank page (docs/architecture.md §3a).
 */
export function PlanShell({
  current,
  title,
  description,
  children,
}: {
  current: string;
  title: string;
  description: string;
  children: (tier: { isPremiumPlus: boolean }) => ReactNode;
}) {
  const { user } = useSession();
  return (
    <MainLayout title={title} description={description}>
      <nav aria-label="Food planning" className="mb-6 flex gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={tab.href === current ? 'page' : undefined}
            className={cx(
              'min-h-10 rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-inset',
              tab.href === current
                ? 'bg-palm-600 text-white ring-palm-600'
                : 'bg-white text-ink-800 ring-sand-300 hover:bg-palm-50',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {user && !user.is_premium ? (
        <UpgradeCard />
      ) : user ? (
        children({ isPremiumPlus: user.is_premium_plus })
      ) : null}
    </MainLayout>
  );
}

export function UpgradeCard({ message = PLAN_MESSAGES.premiumOnly }: { message?: string }) {
  return (
    <Card className="p-6 md:p-8">
      <h2 className="text-xl font-bold text-ink-900">Plan meals from what you already have</h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-700">
        <li>See which Nigerian dishes your pantry can cook tonight, using what expires first.</li>
        <li>Tap “I cooked it” and the food leaves your pantry, first-expiry-first.</li>
        <li>Send only what is missing to your cart at today’s prices.</li>
        <li>Premium Plus: a whole week of meals planned to your budget.</li>
      </ul>
      <p className="mt-4 text-sm text-ink-600">{message}</p>
      <Link href={PATHS.premium} className={buttonClasses({ className: 'mt-5' })}>
        Upgrade to Premium
      </Link>
    </Card>
  );
}
