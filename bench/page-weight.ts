// Gzipped JavaScript each public page ships on its first load at 360 px. Needs `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../e2e/support/browser';
import { FIRST_LOAD_JS_BUDGET_KB, measureFirstLoadJs } from '../e2e/support/js-weight';
import { startServer } from '../e2e/support/server';

const PAGES = ['/', '/shop', '/bundles', '/signin', '/signup', '/pantry'];

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-weight-'));
const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '' });
// Its own browser, closed at the end: the test workers' shared one (launchBrowser) outlives its
// `close()`, which kept this script from ending.
const browser = await launchChromium();
try {
  for (const page of PAGES) {
    const { kb, files } = await measureFirstLoadJs(browser, server.baseUrl + page);
    // The hard budget is the landing page's; the other pages are reported for comparison.
    const flag = page === '/' && kb > FIRST_LOAD_JS_BUDGET_KB ? '  OVER BUDGET' : '';
    console.log(
      `${page.padEnd(10)} ${kb.toFixed(1).padStart(6)} KB gzipped JS, ${files.length} files${flag}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
