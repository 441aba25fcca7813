import { useEffect } from 'react';

const BRAND = 'Faza';

export function formatPageTitle(title: string): string {
  return `${title} · ${BRAND}`;
}

/** Sets document.title while the page is shown, so tabs, history and screen readers name it. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
