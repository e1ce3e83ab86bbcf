import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Two cores on CI: more workers only contend.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
