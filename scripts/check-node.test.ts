import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const [, major = '', minor = ''] = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node) ?? [];
const pinned = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/node/package.json'), 'utf8')) as {
    version: string;
  }
).version;

function atLeast(version: string): boolean {
  const [a = 0, b = 0] = version.split('.').map(Number);
  return a > Number(major) || (a === Number(major) && b >= Number(minor));
}

describe('the Node.js the project runs on', () => {
  it('engines names a maintained LTS, and the node devDependency installs one that fits it', () => {
    expect(Number(major)).toBeGreaterThanOrEqual(24);
    expect(atLeast(pinned)).toBe(true);
  });

  it('runs these tests (and so the servers and workers they spawn) on that Node.js', () => {
    expect(atLeast(process.versions.node)).toBe(true);
    const res = spawnSync(process.execPath, ['scripts/check-node.mjs', '--print'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(res.status).toBe(0);
    expect(res.stdout).toBe(`Node.js ${process.version} (${process.execPath})\n`);
  });

  it('gives npm scripts the installed Node.js, whatever node is first on PATH outside npm', () => {
    // Drop node_modules/.bin from PATH as a plain shell has it: then `node` is the machine's own.
    const PATH = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => !dir.includes('node_modules'))
      .join(path.delimiter);
    const res = spawnSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.version'], {
      cwd: ROOT,
      env: { ...process.env, PATH },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.stdout.trim()).toBe(`v${pinned}`);
  }, 40_000);

  it('stops at once with one line naming the Node.js to install when the running one is older', () => {
    const fake =
      'data:text/javascript,Object.defineProperty(process,"version",{value:"v20.20.2"});' +
      'Object.defineProperty(process.versions,"node",{value:"20.20.2"})';
    const res = spawnSync(process.execPath, ['--import', fake, 'scripts/check-node.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    const lines = res.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `Faza needs Node.js ${major}.${minor} or newer, but this is v20.20.2`,
    );
    expect(lines[0]).toContain('npm install');
  });
});
