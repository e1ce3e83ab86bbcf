// @ts-check
import { defineConfig, envField, memoryCache, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

/** Public pages: fresh for a minute, then served stale while one request revalidates. */
const PUBLIC_PAGE = { maxAge: 60, swr: 600 };

export default defineConfig({
  output: 'server',
  // Parallel work in one checkout (several engineers' e2e runs) builds into separate folders.
  outDir: process.env.CAIRN_OUT_DIR ?? 'dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  image: { service: passthroughImageService() },
  // Query params that change content are part of the key; tracking params are dropped by default.
  cache: { provider: memoryCache({ max: 2000 }) },
  routeRules: {
    '/[locale]/c/[category]': { ...PUBLIC_PAGE, tags: ['category'] },
    '/[locale]/p/[product]': { ...PUBLIC_PAGE, tags: ['product'] },
    // Home (/{locale}/) and content pages.
    '/[locale]/[...slug]': { ...PUBLIC_PAGE, tags: ['content'] },
  },
  security: {
    // Astro hashes its own scripts and styles into a CSP <meta>. CMS colours and per-breakpoint
    // layout values are validated tokens in style attributes, so only style-src-attr allows inline.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "media-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  env: {
    schema: {
      COMMERCE_API_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
      CONTENT_API_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
      SANDBOX_PORT: envField.number({ context: 'server', access: 'secret', default: 4322 }),
      PREVIEW_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      API_ACCESS_KEY: envField.string({ context: 'server', access: 'secret', default: 'sandbox-access-key' }),
      CONTENT_TIMEOUT_MS: envField.number({ context: 'server', access: 'secret', default: 2500 }),
      LOG_LEVEL: envField.enum({ context: 'server', access: 'secret', values: ['debug', 'info', 'warn', 'error'], default: 'info' }),
    },
    validateSecrets: true,
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
