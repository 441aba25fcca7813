// Lighthouse and StrykerJS (with their trees, ~250 MB of a fresh install) serve two benchmarks
// only, so they are not in the workspaces' install: bench/package.json, with its own lockfile, is a
// separate package that the benchmarks needing it install on first use into bench/node_modules
// (docs/decisions/0068-toast-placement-and-bench-tools-on-demand.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BENCH_TOOLS_DIR = path.resolve(import.meta.dirname, '..');
const LOCKFILE = path.join(BENCH_TOOLS_DIR, 'package-lock.json');
// What the last install was made from: a changed lockfile installs again.
const STAMP = path.join(BENCH_TOOLS_DIR, 'node_modules', '.faza-bench-tools');

/** Installs bench/package.json's lockfile into bench/node_modules unless that is already done. */
export function ensureBenchTools(): void {
  const lock = createHash('sha256').update(readFileSync(LOCKFILE)).digest('hex');
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === lock) return;
  console.log('Installing the benchmark tools (Lighthouse, StrykerJS) into bench/node_modules…');
  // The npm that runs `npm run bench`; run directly, the one on PATH.
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli?.endsWith('.js')
    ? [process.execPath, [npmCli]]
    : ['npm', [] as string[]];
  const args = [...prefix, 'ci', '--prefix', BENCH_TOOLS_DIR, '--no-audit', '--no-fund'];
  const res = spawnSync(command, args, { stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`Could not install the benchmark tools: run "npm ci --prefix bench" and retry.`);
    process.exit(1);
  }
  writeFileSync(STAMP, lock);
}

/**
 * A benchmark tool's module, installed first if need be. The name is not a literal, so type
 * checking does not need the tools installed: the caller describes what it uses.
 */
export async function importBenchTool<T>(name: string): Promise<T> {
  ensureBenchTools();
  return (await import(name)) as T;
}
