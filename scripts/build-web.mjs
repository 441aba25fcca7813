// Builds the web app (apps/web/dist, dist-server) and remembers what it was built from, so that
// `npm start` and `npm run demo` build only when something the build reads has changed: on a
// two-core machine the build is most of a start (docs/decisions/0059-npm-start.md).
//
//   node scripts/build-web.mjs             # always builds (npm run build)
//   node scripts/build-web.mjs --if-stale  # builds unless the last build's inputs are unchanged
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the build reads: its sources, its configuration, the locked dependencies. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/pwa-config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

/**
 * A hash of every file under `inputs` (relative to `base`; names and contents, in a fixed order)
 * and of the variables the build reads (NODE_ENV, FAZA_VERSION, VITE_*).
 */
export function buildFingerprint(base, inputs = BUILD_INPUTS, env = process.env) {
  const hash = createHash('sha256');
  const visit = (rel) => {
    const entries = readdirSync(path.join(base, rel), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    for (const entry of entries) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile())
        hash.update(`${child}\0`).update(readFileSync(path.join(base, child)));
    }
  };
  for (const input of inputs) {
    const full = path.join(base, input);
    if (!existsSync(full)) hash.update(`${input}\0missing\0`);
    else if (statSync(full).isDirectory()) visit(input);
    else hash.update(`${input}\0`).update(readFileSync(full));
  }
  for (const key of Object.keys(env).sort())
    if (key === 'NODE_ENV' || key === 'FAZA_VERSION' || key.startsWith('VITE_'))
      hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

const stampFile = path.join(root, 'node_modules', '.cache', 'faza-web-build.txt');
const built = () =>
  existsSync(path.join(root, 'apps/web/dist/index.html')) &&
  existsSync(path.join(root, 'apps/web/dist-server'));

function main() {
  const ifStale = process.argv.includes('--if-stale');
  const fingerprint = buildFingerprint(root);
  if (ifStale && built() && existsSync(stampFile)) {
    if (readFileSync(stampFile, 'utf8') === fingerprint) {
      console.log('The web app is built and unchanged since: not building it again.');
      return;
    }
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = spawnSync(npm, ['run', 'build', '-w', '@faza/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
  // The inputs as they were when the build began: an edit during it makes the next start build.
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, fingerprint);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
