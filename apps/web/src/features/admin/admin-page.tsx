import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MainLayout } from '../../components/layouts/main-layout';
import { buttonClasses } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { PATHS } from '../../lib/route-paths';
import { useSession } from '../auth';
import { sectionsFor, type AdminSectionId } from './admin-sections';
import { AuditSection } from './audit';
import { BankTransfersSection } from './bank-transfers';
import { AddressReviewsSection } from './kyc';
import { CatalogueSection } from './catalogue';
import { CirclesSection } from './circles';
import { ConsultantsSection } from './consultants';
import { DeliveriesSection } from './deliveries';
import { DiscountsSection } from './discounts';
import { InsightsSection } from './insights';
import { OrdersSection } from './orders';
import { PaymentsSection } from './payments';
import { SupportSection } from './support';
import { RecipesSection } from './recipes';
import { StockSection } from './stock';
import { UsersSection } from './users';

const readHash = () => window.location.hash.replace(/^#/, '') as AdminSectionId;

/** The discount table lives at /admin/discounts; every other section at /admin#<section>. */
const sectionHref = (id: AdminSectionId) =>
  id === 'discounts' ? PATHS.adminDiscounts : `${PATHS.admin}#${id}`;

/**
 * The staff console (/admin): its own chunk, never loaded by the customer app. Sections follow the
 * signed-in role's permissions; the server checks every call again.
 */
export function AdminPage() {
  const { user } = useSession();
  const sections = sectionsFor(user?.role);
  const [location] = useLocation();
  const onDiscounts = location.replace(/\/+$/, '') === PATHS.adminDiscounts;
  const [hash, setHash] = useState(readHash);
  useEffect(() => {
    const onHash = () => setHash(readHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (!user || sections.length === 0) {
    return (
      <MainLayout title="Staff console">
        <p className="text-ink-700">This page is for Faza staff.</p>
        <Link href="/" className={buttonClasses({ className: 'mt-4' })}>
          Go to the home page
        </Link>
      </MainLayout>
    );
  }
  const current = sections.find((s) => s.id === (onDiscounts ? 'discounts' : hash)) ?? sections[0]!;

  return (
    <MainLayout title="Staff console">
      <nav aria-label="Console sections" className="-mx-4 mb-5 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {sections.map((s) => (
            <li key={s.id}>
              <Link
                // Between /admin and /admin/discounts the router changes page; within /admin only
                // the hash changes, which the hashchange listener above follows.
                href={sectionHref(s.id)}
                onClick={() => {
                  if (s.id !== 'discounts') setHash(s.id);
                }}
                aria-current={s.id === current.id ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap',
                  s.id === current.id
                    ? 'bg-palm-600 text-white'
                    : 'bg-white text-ink-800 ring-1 ring-cream-200 hover:bg-palm-50',
                )}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current.id === 'payments' && <PaymentsSection />}
      {current.id === 'bank-transfers' && <BankTransfersSection />}
      {current.id === 'address-reviews' && <AddressReviewsSection myId={user.user_id} />}
      {current.id === 'orders' && <OrdersSection />}
      {current.id === 'deliveries' && <DeliveriesSection />}
      {current.id === 'support' && <SupportSection myId={user.user_id} />}
      {current.id === 'consultants' && <ConsultantsSection />}
      {current.id === 'insights' && <InsightsSection />}
      {current.id === 'circles' && <CirclesSection />}
      {current.id === 'catalogue' && <CatalogueSection />}
      {current.id === 'stock' && <StockSection />}
      {current.id === 'discounts' && <DiscountsSection />}
      {current.id === 'recipes' && <RecipesSection />}
      {current.id === 'users' && <UsersSection myRole={user.role} myId={user.user_id} />}
      {current.id === 'audit' && <AuditSection />}
    </MainLayout>
  );
}
