import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card } from '../ui/card';
import { Logo } from '../ui/logo';
import { PATHS } from '../../lib/route-paths';
import { PageMain } from './page-main';

/** Account pages: a centred card on the warm background; the brand links back home. */
export function AuthLayout({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageMain className="flex items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md">
        <Link
          href={PATHS.home}
          aria-label="Faza home"
          className="mx-auto mb-6 flex w-fit rounded-lg p-1"
        >
          <Logo />
        </Link>
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">{title}</h1>
          {children}
        </Card>
      </div>
    </PageMain>
  );
}
