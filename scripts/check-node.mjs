// Preflight of `npm start`, `npm test`, `npm run dev` and `npm run bench`: stop at once, in one line,
// when the Node.js running the scripts is older than package.json `engines` asks. `npm install`
// installs that Node.js from the npm registry (the `node` devDependency) into node_modules/.bin,
// which npm puts first on PATH for every script, so this fails only when that step did not happen.
// Plain JavaScript on purpose: it must run on whatever old Node.js a machine has.
//
//   node scripts/check-node.mjs           # silent when fine
//   node scripts/check-node.mjs --print   # also prints the version and where it runs from (CI)
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node);
if (!range)
  throw new Error(
    `scripts/check-node.mjs reads engines.node as ">=X.Y", not "${pkg.engines.node}"`,
  );
const [major, minor] = [Number(range[1]), Number(range[2])];
const [runMajor, runMinor] = process.versions.node.split('.').map(Number);

if (runMajor < major || (runMajor === major && runMinor < minor)) {
  console.error(
    `Faza needs Node.js ${major}.${minor} or newer, but this is ${process.version} (${process.execPath}): ` +
      `run "npm install" in ${new URL('..', import.meta.url).pathname} (it installs Node.js ${major} ` +
      `from the npm registry into node_modules), or install Node.js ${major} LTS.`,
  );
  process.exit(1);
}
if (process.argv.includes('--print'))
  console.log(`Node.js ${process.version} (${process.execPath})`);
