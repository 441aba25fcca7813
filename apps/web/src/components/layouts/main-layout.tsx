import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { PageMain } from './page-main';

/** The layout shared by Shop, Bundles, My Pantry and My Wallet (docs/product-spec.md §2). */
export function MainLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageMain className="py-8 md:py-12">
      <Container>
        <header className="mb-6 md:mb-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 md:text-4xl">
            {title}
          </h1>
          {description && (
            <div className="mt-2 max-w-2xl text-base text-ink-600">{description}</div>
          )}
        </header>
        {children}
      </Container>
    </PageMain>
  );
}
