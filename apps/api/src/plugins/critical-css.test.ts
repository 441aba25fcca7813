import { describe, expect, it } from 'vitest';
import { withCriticalStyles } from './critical-css';

// Minified code has what HTML would escape elsewhere: it must reach the page byte for byte, or the
// policy's hash of it (boot-script.ts) no longer matches.
const BOOT_CODE = 'var a=1<2&&"x">\'y\';document.currentScript;';
const page =
  '<!doctype html>\n<html lang="en-NG"><head><title>Shop</title>' +
  '<style data-href="/assets/index-1.css">.used{color:red}.unused{color:blue}' +
  '@media (min-width:640px){.used{color:green}.gone{margin:0}}.used:hover{color:teal}</style>' +
  `<script data-boot data-entry="/assets/index-a1.js">${BOOT_CODE}</script></head>` +
  '<body><div id="root" data-prerendered><p class="used">₦4,800<!-- --> rice</p></div>' +
  '<script type="application/json" id="faza-data">{"a":"\\u003c/p>"}</script></body></html>';

describe('a public page with only the styles it uses', () => {
  it('keeps the rules that match the page and drops the rest', async () => {
    const html = await withCriticalStyles(page);
    expect(html).toContain('.used{color:red}');
    expect(html).toContain('@media (min-width:640px){.used{color:green}}');
    expect(html).not.toContain('.unused');
    expect(html).not.toContain('.gone');
  });

  it('has the boot script load the whole stylesheet, and leaves the page and its data as they were', async () => {
    const html = await withCriticalStyles(page);
    expect(html).toContain(
      '<script data-boot data-styles="/assets/index-1.css" data-entry="/assets/index-a1.js">' +
        `${BOOT_CODE}</script>`,
    );
    expect(html).toContain('<p class="used">₦4,800<!-- --> rice</p>');
    expect(html).toContain('{"a":"\\u003c/p>"}</script>');
    expect(html).not.toContain('beasties');
    expect(html.startsWith('<!doctype html>\n<html lang="en-NG">')).toBe(true);
  });
});
