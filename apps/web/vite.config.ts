import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig, minify, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa-config.ts';

const shim = (path: string) => new URL(path, import.meta.url).pathname;

// `npm run dev` passes the API's port; 3000 is the API's default.
const apiProxy = { '/api': { target: `http://localhost:${process.env.API_PORT ?? '3000'}` } };

// Which build this is, shown to tests and support as <meta name="faza-version">. FAZA_VERSION lets a
// deploy (or the update test) name it; otherwise the build time.
const version = process.env.FAZA_VERSION ?? new Date().toISOString();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    {
      name: 'faza-version',
      transformIndexHtml: () => [
        { tag: 'meta', attrs: { name: 'faza-version', content: version }, injectTo: 'head' },
      ],
    },
    !isSsrBuild && bootScript(),
    VitePWA(pwaOptions),
    // Brotli and gzip copies of every text asset, made once here: the server sends them as they are
    // (@fastify/static `preCompressed`) instead of compressing each response on its own CPU, which
    // on a small machine competes with everything else a page load needs.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
  ],
  resolve: {
    alias: [
      {
        // Its package points bundlers at an ES5 build; the ES2017 one is 40% smaller (2.2 → 1.4 KB
        // gzipped) and every browser we target runs it.
        find: /^workbox-window$/,
        replacement: fileURLToPath(
          import.meta
            .resolve('workbox-window')
            .replace(/workbox-window\.prod\.\w+\.m?js$/, 'workbox-window.prod.mjs'),
        ),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: shim('./src/lib/shims/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we target supports <link rel=modulepreload>; the polyfill would cost bytes.
    modulePreload: { polyfill: false },
    // Lets scripts/landing-weight.mjs (and the server) see which chunks a page loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @faza/shared is pure (schemas, rules, texts) but its package.json does not say so.
        // Without this, importing one message from its barrel pulls zod into the landing page.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // React changes far less often than our code: its own chunk stays cached across deploys,
          // so returning users on metered data only download what changed.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              // TanStack Query's read hook and what only it uses, as one chunk whoever imports it.
              // Left to the bundler, the staff console's sections (one chunk each, some with only
              // useInfiniteQuery) split useBaseQuery out of it, and every customer page paid for
              // one more file (docs/decisions/0066-a-landing-page-that-hydrates-little.md).
              name: 'useQuery',
              test: /node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useQuery|useBaseQuery|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)|query-core[\\/]build[\\/]modern[\\/]queryObserver)\.js$/,
              priority: 2,
              // Only these modules: what they import (the query client, its provider) stays where
              // it was. Nothing of those imports back into this chunk, so no cycle can form.
              includeDependenciesRecursively: false,
            },
            {
              // What the entry imports at start (the shell, the API client, the small shared
              // pieces) in one chunk with it: every page loads all of it anyway, so separate
              // files only cost a request each and their import lists, repeated in every lazy
              // chunk's preload list. Together that was 1.5 KB of the landing page's 90 KB.
              name: 'shell',
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));

/**
 * The boot script starts the app on a page the server drew (src/boot/boot.js; the server puts
 * dist/boot.js in each such page, apps/api/src/plugins/boot-script.ts). It is not a module of the
 * bundle, so it is minified and emitted here: every visitor of the landing page downloads it, and
 * its comments are for us.
 */
function bootScript(): Plugin {
  const file = fileURLToPath(new URL('./src/boot/boot.js', import.meta.url));
  return {
    name: 'faza-boot-script',
    async generateBundle() {
      const { code, errors } = await minify('boot.js', readFileSync(file, 'utf8'), {
        compress: true,
        mangle: true,
      });
      if (errors.length) this.error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
  };
}
