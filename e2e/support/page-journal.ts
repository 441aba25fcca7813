import type { Page } from 'playwright-core';

/**
 * What a page said lately: console errors and warnings, uncaught errors and failed requests, the
 * last 40 of them with the seconds since the page opened. The accessibility tree a failed test
 * prints shows what the page ended on; this says what went wrong on the way there (a chunk that did
 * not download, an error an error boundary caught and only logged), which is what a failure seen
 * once in many loaded runs needs (e2e/support/on-failure.ts).
 */
const journals = new WeakMap<Page, string[]>();
const KEPT = 40;

export function keepPageJournal(page: Page): void {
  const lines: string[] = [];
  const opened = performance.now();
  journals.set(page, lines);
  const note = (line: string) => {
    const seconds = ((performance.now() - opened) / 1000).toFixed(3);
    lines.push(`+${seconds} s ${line.slice(0, 400)}`);
    if (lines.length > KEPT) lines.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      note(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
}

/** The page's journal, one line each, or an empty string. */
export function pageJournal(page: Page): string {
  return (journals.get(page) ?? []).join('\n');
}
