import { defineConfig } from 'vitest/config';

// The shared package's own tests, alone: what StrykerJS runs against each mutant of packages/shared.
export default defineConfig({
  test: {
    include: ['packages/shared/src/**/*.test.ts'],
    environment: 'node',
  },
});
