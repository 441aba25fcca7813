// Writes the install icons and the install-sheet screenshots under public/pwa/ by drawing them in
// the same chromium the browser tests use (no image library needed):
//   node apps/web/scripts/generate-pwa-images.mjs                 # icons only
//   node apps/web/scripts/generate-pwa-images.mjs http://127.0.0.1:3000   # icons and screenshots
// The screenshots need the app running at that address (npm start). Commit what it writes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'pwa');
fs.mkdirSync(out, { recursive: true });

// The Faza mark (components/ui/logo.tsx): a full bowl with a leaf.
const bowl =
  '<path d="M6 15.5h20a10 10 0 0 1-20 0z" fill="#fbbf24"/>' +
  '<path d="M16.5 13.5c0-4.5 3-7.5 7.5-7.5 0 4.5-3 7.5-7.5 7.5z" fill="#4ade80"/>' +
  '<path d="M16.5 13.5c1.2-2.2 2.8-3.8 5-5" stroke="#17702f" stroke-width="1.2" fill="none"/>';
// "any": the rounded tile as in the favicon, on a transparent corner.
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#c2410c"/><g transform="translate(1.6 1.2) scale(0.9)">${bowl}</g></svg>`;
// "maskable": full-bleed orange, the bowl inside the central 80% safe circle.
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#c2410c"/><g transform="translate(4.8 4.4) scale(0.7)">${bowl}</g></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, svg] of [
    ['icon', anyIcon],
    ['maskable', maskableIcon],
  ]) {
    for (const size of [192, 512]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      await page.screenshot({ path: path.join(out, `${name}-${size}.png`), omitBackground: true });
      await page.close();
    }
  }
  const base = process.argv[2];
  if (base) {
    for (const [name, viewport, isMobile] of [
      ['screenshot-phone', { width: 360, height: 740 }, true],
      ['screenshot-wide', { width: 1280, height: 800 }, false],
    ]) {
      const context = await browser.newContext({ viewport, isMobile, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(new URL('/bundles', base).href, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(out, `${name}.png`) });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`wrote ${fs.readdirSync(out).join(', ')} to ${out}`);
