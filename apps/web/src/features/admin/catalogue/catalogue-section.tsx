import { useDeferredValue, useState, type ReactNode } from 'react';
import { FilterChips, inputClass, SectionEmpty, SectionError, SectionLoading } from '../shared';
import { BundleEditor } from './bundle-editor';
import { ProductEditor } from './product-editor';
import { useAdminCatalogue } from './use-admin-catalogue';

type Tab = 'products' | 'bundles';
const TABS = [
  { value: 'products', label: 'Products' },
  { value: 'bundles', label: 'Bundles' },
] as const;

/**
 * Catalogue editing (admin only). A saved change reaches the shop at once; orders already placed
 * keep the prices they were placed at.
 */
export function CatalogueSection() {
  const [tab, setTab] = useState<Tab>('products');
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim().toLowerCase());
  const catalogue = useAdminCatalogue();

  return (
    <section aria-labelledby="catalogue-heading" className="space-y-4">
      <h2 id="catalogue-heading" className="sr-only">
        Catalogue
      </h2>
      <FilterChips label="Catalogue" options={TABS} value={tab} onChange={setTab} />
      <p className="text-sm text-ink-600">
        Changes show in the shop at once. Orders already placed keep their prices.
      </p>
      <input
        type="search"
        aria-label={`Search ${tab}`}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={tab === 'products' ? 'Search products' : 'Search bundles'}
        className={inputClass}
      />
      {catalogue.isPending ? (
        <SectionLoading what="the catalogue" />
      ) : catalogue.isError ? (
        <SectionError message={catalogue.error.message} onRetry={() => void catalogue.refetch()} />
      ) : tab === 'products' ? (
        <List
          items={catalogue.data.products.filter((p) => p.name.toLowerCase().includes(search))}
          render={(p) => (
            // Keyed by the saved figures too, so a save (or another admin's) resets the form.
            <ProductEditor key={`${p.id}:${JSON.stringify(p)}`} product={p} />
          )}
        />
      ) : (
        <List
          items={catalogue.data.bundles.filter((b) => b.name.toLowerCase().includes(search))}
          render={(b) => (
            <BundleEditor
              key={`${b.id}:${JSON.stringify(b)}`}
              bundle={b}
              products={catalogue.data.products}
            />
          )}
        />
      )}
    </section>
  );
}

function List<T extends { id: string }>({
  items,
  render,
}: {
  items: T[];
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <SectionEmpty>Nothing matches.</SectionEmpty>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}
