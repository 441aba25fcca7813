import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Module boundaries (README, Architecture). ESLint's own no-restricted-imports, no plugin: the
// rules are about import specifiers only, and the core rule checks type imports too.
const intoAnotherFeature = {
  // `../<feature>/<file>` from a feature folder: another feature's internals. `../<feature>` (its
  // index.ts) is the public entry; `../../lib/…` and the like are not features.
  regex: '^\\.\\./[^./][^/]*/',
  message: "Import another feature through its index.ts ('../<feature>'), not its internals.",
};
// A feature may be split into sections (`features/admin/orders/`), each with its own index.ts.
const intoASection = {
  // `./<section>/<file>` from the feature's own files: go through `./<section>` (its index.ts).
  regex: '^\\./[^./][^/]*/',
  message: "Import a section through its index.ts ('./<section>'), not its internals.",
};
const intoAnotherSection = {
  // `../<section>/<file>` from a section: a sibling's internals.
  regex: '^\\.\\./[^./][^/]*/',
  message: "Import another section through its index.ts ('../<section>'), not its internals.",
};
const fromASectionIntoAnotherFeature = {
  // `../../<feature>/<file>` from a section: another feature's internals.
  regex: '^\\.\\./\\.\\./[^./][^/]*/',
  message: "Import another feature through its index.ts ('../../<feature>'), not its internals.",
};
const boundaries = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});
const noApps = {
  regex: '(^|/)apps/|^@faza/(web|api)($|/)',
  message: 'packages/shared must not import from an app.',
};
const noApi = {
  regex: '(^|/)api/src/|^@faza/api($|/)',
  message: 'apps/web must not import from apps/api: share it through packages/shared.',
};
const noWeb = {
  regex: '(^|/)web/src/|^@faza/web($|/)',
  message: 'apps/api must not import from apps/web: share it through packages/shared.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '.data-test/**',
      'bench/mutation/.stryker-tmp/**',
      'bench/mutation/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['packages/shared/**/*.{ts,tsx}'], rules: boundaries(noApps) },
  { files: ['apps/web/**/*.{ts,tsx}'], rules: boundaries(noApi) },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: boundaries(noApi, intoAnotherFeature, intoASection),
  },
  {
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    rules: boundaries(noApi, intoAnotherSection, fromASectionIntoAnotherFeature),
  },
  { files: ['apps/api/**/*.ts'], rules: boundaries(noWeb) },
  {
    // The tests start the API from a bundle in apps/api/dist, where every file's import.meta is the
    // bundle's: paths are found from apps/api/src/api-dir.ts (docs/decisions/0067).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/api-dir.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MetaProperty'][property.name=/^(dirname|filename)$/]",
          message:
            "Find paths from API_DIR (api-dir.ts): a bundled file has the bundle's import.meta.",
        },
        {
          selector:
            "NewExpression[callee.name='URL'] > MemberExpression[object.type='MetaProperty']",
          message:
            "Find paths from API_DIR (api-dir.ts): a bundled file has the bundle's import.meta.",
        },
      ],
    },
  },
  { files: ['apps/api/src/modules/*/*.ts'], rules: boundaries(noWeb, intoAnotherFeature) },
);
