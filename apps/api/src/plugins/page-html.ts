/** What a prerendered page puts into the built index.html. */
export type PageParts = {
  html: string;
  title: string;
  data: unknown;
  dataId: string;
  /** The page's built code (moduleFiles), preloaded and started by the boot script. */
  preload?: PageCode;
  /** The boot script's code, inlined (boot-script.ts); without it the page names /boot.js. */
  bootCode?: string;
};

/** Vite's build manifest (dist/.vite/manifest.json), the fields used here. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * A drawn page's code: the built files of its modules, of everything they import and of the
 * entry's own imports, each after the files it imports (`files`); and of those, the ones that do
 * not import the entry, directly or not (`first`), which the boot script runs one per task before
 * the app (deferScripts below).
 */
export type PageCode = { files: string[]; first: string[] };

/** The manifest's key of the entry: index.html, which loads it itself. */
const ENTRY_KEY = 'index.html';

/** `modules`' code, for <link rel="modulepreload"> and the boot script. */
export function moduleFiles(manifest: ViteManifest, modules: string[]): PageCode {
  const keys: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || key === ENTRY_KEY) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
    keys.push(key);
  };
  for (const key of [...(manifest[ENTRY_KEY]?.imports ?? []), ...modules]) visit(key);
  return {
    files: keys.map((key) => manifest[key]!.file),
    first: keys.filter((key) => !importsEntry(manifest, key)).map((key) => manifest[key]!.file),
  };
}

/** Whether `key` imports the entry, directly or through other chunks (cycles included). */
function importsEntry(manifest: ViteManifest, key: string): boolean {
  const seen = new Set<string>();
  const stack = [key];
  while (stack.length) {
    const next = stack.pop()!;
    if (next === ENTRY_KEY) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(manifest[next]?.imports ?? []));
  }
  return false;
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
  return pageFrame(template, page.preload ?? NO_CODE, page.bootCode)?.(page) ?? null;
}

const NO_CODE: PageCode = { files: [], first: [] };

/** The template around #root, prepared once (pageFrame, pageFrameBytes); null: no #root. */
function frameParts(template: string, preload: PageCode, bootCode: string | undefined) {
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
  preload: PageCode,
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
  preload: PageCode,
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

/**
 * A drawn page needs no JavaScript to be seen: its code (the entry, Vite's preloads and the page's
 * own modules) is fetched by the boot script (apps/web/src/boot/boot.js) only once the page has
 * painted, so on a slow connection the HTML, styles and images have the bandwidth first. The files
 * that do not import the entry (React's chunk, the schemas, the libraries…) are named apart
 * (data-first, each after what it imports): the boot script runs them one per task before the app,
 * whose start is then short tasks on a slow phone instead of one long one
 * (docs/decisions/0077-a-drawn-page-starts-in-short-tasks.md, "One module per task"). Without a
 * manifest the entry's own preloads are those. The boot script is in the page when its code is
 * given (one request fewer before the page is complete:
 * docs/decisions/0076-the-boot-script-inline.md), else named as /boot.js. Either way its element
 * starts with BOOT_TAG, which critical-css.ts extends. Without the expected entry script the
 * template is left as it is.
 */
function deferScripts(template: string, code: PageCode, bootCode: string | undefined): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const files = [...new Set([...preloads, ...code.files])].filter((f) => f !== entry);
  const first = (code.first.length ? code.first : preloads).filter((f) => f !== entry);
  const list = (paths: string[]) => paths.map((f) => `/${escapeHtml(f)}`).join(' ');
  const boot =
    `${BOOT_TAG}${bootCode === undefined ? ' defer src="/boot.js"' : ''}` +
    ` data-entry="/${escapeHtml(entry)}"` +
    ` data-first="${list(first)}"` +
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
 *
 * Each copy is followed by a `disabled` link to its file, which the browser neither fetches nor
 * applies. It is there for the app's loader: every lazy chunk names the entry's stylesheet among
 * its dependencies, and Vite's preload helper adds a link for any stylesheet the document has no
 * link to. Without one, a signed-in page fetched its 10 KB stylesheet again once its code loaded
 * and matched the whole page against a second copy of every rule (a 20 ms style recalculation on
 * a fast machine). docs/decisions/0077-a-drawn-page-starts-in-short-tasks.md.
 */
export function inlineStylesheets(template: string, read: (file: string) => string | null) {
  return template.replace(STYLESHEET, (link, file: string) => {
    const css = read(file);
    const href = `/${escapeHtml(file)}`;
    // data-href: which stylesheet this is a copy of (critical-css.ts loads it whole later).
    return css === null || /<\/style/i.test(css)
      ? link
      : `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}
