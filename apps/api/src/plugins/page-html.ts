/** What a prerendered page puts into the built index.html. */
export type PageParts = {
  html: string;
  title: string;
  data: unknown;
  dataId: string;
  /** Built JS files (under the web root) to preload with the page. */
  preload?: string[];
  /** The boot script's code, inlined (boot-script.ts); without it the page names /boot.js. */
  bootCode?: string;
};

/** Vite's build manifest (dist/.vite/manifest.json), the fields used here. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The files of `modules` and of everything they import, for <link rel="modulepreload">. */
export function moduleFiles(manifest: ViteManifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // index.html is the entry: already loaded by the page itself.
    if (!chunk || seen.has(key) || key === 'index.html') return;
    seen.add(key);
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of modules) visit(key);
  return [...files];
}

const ROOT = /<div id="root">(?:<div class="boot">[^<]*<\/div>)?<\/div>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The built index.html with a page drawn into #root (marked data-prerendered, so the client
 * hydrates instead of drawing again), its title, and the data it was drawn from as a JSON data
 * block: not executed, so the Content-Security-Policy (script-src 'self') has nothing to allow.
 * Answers null when the template does not have the expected #root.
 */
export function pageHtml(template: string, page: PageParts): string | null {
  return pageFrame(template, page.preload ?? [], page.bootCode)?.(page) ?? null;
}

/** The template around #root, prepared once (pageFrame, pageFrameBytes); null: no #root. */
function frameParts(template: string, preload: string[], bootCode: string | undefined) {
  const deferred = deferScripts(template, preload, bootCode);
  const root = ROOT.exec(deferred);
  if (!root) return null;
  const before = deferred.slice(0, root.index);
  const after = deferred.slice(root.index + root[0].length);
  const title = TITLE.exec(before);
  const head: [string, string] | null = title
    ? [before.slice(0, title.index), before.slice(title.index + title[0].length)]
    : null;
  return { before, after, head };
}

// `<` escaped: no `</script>` or `<!--` inside the data can end the block early.
const dataJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * `pageHtml` in two steps: the template's work (its scripts deferred, the places of the title and
 * of #root found) done once for a set of preloads, then each page only joined into it. Null: no
 * #root in the template.
 */
function pageFrame(
  template: string,
  preload: string[],
  bootCode: string | undefined,
): ((page: Omit<PageParts, 'preload' | 'bootCode'>) => string) | null {
  const parts = frameParts(template, preload, bootCode);
  if (!parts) return null;
  const { before, after, head } = parts;
  return (page) => {
    const start = head ? `${head[0]}<title>${escapeHtml(page.title)}</title>${head[1]}` : before;
    return (
      `${start}<div id="root" data-prerendered>${page.html}</div>` +
      `<script type="application/json" id="${page.dataId}">${dataJson(page.data)}</script>${after}`
    );
  };
}

/**
 * `pageFrame` for a page drawn per request (plugins/signed-in-pages.ts), in bytes: the template's
 * parts (some 70 KB with the inlined styles) are encoded once, the drawing's markup arrives as
 * React wrote it, and the answer is one Buffer. Joined as text, every drawing paid for measuring
 * and encoding the whole page again on its way out, a fifth of its CPU (docs/scaling.md).
 */
export function pageFrameBytes(
  template: string,
  preload: string[],
  bootCode?: string,
):
  | ((page: Omit<PageParts, 'preload' | 'bootCode' | 'html'> & { html: Uint8Array }) => Buffer)
  | null {
  const parts = frameParts(template, preload, bootCode);
  if (!parts) return null;
  const [start, end]: [string, string | null] = parts.head ?? [parts.before, null];
  const bytes = {
    start: Buffer.from(end === null ? start : `${start}<title>`),
    titleEnd: end === null ? null : Buffer.from(`</title>${end}`),
    after: Buffer.from(parts.after),
  };
  return (page) =>
    Buffer.concat([
      bytes.start,
      ...(bytes.titleEnd ? [Buffer.from(escapeHtml(page.title)), bytes.titleEnd] : []),
      Buffer.from('<div id="root" data-prerendered>'),
      page.html,
      Buffer.from(
        `</div><script type="application/json" id="${page.dataId}">${dataJson(page.data)}</script>`,
      ),
      bytes.after,
    ]);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
/** React's own chunk (the `react` group in apps/web/vite.config.ts): it imports nothing of ours. */
const VENDOR_CHUNK = /^assets\/react-[\w-]+\.js$/;

/**
 * A drawn page needs no JavaScript to be seen: its code (the entry, Vite's preloads and the page's
 * own modules) is fetched by the boot script (apps/web/src/boot/boot.js) only once the page has
 * painted, so on a slow connection the HTML, styles and images have the bandwidth first. React's
 * chunk is named apart (data-first) so the boot script runs it in a task of its own before the
 * app's: two shorter tasks instead of one long one on a slow phone. The boot script is in the page
 * when its code is given (one request fewer before the page is complete, docs/decisions/
 * 0076-the-boot-script-inline.md), else named as /boot.js. Either way its element starts with
 * BOOT_TAG, which critical-css.ts extends. Without the expected entry script the template is left
 * as it is.
 */
function deferScripts(template: string, pageFiles: string[], bootCode: string | undefined): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const files = [...new Set([...preloads, ...pageFiles])].filter((f) => f !== entry);
  const list = (paths: string[]) => paths.map((f) => `/${escapeHtml(f)}`).join(' ');
  const boot =
    `${BOOT_TAG}${bootCode === undefined ? ' defer src="/boot.js"' : ''}` +
    ` data-entry="/${escapeHtml(entry)}"` +
    ` data-first="${list(files.filter((f) => VENDOR_CHUNK.test(f)))}"` +
    ` data-preload="${list(files)}">${bootCode ?? ''}</script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
}

/** How the boot script's element starts, inline or not. */
export const BOOT_TAG = '<script data-boot';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The template with its stylesheets inlined (`read` answers a built file's text, or null to keep
 * the link): a prerendered page then paints from its first response, without waiting for another
 * request on a slow connection. The CSP allows inline styles (style-src 'unsafe-inline').
 */
export function inlineStylesheets(template: string, read: (file: string) => string | null) {
  return template.replace(STYLESHEET, (link, file: string) => {
    const css = read(file);
    // data-href: which stylesheet this is a copy of (critical-css.ts loads it whole later).
    return css === null || /<\/style/i.test(css)
      ? link
      : `<style data-href="/${escapeHtml(file)}">${css}</style>`;
  });
}
