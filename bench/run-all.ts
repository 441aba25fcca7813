// Runs every benchmark script in turn (or only those named: `npm run bench -- startup signin`);
// each prints its own figures. They run on the Node.js that started this one (`npm run bench`: the
// one package.json engines names).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const wanted = process.argv.slice(2).map((name) => name.replace(/\.ts$/, ''));
const all = readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run-all.ts');
const unknown = wanted.filter((name) => !all.includes(`${name}.ts`));
if (unknown.length) {
  console.error(`No benchmark named ${unknown.join(', ')}; there are: ${all.join(', ')}`);
  process.exit(1);
}
const scripts = wanted.length ? all.filter((f) => wanted.includes(f.replace(/\.ts$/, ''))) : all;
for (const script of scripts) {
  console.log(`\n== ${script} (Node.js ${process.version})`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exitCode = 1;
}
