import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../lib/cx';

export type CategoryTab = { id: string; label: string; count: number };

export const tabId = (id: string) => `shop-tab-${id}`;
export const tabPanelId = 'shop-tabpanel';

/**
 * docs/product-spec.md §2 category tabs, as an ARIA tab list: one tab stop, arrow keys and Home/End move and
 * select. On phones the row scrolls sideways instead of wrapping onto several lines.
 */
export function CategoryTabs({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly CategoryTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    const button = listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(tab.id)}`);
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Categories"
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-3 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:px-0"
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={tabPanelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cx(
              'inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              active
                ? 'bg-palm-600 text-white shadow-sm'
                : 'bg-white text-ink-800 ring-1 ring-sand-300 ring-inset hover:bg-palm-50 hover:ring-palm-300',
            )}
          >
            {tab.label}
            <span
              aria-hidden="true"
              className={cx(
                'rounded-full px-1.5 text-xs tabular-nums',
                active ? 'bg-palm-800 text-white' : 'bg-cream-100 text-ink-600',
              )}
            >
              {tab.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
