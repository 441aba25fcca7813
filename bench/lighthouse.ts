// Lighthouse (npm package, its mobile defaults: Moto G Power, slow 4G, 4× CPU slowdown, simulated)
// on the three public pages and on /pantry, /wallet and /orders signed in (the demo customer with a
// full pantry, wallet history and orders, its session cookie passed to Lighthouse as a header),
// served by the production server (`npm run build` first) on loopback, in Debian's chromium. Prints performance score, LCP, TBT, CLS (and FCP) per page and writes
// bench/results/lighthouse.json. A first run is thrown away (cold start), then the pages take
// turns, and each page's figures are the median of its runs (every run's score is printed too:
// on a 2-core VM the same build swings by several points).
//
//   node --import tsx bench/lighthouse.ts        # one run per page
//   BENCH_RUNS=5 node --import tsx bench/lighthouse.ts   # median of five
//   LIGHTHOUSE_PAGES=/pantry,/wallet node --import tsx bench/lighthouse.ts   # only these pages
//   LIGHTHOUSE_REPORTS=1 node --import tsx bench/lighthouse.ts   # and each page's last full report
//
// The goals (the issue that set them): a public page scores 98 or more with LCP at or under 1.0 s,
// a signed-in page 95 or more; CLS at most 0.02 everywhere.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from '../e2e/support/server';
import { boundedInt } from './support/bench-database';
import { importBenchTool } from './support/bench-tools';
import { signedInCustomer } from './support/signed-in-customer';

/** The parts of Lighthouse's and chrome-launcher's interfaces used here (installed on demand). */
type Lhr = {
  runtimeError?: { message: string };
  audits: Record<string, { numericValue?: number } | undefined>;
  categories: { performance?: { score: number | null } };
};
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: Lhr } | undefined>;
type ChromeLauncher = {
  launch: (options: {
    chromePath: string;
    chromeFlags: string[];
  }) => Promise<{ port: number; kill: () => void }>;
};
const { default: lighthouse } = await importBenchTool<{ default: Lighthouse }>('lighthouse');
const chromeLauncher = await importBenchTool<ChromeLauncher>('chrome-launcher');

const PUBLIC_PAGES = ['/', '/shop', '/bundles'];
const SIGNED_IN_PAGES = ['/pantry', '/wallet', '/orders'];
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const PAGES = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES].filter((p) => !only || only.includes(p));
const RUNS = boundedInt(process.env.BENCH_RUNS, 1, 1, 9);
const GOALS = {
  public: { score: 98, lcpMs: 1000, cls: 0.02 },
  signedIn: { score: 95, lcpMs: Number.POSITIVE_INFINITY, cls: 0.02 },
};
const REPORTS = process.env.LIGHTHOUSE_REPORTS === '1';

type Figures = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };

if (!existsSync(path.join(ROOT, 'apps/web/dist-server/entry-server.js'))) {
  console.error('No web build with its server entry: run "npm run build" first.');
  process.exit(1);
}

/** One Lighthouse run; a run whose trace went wrong (it happens on a busy machine) is tried again. */
async function audit(url: string, port: number, cookie: string | null) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-lighthouse-'));
const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const cookie = PAGES.some((p) => SIGNED_IN_PAGES.includes(p))
  ? await signedInCustomer(server.baseUrl, dir)
  : null;
const results: Record<string, Figures> = {};
const runsOf: Record<string, Figures[]> = Object.fromEntries(PAGES.map((page) => [page, []]));

async function measure(page: string): Promise<Figures> {
  const lhr = await audit(
    server.baseUrl + page,
    chrome.port,
    SIGNED_IN_PAGES.includes(page) ? cookie : null,
  );
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (REPORTS) {
    const name = page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-');
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench', 'results', `lighthouse-${name}.json`),
      JSON.stringify(lhr),
    );
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
  };
}

try {
  // One run thrown away first: it pays for chromium's and Lighthouse's own cold start and lands
  // while the new database is still writing its seed, none of which is the page's doing.
  await measure(PAGES[0]!);
  // Round-robin, so a busy moment on the machine spreads over all pages instead of sinking one.
  for (let i = 0; i < RUNS; i++) for (const page of PAGES) runsOf[page]!.push(await measure(page));
  for (const page of PAGES) {
    const runs = runsOf[page]!;
    const figures: Figures = {
      score: median(runs.map((r) => r.score)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
    };
    results[page] = figures;
    const goal = SIGNED_IN_PAGES.includes(page) ? GOALS.signedIn : GOALS.public;
    const misses = [
      figures.score < goal.score && `score < ${goal.score}`,
      figures.lcpMs > goal.lcpMs && `LCP > ${goal.lcpMs} ms`,
      figures.cls > goal.cls && `CLS > ${goal.cls}`,
    ].filter(Boolean);
    console.log(
      `${page.padEnd(9)}${SIGNED_IN_PAGES.includes(page) ? ' (signed in)' : ''} score ${String(figures.score).padStart(3)}  LCP ${figures.lcpMs} ms  ` +
        `TBT ${figures.tbtMs} ms  CLS ${figures.cls}  FCP ${figures.fcpMs} ms` +
        (RUNS > 1 ? `  (scores ${runs.map((r) => r.score).join(' ')})` : '') +
        (misses.length ? `  (misses goal: ${misses.join(', ')})` : ''),
    );
  }
  console.log(
    `Lighthouse mobile defaults (simulated throttling), ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page, ${os.availableParallelism()} CPUs`,
  );
  const outDir = path.join(ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'lighthouse.json'),
    `${JSON.stringify({ runs: RUNS, pages: results, at: new Date().toISOString() }, null, 2)}\n`,
  );
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
