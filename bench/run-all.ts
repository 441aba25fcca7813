// Runs every benchmark script in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const scripts = readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run-all.ts');
for (const script of scripts) {
  console.log(`\n== ${script}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exitCode = 1;
}
