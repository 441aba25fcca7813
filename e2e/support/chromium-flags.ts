import { readdirSync, readFileSync } from 'node:fs';

/*
 * Every browser context Playwright opens is a browser window, and each window of Chromium 156
 * loads its omnibox popups (chrome://omnibox-popup.top-chrome/ and its AI-mode page) in a renderer
 * of its own, though a headless window never shows them. Measured in the circles, wallet, cart and
 * deliveries journeys: those renderers took a tenth of the run's CPU, about 0.8 core-s per
 * context; without them the four files took 174 → 145 core-s (docs/decisions/0074).
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/*
 * Chromium keeps only the last `--disable-features` of its command line, so ours replaces the one
 * Playwright passes and has to repeat its features (playwright-core 1.65's `chromiumSwitches`).
 * `checkDisabledFeatures` fails the launch naming any that a later Playwright adds.
 */
const PLAYWRIGHT_DISABLED = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

const DISABLE = '--disable-features=';

/** Debian's chromium, headless, with the flags that keep it off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `${DISABLE}${[...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUPS].join(',')}`,
];

const parentOf = (pid: string): string | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  } catch {
    return undefined;
  }
};

const descendsFromUs = (pid: string) => {
  for (let p = parentOf(pid), hops = 0; p && p !== '0' && hops < 8; p = parentOf(p), hops++)
    if (p === String(process.pid)) return true;
  return false;
};

/**
 * Reads this worker's browser's command line (Linux's /proc; the suite runs Debian's chromium)
 * and throws if a `--disable-features` before ours names a feature ours leaves out: Playwright
 * disabled it for a reason, and our flag would silently enable it again.
 */
export function checkDisabledFeatures(): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let argv: string[];
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const isBrowser =
      argv.includes('--remote-debugging-pipe') && !argv.some((a) => a.startsWith('--type='));
    if (!isBrowser || !descendsFromUs(pid)) continue;
    const lists = argv
      .filter((a) => a.startsWith(DISABLE))
      .map((a) => a.slice(DISABLE.length).split(','));
    const last = new Set(lists.at(-1));
    const dropped = lists
      .slice(0, -1)
      .flat()
      .filter((feature) => !last.has(feature));
    if (dropped.length)
      throw new Error(
        `Playwright now disables ${dropped.join(', ')} in chromium: add ${dropped.length > 1 ? 'them' : 'it'} to PLAYWRIGHT_DISABLED in e2e/support/chromium-flags.ts`,
      );
    return;
  }
  throw new Error('checkDisabledFeatures: found no chromium browser process started by this one');
}
