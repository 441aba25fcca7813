import Beasties from 'beasties';
import { BOOT_TAG } from './page-html';

/**
 * A public page drawn at start with only the styles it uses (docs/decisions/0072): Beasties keeps,
 * of each inlined stylesheet (`<style data-href>`, page-html.ts's inlineStylesheets), the rules
 * that match an element of the page, and the boot script (apps/web/src/boot/boot.js) loads the
 * whole stylesheet once the page has loaded, before the app's code, for what the app draws later
 * (dialogs, menus, states). The whole page is then some 10 KB on the wire, within the first
 * round trip of a new connection. Its rules are cut at start, not per visit.
 */
export async function withCriticalStyles(html: string): Promise<string> {
  const beasties = new Beasties({
    // Nothing is read from disk: the styles are already inline.
    path: '/nonexistent',
    external: false,
    reduceInlineStyles: true,
    pruneSource: false,
    fonts: false,
    inlineFonts: false,
    compress: true,
    logLevel: 'silent',
  });
  const reduced = await beasties.process(html);
  const hrefs = [...reduced.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]!);
  return (
    reduced
      // Beasties marks the root it worked on; nothing else reads it.
      .replace(/^(<!doctype html>\s*<html[^>]*?) data-beasties-container/i, '$1')
      .replace(BOOT_TAG, () =>
        hrefs.length ? `${BOOT_TAG} data-styles="${hrefs.join(' ')}"` : BOOT_TAG,
      )
  );
}
