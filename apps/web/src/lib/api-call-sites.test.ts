import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every answer is parsed with its route's shared schema (docs/architecture.md §1a), so a changed
// API shape fails here or in a test rather than on a screen. TypeScript already refuses a call
// without a schema; this also catches one typed by hand (`apiFetch<T>(…)`) and keeps the calls
// that skip parsing in production to the few that were meant to.

const SRC = path.resolve(import.meta.dirname, '..');

/** Calls that parse in development and tests only (`unchecked` in api-client.ts says why). */
const PARSED_IN_DEVELOPMENT_ONLY = [
  'features/catalogue/use-bundles.ts',
  // The Premium Plus discount rules the shop's cards read (docs/decisions/0038-bulk-discounts.md).
  'features/catalogue/use-discount-rules.ts',
  'features/catalogue/use-shop-items.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of each `apiFetch(…)` call in `source`: from the name to its closing parenthesis. */
function apiFetchCalls(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/\bapiFetch\s*(<[^(]*>)?\s*\(/g)) {
    if (/function\s+$/.test(source.slice(0, match.index))) continue;
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(match.index, end + 1));
  }
  return calls;
}

const files = sourceFiles(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  source: readFileSync(file, 'utf8'),
}));
const calls = files.flatMap(({ name, source }) =>
  apiFetchCalls(source).map((call) => ({ name, call })),
);

describe('apiFetch call sites', () => {
  it('finds the calls, and sees one without a schema', () => {
    expect(calls.length).toBeGreaterThan(40);
    const [withSchema, without] = apiFetchCalls(
      "apiFetch(`/a/${f(x)}`, { signal, schema: aSchema }); apiFetch('/b', { method: 'POST' });",
    );
    expect(withSchema).toMatch(/schema:/);
    expect(without).toBe("apiFetch('/b', { method: 'POST' })");
  });

  it('pass the route’s schema at every call, and let it type the answer', () => {
    const missing = calls.filter(({ call }) => !/\bschema\s*:/.test(call));
    expect(missing).toEqual([]);
    const typedByHand = calls.filter(({ call }) => /^apiFetch\s*</.test(call));
    expect(typedByHand).toEqual([]);
  });

  it('skip parsing in production only where the first load has no room for zod', () => {
    const skipping = files
      .filter(({ name, source }) => name !== 'lib/api-client.ts' && /\bunchecked\b/.test(source))
      .map(({ name }) => name);
    expect(skipping.sort()).toEqual(PARSED_IN_DEVELOPMENT_ONLY);
    for (const { name, call } of calls.filter((c) => /\bunchecked\b/.test(c.call))) {
      expect(call, name).toMatch(
        /schema:\s*import\.meta\.env\.DEV\s*\?\s*[\w.()]+\s*:\s*unchecked</,
      );
    }
  });
});
