import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { isErrorCode } from '@faza/shared';

/*
 * What each route can refuse with, read from the source: the codes in the route's own handler and
 * options, and in every function of ours it names (an action, a service, a guard), followed through
 * imports and index.ts re-exports, however deep. Parsed only (no type checker), so it stays cheap;
 * what it cannot follow is a call through an object (`deps.send()`), which the contract check of
 * every test app (test/contract-check.ts) still catches at run time.
 */

export type RouteRefusals = {
  /** `POST /circles/:id/payments` */
  route: string;
  /** The codes named in its `errorResponses(…)`. */
  declared: Set<string>;
  /** Each code the route can refuse with, and a file it was found in. */
  refused: Map<string, string>;
};

const SRC = resolve(import.meta.dirname, '../src');
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

type Parsed = {
  file: string;
  source: ts.SourceFile;
  /** Top-level declarations by name. */
  locals: Map<string, ts.Node>;
  /** Imported local name: the file and the name it has there. */
  imports: Map<string, { file: string; name: string }>;
  /** `export { a as b } from './x'`: b → x's a; `export * from './x'`: under '*'. */
  reexports: Map<string, { file: string; name: string }[]>;
};

const parsed = new Map<string, Parsed | null>();

/** Our own files only: a relative import inside apps/api/src, as `x.ts` or `x/index.ts`. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts')].find((f) => existsSync(f));
  return file && file.startsWith(SRC) ? file : null;
}

function parse(file: string): Parsed | null {
  if (parsed.has(file)) return parsed.get(file)!;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const p: Parsed = { file, source, locals: new Map(), imports: new Map(), reexports: new Map() };
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const from = resolveImport(file, st.moduleSpecifier.text);
      const named = st.importClause?.namedBindings;
      if (from && named && ts.isNamedImports(named))
        for (const el of named.elements)
          p.imports.set(el.name.text, { file: from, name: (el.propertyName ?? el.name).text });
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
      const from = resolveImport(file, (st.moduleSpecifier as ts.StringLiteral).text);
      if (!from) continue;
      if (!st.exportClause)
        p.reexports.set('*', [...(p.reexports.get('*') ?? []), { file: from, name: '*' }]);
      else if (ts.isNamedExports(st.exportClause))
        for (const el of st.exportClause.elements)
          p.reexports.set(el.name.text, [{ file: from, name: (el.propertyName ?? el.name).text }]);
    } else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name) {
      p.locals.set(st.name.text, st);
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name)) p.locals.set(d.name.text, d);
    }
  }
  parsed.set(file, p);
  return p;
}

const resolved = new Map<string, [Parsed, ts.Node] | null>();

/** The declaration an exported name of `file` stands for, through re-exports. */
function exported(file: string, name: string): [Parsed, ts.Node] | null {
  const key = `${file}#${name}`;
  if (!resolved.has(key)) resolved.set(key, follow(file, name));
  return resolved.get(key)!;
}

function follow(file: string, name: string, seen = new Set<string>()): [Parsed, ts.Node] | null {
  const key = `${file}#${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const p = parse(file);
  if (!p) return null;
  const local = p.locals.get(name);
  if (local) return [p, local];
  const imported = p.imports.get(name); // `import { x } from './y'; export { x };`
  if (imported) return follow(imported.file, imported.name, seen);
  for (const target of p.reexports.get(name) ?? []) {
    const found = follow(target.file, target.name, seen);
    if (found) return found;
  }
  for (const target of p.reexports.get('*') ?? []) {
    const found = follow(target.file, name, seen);
    if (found) return found;
  }
  return null;
}

const isErrorResponses = (n: ts.Node) =>
  ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'errorResponses';

type Direct = { codes: Map<string, string>; names: [Parsed, ts.Node][] };
const directs = new WeakMap<ts.Node, Direct>();

/** The code literals written in `node` itself, and the declarations of ours it names. */
function directOf(p: Parsed, node: ts.Node): Direct {
  const cached = directs.get(node);
  if (cached) return cached;
  const direct: Direct = { codes: new Map(), names: [] };
  const visit = (n: ts.Node): void => {
    if (ts.isTypeNode(n) || isErrorResponses(n)) return;
    if (ts.isStringLiteral(n) && isErrorCode(n.text))
      direct.codes.set(n.text, relative(SRC, p.file));
    if (ts.isIdentifier(n) && !isPropertyName(n)) {
      const local = p.locals.get(n.text);
      const imported = p.imports.get(n.text);
      const target = local
        ? ([p, local] as [Parsed, ts.Node])
        : imported
          ? exported(imported.file, imported.name)
          : null;
      if (target && target[1] !== node) direct.names.push(target);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  directs.set(node, direct);
  return direct;
}

/** Every code literal in `node` and in the declarations it names, however deep. */
function refusalsOf(p: Parsed, node: ts.Node, found: Map<string, string>) {
  const seen = new Set<ts.Node>([node]);
  const queue: [Parsed, ts.Node][] = [[p, node]];
  for (let item = queue.shift(); item; item = queue.shift()) {
    const direct = directOf(...item);
    for (const [code, where] of direct.codes) if (!found.has(code)) found.set(code, where);
    for (const next of direct.names)
      if (!seen.has(next[1])) {
        seen.add(next[1]);
        queue.push(next);
      }
  }
}

/** `x.name` and `{ name: … }`: a member, not a variable in scope. */
function isPropertyName(n: ts.Identifier): boolean {
  const parent = n.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === n) ||
    (ts.isPropertyAssignment(parent) && parent.name === n)
  );
}

/** Each route a `*-routes.ts` file registers (`api.post('/x', { schema }, handler)`). */
export function routeRefusals(routeFile: string): RouteRefusals[] {
  const p = parse(routeFile)!;
  const routes: RouteRefusals[] = [];
  const visit = (n: ts.Node): void => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      METHODS.has(n.expression.name.text) &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0]) &&
      n.arguments[0].text.startsWith('/')
    ) {
      const declared = new Set<string>();
      const collect = (m: ts.Node): void => {
        if (isErrorResponses(m))
          for (const a of (m as ts.CallExpression).arguments)
            if (ts.isStringLiteral(a)) declared.add(a.text);
        ts.forEachChild(m, collect);
      };
      collect(n);
      const refused = new Map<string, string>();
      for (const arg of n.arguments.slice(1)) refusalsOf(p, arg, refused);
      const method = n.expression.name.text.toUpperCase();
      routes.push({ route: `${method} ${n.arguments[0].text}`, declared, refused });
    }
    ts.forEachChild(n, visit);
  };
  visit(p.source);
  return routes;
}
