// Prints the gzipped JavaScript the landing page loads, from the build manifest (run after
// `npm run build -w @faza/web`). docs/architecture.md §6 budget: first load ≤ 80 KB.
//   first load: the entry, its static imports, and the landing route chunk with its imports.
//   on scroll: what the landing page fetches only when the bundle previews near the screen.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 80;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function collect(key, into) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dependency of manifest[key].imports ?? []) collect(dependency, into);
  return into;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landing = Object.keys(manifest).find((key) => key.endsWith('landing-page.tsx'));
const firstLoad = collect(landing, collect(entry, new Set()));
const onScroll = new Set();
for (const key of manifest[landing].dynamicImports ?? []) collect(key, onScroll);
for (const key of firstLoad) onScroll.delete(key);

function report(title, keys) {
  let total = 0;
  console.log(title);
  for (const key of keys) {
    const file = manifest[key].file;
    const size = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1000;
    total += size;
    console.log(`  ${size.toFixed(2).padStart(6)} kB  ${file}`);
  }
  console.log(`  ${total.toFixed(2).padStart(6)} kB  total\n`);
  return total;
}

const first = report('Landing page, first load (gzip):', firstLoad);
report('Landing page, later on scroll (gzip):', onScroll);
if (first > BUDGET_KB) {
  console.error(`Over budget: ${first.toFixed(2)} kB > ${BUDGET_KB} kB`);
  process.exit(1);
}
