// StrykerJS on packages/shared: every rule the app and the API share, mutated one change at a
// time; a mutant that no test notices is a rule no test pins down. Run by `npm run bench --
// mutation`, never by `npm test` (minutes of CPU).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'bench/mutation/vitest.shared.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  // The rules where a wrong answer costs money, food or an account. (All of packages/shared is
  // ~1,300 mutants, over an hour on two cores; widen this list when there is time to spend.)
  mutate: [
    'packages/shared/src/rules/{money,phone,faza,password,otp,expiry,quantity,top-up}.ts',
    'packages/shared/src/auth/{permissions,reset-link}.ts',
    'packages/shared/src/pantry/fefo.ts',
    'packages/shared/src/cart/cart-rules.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'bench/mutation/reports/shared.html' },
  jsonReporter: { fileName: 'bench/mutation/reports/shared.json' },
  tempDirName: 'bench/mutation/.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
