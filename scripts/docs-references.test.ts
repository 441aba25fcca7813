import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  brokenReference,
  brokenReferences,
  checkedFiles,
  findReferences,
  generatedBy,
  type RepositoryFacts,
} from './docs-references';

const root = path.resolve(import.meta.dirname, '..');
// This file plants bad references on purpose.
const self = 'scripts/docs-references.test.ts';

describe('findReferences', () => {
  const fixture = [
    'See `apps/api/src/app.ts`, docs/architecture.md §2 and decision 0042.',
    'Decisions 0031, 0032 and 0033 agree; 0016-catalogue-in-memory too.',
    'Cut at the line end: docs/decisions/0031-backups-from-the-wal-',
    'A [record](decisions/0005-rate-limits-in-postgres.md) and [a site](https://example.com/x).',
    'Not ours: https://paystack.com/docs/api/transaction, modules/ledger, 2026-11-25.',
    'Patterns: apps/api/migrations/NNN_<name>.sql, scripts/**/*.test.ts, e2e/<name>.test.ts.',
  ].join('\n');

  it('finds paths, decision numbers in words and file names, and links', () => {
    const refs = findReferences(fixture, { markdown: true }).map((r) => `${r.kind}:${r.target}`);
    expect(refs).toEqual([
      'path:apps/api/src/app.ts',
      'path:docs/architecture.md',
      'path:docs/decisions/0031-backups-from-the-wal',
      'decision:0042',
      'decision:0031',
      'decision:0032',
      'decision:0033',
      'decision:0016',
      'link:decisions/0005-rate-limits-in-postgres.md',
    ]);
  });

  it('reads only docs/ paths in code, with their lines', () => {
    const code =
      '// Why: docs/scaling.md and apps/api/src/app.ts.\nconst x = 1; // decision 0007\n';
    expect(findReferences(code, { markdown: false })).toEqual([
      { kind: 'path', target: 'docs/scaling.md', line: 1 },
      { kind: 'decision', target: '0007', line: 2 },
    ]);
  });
});

describe('brokenReference', () => {
  const facts: RepositoryFacts = {
    root: '/nowhere',
    decisions: new Set(['0005', '0042']),
    exists: (p) => ['docs/architecture.md', 'docs/decisions/0005-rate-limits.md'].includes(p),
    generated: generatedBy('dist/\ne2e/screenshots/\n*.log\n'),
  };
  const check = (text: string, file = 'docs/x.md') =>
    findReferences(text, { markdown: true })
      .map((ref) => brokenReference(ref, file, facts))
      .filter(Boolean);

  it('accepts what exists, a record cut at a line end, and build output', () => {
    expect(
      check('docs/architecture.md, decision 0042, 0005-rate, docs/decisions/0005-rate-'),
    ).toEqual([]);
    expect(check('apps/web/dist and e2e/screenshots/a.png')).toEqual([]);
    expect(check('[r](decisions/0005-rate-limits.md)', 'docs/README.md')).toEqual([]);
  });

  it('refuses a missing file, a missing decision in each spelling, and a broken link', () => {
    expect(check('docs/nowhere.md')).toEqual(['docs/x.md:1: missing docs/nowhere.md']);
    expect(check('decision 0999')).toEqual(['docs/x.md:1: no decision 0999']);
    expect(check('see 0998-gone')).toEqual(['docs/x.md:1: no decision 0998']);
    expect(check('docs/decisions/0997')).toEqual(['docs/x.md:1: no decision 0997']);
    expect(check('docs/decisions/0005-renamed.md')).toEqual([
      'docs/x.md:1: missing docs/decisions/0005-renamed.md',
    ]);
    expect(check('[gone](../missing.md)', 'docs/decisions/a.md')).toEqual([
      'docs/decisions/a.md:1: link to missing ../missing.md',
    ]);
  });

  it('refuses a document that is not in the repository', () => {
    expect(check('as DESIGN.md §2 asks')).toEqual(['docs/x.md:1: link to missing DESIGN.md']);
    const outside = '..' + '/shared/seeds/product-spec.md';
    expect(check(`the spec (${outside})`)).toEqual([
      `docs/x.md:1: outside the repository ${outside}`,
    ]);
  });
});

describe('a repository with a planted bad reference', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-refs-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('is reported with its file and line', () => {
    mkdirSync(path.join(tmp, 'docs/decisions'), { recursive: true });
    mkdirSync(path.join(tmp, 'apps/api/src'), { recursive: true });
    writeFileSync(path.join(tmp, 'docs/decisions/0001-a.md'), '# 0001 A\n');
    writeFileSync(path.join(tmp, 'README.md'), 'Read docs/decisions/0001-a.md.\n');
    writeFileSync(path.join(tmp, 'apps/api/src/x.ts'), '// ok\n// see docs/decisions/0002\n');
    expect(brokenReferences(tmp)).toEqual(['apps/api/src/x.ts:2: no decision 0002']);
  });
});

describe('this repository', () => {
  it('names only files and decisions that exist', () => {
    expect(brokenReferences(root, new Set([self]))).toEqual([]);
  });

  it('is read widely enough to mean something', () => {
    const files = checkedFiles(root);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('apps/api/src/app.ts');
    const refs = files
      .filter((f) => f !== self)
      .flatMap((f) =>
        findReferences(readFileSync(path.join(root, f), 'utf8'), { markdown: f.endsWith('.md') }),
      );
    expect(refs.filter((r) => r.kind === 'decision').length).toBeGreaterThan(100);
    expect(refs.filter((r) => r.kind === 'path').length).toBeGreaterThan(100);
  });
});

describe('docs/decisions', () => {
  const dir = path.join(root, 'docs/decisions');
  const records = readdirSync(dir).filter((name) => /^\d{4}-.*\.md$/.test(name));
  const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

  it.each(records)('%s opens with its number, a date and a status, as the index says', (name) => {
    const [title, blank, header] = readFileSync(path.join(dir, name), 'utf8').split('\n');
    const number = name.slice(0, 4);
    expect(title).toMatch(new RegExp(`^# ${number} \\S`));
    expect(blank).toBe('');
    const m = /^Date: (\d{4}-\d\d-\d\d) · Status: (Accepted|Superseded by (\d{4}))$/.exec(header!);
    expect(m, header).not.toBeNull();
    if (m![3]) expect(records.some((r) => r.startsWith(m![3]!))).toBe(true);
    expect(index).toContain(`| ${number} | [`);
    expect(index).toContain(`](${name}) | ${m![2]} | ${m![1]} |`);
  });
});
