// The API's three entries (server, worker, CLI) as one JavaScript file each, which the tests start
// instead of the TypeScript sources under tsx: tsx compiles the ~600 files at every process start,
// 1.6 to 2.2 s of CPU, where node loads the bundle in a fraction of that (docs/decisions/0067).
// `npm run build` writes it; a test finds it stale (a source changed since) and rebuilds it, so a
// test never starts code older than the sources. Production still runs the sources under tsx.
//
// No relative imports here: `node scripts/build-server.ts` runs this file with node's own type
// stripping, which needs them spelled with their extension, and the tests import it through vite.
import { build, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Beside src/, at the same depth, so that apps/api/src/api-dir.ts finds the same folder from both. */
const OUT_DIR = path.join(ROOT, 'apps/api/dist');
const INPUTS_FILE = path.join(OUT_DIR, 'inputs.json');

const ENTRIES = {
  main: 'apps/api/src/main.ts',
  worker: 'apps/api/src/worker.ts',
  cli: 'apps/api/src/cli/main.ts',
} as const;

type ServerEntry = keyof typeof ENTRIES;

/**
 * Our own code is bundled (the API and @faza/shared, whose package points at its sources); every
 * other package stays an import that node resolves from the repository's node_modules at run time,
 * as it does for tsx: native bindings, embedded PostgreSQL's binaries and graphile-worker's files
 * stay where their packages expect them.
 */
const packagesStayOutside: Plugin = {
  name: 'packages-stay-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@faza/') ? undefined : { path: args.path, external: true },
    );
  },
};

type Inputs = { builtAt: number; inputs: string[] };

function isFresh(): boolean {
  if (!existsSync(INPUTS_FILE)) return false;
  const { builtAt, inputs } = JSON.parse(readFileSync(INPUTS_FILE, 'utf8')) as Inputs;
  if (!Object.keys(ENTRIES).every((name) => existsSync(bundlePath(name as ServerEntry))))
    return false;
  return inputs.every((file) => {
    try {
      return statSync(path.join(ROOT, file)).mtimeMs < builtAt;
    } catch {
      return false; // a file the last build read is gone
    }
  });
}

/** Builds the bundle (each file written whole, then renamed into place). */
export async function buildServerBundle(): Promise<void> {
  const builtAt = Date.now();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // The server's log and stack traces name functions as in the sources.
    keepNames: true,
    plugins: [packagesStayOutside],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const inputs: Inputs = { builtAt, inputs: Object.keys(result.metafile.inputs) };
  const temporary = `${INPUTS_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(inputs));
  renameSync(temporary, INPUTS_FILE);
}

const bundlePath = (entry: ServerEntry) => path.join(OUT_DIR, `${entry}.mjs`);

/** Builds the bundle unless it is there and no source changed since (the tests' global setups). */
export async function ensureServerBundle(): Promise<void> {
  if (!isFresh()) await buildServerBundle();
}

/**
 * The node arguments that start `entry` from the bundle, as `node --import tsx <its source>` would.
 * Fails at once when the bundle is missing or older than a source: the global setup builds it.
 */
export function bundledEntry(entry: ServerEntry): string[] {
  if (!isFresh())
    throw new Error(
      'The server bundle is missing or older than the sources: run "npm run build", or the test through its vitest project (its global setup builds it).',
    );
  return [bundlePath(entry)];
}
