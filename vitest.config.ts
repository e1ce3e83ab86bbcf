import { defineConfig } from 'vitest/config';
import { getViteConfig } from 'astro/config';

// Generous: the sandbox seeds per suite, and CI shares 2 cores with the build.
const shared = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Two cores on CI: more workers only contend.
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: ['tests/unit/astro/**'] } },
      // Tests that render .astro components (container API) need Astro's Vite plugins.
      getViteConfig({ test: { ...shared, name: 'astro', include: ['tests/unit/astro/**/*.test.ts'] } }),
    ],
  },
});
