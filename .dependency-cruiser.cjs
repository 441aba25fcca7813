// Layers and import circles (docs/architecture.md). `npm run lint` runs this on apps/ and
// packages/; scripts/module-boundaries.test.ts proves each rule catches what it names.
// Layers, top to bottom; an import may only point down or sideways within a layer:
//   web: app/ (routes, shell, providers) → features/* → components/, lib/
//   api: main.ts, worker.ts, app.ts, app-jobs.ts, cli/ → modules/* → lib/, db/, plugins/, jobs/
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: two files that need each other belong together, or one of them is in the wrong layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment:
        'A feature must not import the app layer (routes, shell, providers): that layer composes the features.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-sections-through-their-index',
      severity: 'error',
      comment:
        "A feature split into sections (features/admin/orders/): another section reaches a section's files only through its index.ts.",
      // $1 and $2: the importing file's feature and section.
      from: { path: '^apps/web/src/features/([^/]+)/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/[^/]+/',
        pathNot: [
          '^apps/web/src/features/[^/]+/[^/]+/index\\.tsx?$',
          '^apps/web/src/features/$1/$2/',
        ],
      },
    },
    {
      name: 'web-feature-through-its-sections-index',
      severity: 'error',
      comment:
        "A feature's own files (or another feature's) reach a section's files only through its index.ts.",
      from: { path: '^apps/web/src/features/[^/]+/[^/]+\\.tsx?$' },
      to: {
        path: '^apps/web/src/features/[^/]+/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/[^/]+/index\\.tsx?$',
      },
    },
    {
      name: 'web-shared-code-below-features',
      severity: 'error',
      comment:
        'lib/ and components/ are the bottom layer: they import neither features nor the app.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-lib-at-the-bottom',
      severity: 'error',
      comment: 'lib/ is the bottom of the web app: components may use it, it uses no component.',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'api-db-at-the-bottom',
      severity: 'error',
      comment:
        'db/ is the bottom of the API: lib/, jobs/ and plugins/ use it, it uses none of them.',
      from: { path: '^apps/api/src/db/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/(lib|jobs|plugins)/' },
    },
    {
      name: 'api-modules-below-app',
      severity: 'error',
      comment:
        'A module must not import what composes the modules (app.ts, main.ts, worker.ts, app-jobs.ts, cli/); its tests may, to build the app around it.',
      from: { path: '^apps/api/src/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/(app|main|worker|app-jobs)\\.ts$|^apps/api/src/cli/' },
    },
    {
      name: 'api-shared-code-below-modules',
      severity: 'error',
      comment: 'lib/, db/, plugins/ and jobs/ sit below the modules: they never import one.',
      from: { path: '^apps/api/src/(lib|db|plugins|jobs)/' },
      to: { path: '^apps/api/src/(modules|cli)/|^apps/api/src/(app|main|worker|app-jobs)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
