// Mutation testing (StrykerJS with its vitest runner): `npm run bench -- mutation`. Not part of
// `npm test`: it runs the shared package's tests once per mutant, minutes of CPU. Prints the
// surviving mutants and the mutation score; the HTML report lands in bench/mutation/reports/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BENCH_TOOLS_DIR, ensureBenchTools } from './support/bench-tools';

const root = path.resolve(import.meta.dirname, '..');
// StrykerJS is installed on first use into bench/node_modules; the vitest it drives is the root's.
ensureBenchTools();
const stryker = path.join(BENCH_TOOLS_DIR, 'node_modules/@stryker-mutator/core/bin/stryker.js');
const configs = ['bench/mutation/stryker.shared.config.mjs'];
for (const config of configs) {
  console.log(`\n-- stryker run ${config}`);
  const res = spawnSync(process.execPath, [stryker, 'run', config], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exitCode = 1;
}
