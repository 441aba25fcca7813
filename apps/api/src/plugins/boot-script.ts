import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The boot script (apps/web/src/boot/boot.js, minified by the web build into dist/boot.js) as a
 * drawn page carries it: inline, so the page starts with one request fewer (docs/decisions/
 * 0076-the-boot-script-inline.md). `cspSource` is its hash as the Content-Security-Policy's
 * script-src allows it: the policy stays "our own files", plus exactly this one inline script.
 */
export type BootScript = { code: string; cspSource: string };

/** Null without a web build (or a build without the script): pages then name /boot.js. */
export function readBootScript(webRoot: string): BootScript | null {
  const file = path.join(webRoot, 'boot.js');
  if (!existsSync(file)) return null;
  return bootScript(readFileSync(file, 'utf8'));
}

export function bootScript(code: string): BootScript | null {
  // Inside <script>, only "</script" (any case) or "<!--" could end or change the element early:
  // such code stays a file of its own.
  if (/<\/script|<!--/i.test(code)) return null;
  const hash = createHash('sha256').update(code, 'utf8').digest('base64');
  return { code, cspSource: `'sha256-${hash}'` };
}
