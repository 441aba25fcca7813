import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootScript, readBootScript } from './boot-script';
import { pageHtml } from './page-html';

const CODE = '(function(){var s=document.currentScript;s&&s.dataset.entry})();';
const TEMPLATE =
  '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('the boot script inline', () => {
  it('is allowed by the hash of exactly the code the drawn page carries', () => {
    const boot = bootScript(CODE)!;
    const html = pageHtml(TEMPLATE, {
      html: '<p>x</p>',
      title: 'Shop',
      data: {},
      dataId: 'faza-data',
      bootCode: boot.code,
    })!;
    const inline = /<script data-boot[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(inline, 'utf8').digest('base64');
    expect(boot.cspSource).toBe(`'sha256-${hash}'`);
  });

  it('stays a file when its code could end its element early', () => {
    expect(bootScript('document.write("</script>")')).toBeNull();
    expect(bootScript('x="</SCRIPT "')).toBeNull();
    expect(bootScript('x="<!--"')).toBeNull();
  });

  it('is read from the web build, and is absent without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-boot-'));
    try {
      expect(readBootScript(dir)).toBeNull();
      writeFileSync(path.join(dir, 'boot.js'), CODE);
      expect(readBootScript(dir)).toEqual(bootScript(CODE));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
