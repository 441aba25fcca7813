import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(import.meta.dirname, 'modules');

// A route reads input, calls one action, answers; the action owns its transaction
// (docs/architecture.md §1 "Adding a feature", docs/decisions/0052).
const OPENS_TRANSACTION = /\bwithTransaction\(|\.begin\(/;

/**
 * Route files not yet moved to one action per route. The list only shrinks: a file that no longer
 * opens a transaction fails here until it is taken off.
 */
const NOT_YET_MOVED = new Set<string>([]);

const routeFiles = () =>
  readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('-routes.ts'))
    .map((f) => f.split('\\').join('/'))
    .sort();

describe('route files open no transaction (docs/decisions/0052)', () => {
  it.each(routeFiles())('%s', (name) => {
    const opens = OPENS_TRANSACTION.test(readFileSync(join(MODULES, name), 'utf8'));
    expect(opens, opens ? 'move the work into an action' : 'take it off NOT_YET_MOVED').toBe(
      NOT_YET_MOVED.has(name),
    );
  });

  it('lists only route files that exist', () => {
    const files = new Set(routeFiles());
    expect([...NOT_YET_MOVED].filter((f) => !files.has(f))).toEqual([]);
  });
});
