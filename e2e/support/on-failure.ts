import { afterEach } from 'vitest';
import { describeOpenPages } from './browser';

/**
 * A failed browser test prints what each page it left open showed: its address and its
 * accessibility tree, as a screen reader (and `getByRole`) sees it, and what the page said on the
 * way (console errors, uncaught errors, failed requests: page-journal.ts). A journey that fails only
 * on a loaded machine, once in many runs, can then be read from the log of that run.
 */
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const pages = await describeOpenPages();
  if (pages) console.error(`Pages open when "${context.task.name}" failed:\n${pages}`);
});
