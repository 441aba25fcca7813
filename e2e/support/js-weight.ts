import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newClientContext } from './browser';

export const FIRST_LOAD_JS_BUDGET_KB = 80;

/**
 * Loads a page in a fresh 360 px context and adds up the gzipped size (level 9) of every script it
 * fetched until the network went quiet, lazy route chunks included, and of the scripts the page
 * carries inline (the boot script, apps/api/src/plugins/boot-script.ts), listed as "inline".
 */
export async function measureFirstLoadJs(
  browser: Browser,
  url: string,
): Promise<{ kb: number; files: string[] }> {
  const context = await newClientContext(browser, { viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.set(
      res.url(),
      res.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const inline = inlineScripts((await document?.text()) ?? '');
  const sizes = [
    ...(await Promise.all(scripts.values())),
    ...inline.map((code) => gzipSync(code, { level: 9 }).length),
  ];
  await context.close();
  const bytes = sizes.reduce((a, b) => a + b, 0);
  return {
    kb: Math.round((bytes / 1024) * 10) / 10,
    files: [...[...scripts.keys()].map((u) => new URL(u).pathname), ...inline.map(() => 'inline')],
  };
}

/** The code of the page's executable inline scripts (its JSON data blocks are not code). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, code]) => code!.trim() && !/\bsrc=|type="application\/json"/.test(attrs!))
    .map(([, , code]) => code!);
}
