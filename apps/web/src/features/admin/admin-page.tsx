import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MainLayout } from '../../components/layouts/main-layout';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/cx';
import { PATHS } from '../../lib/route-paths';
import { getSession, useSession } from '../auth';
import { sectionsFor, type AdminSectionId } from './admin-sections';
import { SECTION_CODE } from './admin-section-code';

const readHash = () => window.location.hash.replace(/^#/, '') as AdminSectionId;

/** The discount table lives at /admin/discounts; every other section at /admin#<section>. */
const sectionHref = (id: AdminSectionId) =>
  id === 'discounts' ? PATHS.adminDiscounts : `${PATHS.admin}#${id}`;

// The section on screen starts downloading with this chunk, not after it has rendered.
if (typeof window !== 'undefined') {
  const start =
    window.location.pathname.replace(/\/+$/, '') === PATHS.adminDiscounts
      ? 'discounts'
      : readHash();
  const mine = sectionsFor(getSession().user?.role);
  const first = mine.find((s) => s.id === start) ?? mine[0];
  if (first) SECTION_CODE[first.id].preload().catch(() => {});
}

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
  const Section = SECTION_CODE[current.id].Component;

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
                // A section's code downloads as the pointer or finger arrives.
                onPointerEnter={() => void SECTION_CODE[s.id].preload().catch(() => {})}
                onPointerDown={() => void SECTION_CODE[s.id].preload().catch(() => {})}
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
      <Suspense fallback={<SectionLoading />}>
        <Section myId={user.user_id} myRole={user.role} />
      </Suspense>
    </MainLayout>
  );
}

function SectionLoading() {
  return (
    <div role="status" className="flex justify-center py-16">
      {/* Fades in late so a quick section never flashes a spinner. */}
      <Spinner className="animate-[spin_0.8s_linear_infinite,fade-in_0.2s_0.4s_both]" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
