import { useSyncExternalStore } from 'react';

// When was the data on screen saved? Every API answer carries the server's `Date` header, and an
// answer the service worker serves from its cache keeps the one it had when it was saved. So the
// newest `Date` seen on a page is when that page's data was saved: now while online, earlier when
// offline. The offline banner shows it.

const STORAGE_KEY = 'faza-saved-at';
const byPage = new Map<string, number>();
// Pages drawn from a saved copy while their fresh answer is on its way: when that copy was saved.
const copies = new Map<string, number>();
// Read on first use, not while the app's modules load: a page's first localStorage access loads
// the whole store and is best kept out of that one long task.
let latest: number | null | undefined;
const latestSaved = () => (latest === undefined ? (latest = readPersisted()) : latest);
const listeners = new Set<() => void>();

/** Called by the API client with each successful answer's `Date` header. */
export function noteResponseDate(header: string | null, page = currentPage()): void {
  const time = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(time)) return;
  const before = byPage.get(page);
  if (before !== undefined && before >= time) return;
  byPage.set(page, time);
  const saved = latestSaved();
  if (saved === null || time > saved) {
    latest = time;
    persist(time);
  }
  for (const listener of listeners) listener();
}

/**
 * `page` is showing copies saved at `time` (a number), or again the server's answers (null), as
 * app/saved-copies.ts sees its queries refresh.
 */
export function noteSavedCopy(time: number | null, page = currentPage()): void {
  if (time === null) copies.delete(page);
  else {
    copies.set(page, time);
    noteResponseDate(new Date(time).toUTCString(), page);
  }
  for (const listener of listeners) listener();
}

/** When the saved copy `page` is showing was saved, or null: it shows the server's answer. */
export function useSavedCopy(page: string): number | null {
  const read = () => copies.get(page) ?? null;
  return useSyncExternalStore(subscribe, read, () => null);
}

/** When the data of `page` was saved; for a page that fetched nothing, the newest answer seen. */
function savedAtFor(page: string): number | null {
  return byPage.get(page) ?? latestSaved();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSavedAt(page: string): number | null {
  const read = () => savedAtFor(page);
  return useSyncExternalStore(subscribe, read, read);
}

function currentPage(): string {
  return typeof location === 'undefined' ? '/' : location.pathname;
}

function readPersisted(): number | null {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function persist(time: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(time));
  } catch {
    // Storage disabled: the time is still known for this visit.
  }
}
