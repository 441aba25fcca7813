import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The references the docs and the code make to the repository: file paths (`apps/api/src/app.ts`,
 * `docs/architecture.md`), decision numbers (`decision 0042`, `0042-signed-in-…`,
 * `docs/decisions/0042`) and markdown links. scripts/docs-references.test.ts checks that each
 * names something that exists, so a moved file or a renumbered record fails a test instead of
 * leaving a doc quietly wrong.
 */

export type Reference = {
  kind: 'path' | 'decision' | 'link' | 'outside';
  target: string;
  line: number;
};

/** Where repository paths start; a path elsewhere (`modules/x`, a URL) is not checked. */
const topFolders = ['apps', 'packages', 'docs', 'scripts', 'e2e', 'bench', 'ops'];

// A top folder not inside a longer word or a URL (`https://host/docs/api` is not ours).
const repoPath = new RegExp(`(?<![\\w./:@~-])(?:${topFolders.join('|')})/[\\w./-]*[\\w/]`, 'g');
const docsPath = /(?<![\w./:@~-])docs\/[\w./-]*[\w/]/g;
// `decision 0042`, `decisions 0032 and 0033`, `Decisions 0031, 0032 and 0034`.
const decisionWords = /\bdecisions?\s+(0\d{3}(?:\s*(?:,|and|or|&|\/)\s*0\d{3})*)/gi;
// A record's file name, whole or cut at a line end: `0042-signed-in-pages`.
const decisionFile = /(?<![\w/.-])(0\d{3})-[a-z]/g;
const markdownLink = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
// A document named bare (`architecture.md`): beside the doc or at the root.
const bareDocument = /(?<![\w./-])[A-Z][A-Z_-]*\.md\b/g;
// The workspace around the repository, which a clone does not have.
const outsidePath = /(?<![\w.-])(?:\.\.\/shared\/|\/work\/)[\w./-]*/g;

/** A path written as a pattern (`NNN_<name>.sql`, `scripts/**`, `{id}`) names no one file. */
function isPattern(text: string, end: number): boolean {
  const next = text[end] ?? '';
  return '<*{…$['.includes(next) && next !== '';
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The references in one file's text; `markdown` adds its links and paths outside `docs/`. */
export function findReferences(text: string, options: { markdown: boolean }): Reference[] {
  const found: Reference[] = [];
  const add = (kind: Reference['kind'], target: string, index: number) =>
    found.push({ kind, target, line: lineOf(text, index) });

  for (const m of text.matchAll(options.markdown ? repoPath : docsPath)) {
    const end = m.index + m[0].length;
    if (isPattern(text, end) || /NNN|XXX/.test(m[0])) continue;
    add('path', m[0], m.index);
  }
  for (const m of text.matchAll(decisionWords)) {
    for (const n of m[1]!.matchAll(/0\d{3}/g)) add('decision', n[0], m.index);
  }
  for (const m of text.matchAll(decisionFile)) add('decision', m[1]!, m.index);
  for (const m of text.matchAll(outsidePath)) add('outside', m[0], m.index);
  if (options.markdown) {
    for (const m of text.matchAll(bareDocument)) add('link', m[0], m.index);
    for (const m of text.matchAll(markdownLink)) {
      if (!/^[a-z][a-z+.-]*:/i.test(m[1]!)) add('link', m[1]!, m.index);
    }
  }
  return found;
}

export type RepositoryFacts = {
  root: string;
  /** Numbers of the records in docs/decisions (`0042`). */
  decisions: ReadonlySet<string>;
  exists: (repoRelativePath: string) => boolean;
  /** Whether a path is made by a build or a run (.gitignore), so absent from a fresh clone. */
  generated: (repoRelativePath: string) => boolean;
};

/** `dist/` ignores a folder of that name anywhere; `e2e/screenshots/` one place. */
export function generatedBy(gitignore: string): (p: string) => boolean {
  const entries = gitignore
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.endsWith('/') && !l.startsWith('#') && !l.includes('*'));
  const names = entries.filter((e) => !e.slice(0, -1).includes('/')).map((e) => e.slice(0, -1));
  const prefixes = entries.filter((e) => e.slice(0, -1).includes('/'));
  return (p) =>
    p.split('/').some((segment) => names.includes(segment)) ||
    prefixes.some((prefix) => `${p}/`.startsWith(prefix));
}

export function repositoryFacts(root: string): RepositoryFacts {
  const decisions = new Set(
    readdirSync(path.join(root, 'docs/decisions'))
      .map((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1])
      .filter((n): n is string => n !== undefined),
  );
  const gitignore = path.join(root, '.gitignore');
  return {
    root,
    decisions,
    exists: (p) => existsSync(path.join(root, p)),
    generated: generatedBy(existsSync(gitignore) ? readFileSync(gitignore, 'utf8') : ''),
  };
}

/** What one reference names that is not there, or undefined when it is. */
export function brokenReference(
  ref: Reference,
  file: string,
  facts: RepositoryFacts,
): string | undefined {
  const where = `${file}:${ref.line}`;
  if (ref.kind === 'decision') {
    return facts.decisions.has(ref.target) ? undefined : `${where}: no decision ${ref.target}`;
  }
  if (ref.kind === 'outside') return `${where}: outside the repository ${ref.target}`;
  if (ref.kind === 'link') {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.target));
    const atRoot = !ref.target.includes('/') && facts.exists(ref.target);
    return facts.exists(target) || atRoot ? undefined : `${where}: link to missing ${ref.target}`;
  }
  const record = /^docs\/decisions\/(\d{4})(.*)$/.exec(ref.target);
  // A record's name is often cut by a comment's line end: its number is what must exist.
  if (record && !record[2]!.endsWith('.md')) {
    return facts.decisions.has(record[1]!) ? undefined : `${where}: no decision ${record[1]}`;
  }
  return facts.exists(ref.target) || facts.generated(ref.target)
    ? undefined
    : `${where}: missing ${ref.target}`;
}

const skippedFolders = new Set(['node_modules', 'dist', 'dist-server', 'data', 'public', '.git']);
const codeFile = /\.(ts|tsx|js|mjs|cjs|css|sql|html|ya?ml)$/;

function walk(root: string, dir: string, out: string[]): void {
  for (const name of readdirSync(path.join(root, dir))) {
    if (skippedFolders.has(name)) continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(root, rel)).isDirectory()) walk(root, rel, out);
    else out.push(rel);
  }
}

/** The files whose references are checked: README.md, docs/**\/*.md and the code's text files. */
export function checkedFiles(root: string): string[] {
  const files: string[] = ['README.md'];
  for (const top of topFolders) if (existsSync(path.join(root, top))) walk(root, top, files);
  for (const name of readdirSync(root)) {
    if (codeFile.test(name) || name === 'Dockerfile') files.push(name);
  }
  return files.filter((f) => f.endsWith('.md') || codeFile.test(f) || f === 'Dockerfile');
}

/** Every broken reference in the repository, as `file:line: what`. */
export function brokenReferences(root: string, skip: ReadonlySet<string> = new Set()): string[] {
  const facts = repositoryFacts(root);
  const broken: string[] = [];
  for (const file of checkedFiles(root)) {
    if (skip.has(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const ref of findReferences(text, { markdown: file.endsWith('.md') })) {
      const problem = brokenReference(ref, file, facts);
      if (problem) broken.push(problem);
    }
  }
  return broken;
}
