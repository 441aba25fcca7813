import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript script (it runs before tsx is installed), without types
import { buildFingerprint } from './build-web.mjs';

const fingerprint = buildFingerprint as (
  base: string,
  inputs: string[],
  env: Record<string, string>,
) => string;

const base = mkdtempSync(path.join(os.tmpdir(), 'faza-build-web-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('the web build fingerprint (npm start builds only when it changed)', () => {
  it('changes with any file the build reads, its name, or a VITE_ variable; nothing else', () => {
    mkdirSync(path.join(base, 'src/pages'), { recursive: true });
    writeFileSync(path.join(base, 'src/pages/a.tsx'), 'a');
    writeFileSync(path.join(base, 'index.html'), '<html>');
    const inputs = ['src', 'index.html', 'absent.json'];
    const of = (env: Record<string, string> = {}) => fingerprint(base, inputs, env);
    const first = of();
    expect(of()).toBe(first);
    expect(of({ PATH: '/elsewhere', DATA_DIR: '/x' })).toBe(first);
    expect(of({ VITE_API: 'x' })).not.toBe(first);
    expect(of({ NODE_ENV: 'test' })).not.toBe(first);

    writeFileSync(path.join(base, 'src/pages/a.tsx'), 'b');
    const edited = of();
    expect(edited).not.toBe(first);
    writeFileSync(path.join(base, 'src/pages/b.tsx'), '');
    expect(of()).not.toBe(edited);
    rmSync(path.join(base, 'src/pages/b.tsx'));
    expect(of()).toBe(edited);
    writeFileSync(path.join(base, 'index.html'), '<html lang="en">');
    expect(of()).not.toBe(edited);
  });
});
