/** What a prerendered page puts into the built index.html. */
export type PageParts = {
  html: string;
  title: string;
  data: unknown;
  dataId: string;
  /** Built JS files (under the web root) to preload with the page. */
  preload?: string[];
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
  if (!ROOT.test(template)) return null;
  // `<` escaped: no `</script>` or `<!--` inside the data can end the block early.
  const json = JSON.stringify(page.data).replace(/</g, '\\u003c');
  const links = (page.preload ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
  return template
    .replace(TITLE, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${links}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered>${page.html}</div>` +
        `<script type="application/json" id="${page.dataId}">${json}</script>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
