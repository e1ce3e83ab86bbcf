// @ts-check
import { defineConfig, envField, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { BENEFIT_BAR_EARLY_SCRIPT } from './blocks/benefit-bar/closed-flag.ts';
import { EARLY_PRESSES_SCRIPT } from './src/lib/page/early-presses.ts';
import { MEMBER_HEIGHT_EARLY_SCRIPT } from './src/lib/loyalty/member-height.ts';
import { SITES } from './src/lib/site/locales.ts';
import { TRACKING_PARAMS } from './src/lib/site/tracking-params.ts';
import { precompressFolder } from './src/server/precompress.ts';
import { browserChunks, compileReactDomEarly, exposeAppHandler, findChromePreloads, memoiseAssetPaths, memoiseCspDigests, memoisePageModules, streamRenderedPages, streamStoredPages, writeChromePreloads } from './src/server/build-plugins.ts';

/**
 * The hosts whose forwarded headers are trusted (read at build, like SITE_URL).
 * @param {string} siteUrl
 * @param {string} [extra] comma-separated host names (ALLOWED_HOSTS)
 */
function allowedDomains(siteUrl, extra = '') {
  const site = new URL(siteUrl);
  const hosts = [site.hostname, 'localhost', ...extra.split(',').map((h) => h.trim()).filter(Boolean)];
  return [...new Set(hosts)].flatMap((hostname) => [{ hostname, protocol: 'https' }, ...(hostname === site.hostname ? [{ hostname, protocol: site.protocol.replace(':', '') }] : [])]);
}

/** `.br` and `.gz` beside the built client's text files, served by src/server/static-files.ts. */
const precompress = {
  name: 'cairn-precompress',
  hooks: {
    /** @param {{ dir: URL, logger: import('astro').AstroIntegrationLogger }} options */
    'astro:build:done': ({ dir, logger }) => {
      const { files, bytes, brBytes } = precompressFolder(fileURLToPath(dir));
      logger.info(`precompressed ${files} files: ${Math.round(bytes / 1024)} KB, ${Math.round(brBytes / 1024)} KB as brotli`);
    },
  },
};

/** Public pages: fresh for a minute, then served stale while one request revalidates. */
const PUBLIC_PAGE = { maxAge: 60, swr: 600 };

export default defineConfig({
  output: 'server',
  // Astro's own lines (build, server errors) are JSON too, like src/lib/log/logger.ts's: one object
  // per line, with the request's correlation id when written while one is handled.
  logger: { entrypoint: './src/lib/log/astro-lines.ts' },
  // Parallel work in one checkout (several engineers' e2e runs) builds into separate folders.
  outDir: process.env.CAIRN_OUT_DIR ?? 'dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), precompress, writeChromePreloads],
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  image: { service: passthroughImageService() },
  // Query params that change content are part of the key; tracking params (src/lib/site/tracking-params.ts) are not.
  // Astro's memory provider, stepping aside for preview sessions, and bounded in bytes too
  // (ROUTE_CACHE_MB) (src/lib/cache/route-cache-provider.ts).
  cache: { provider: { name: 'memory', entrypoint: './src/lib/cache/route-cache-provider.ts', config: { max: 2000, query: { exclude: [...TRACKING_PARAMS] } } } },
  // Route rules match URL paths, not route files: a `/[locale]/[...slug]` rule would also match
  // /api/* and /media/* and cache private answers. So each locale's public pages are listed.
  routeRules: Object.fromEntries(
    SITES.flatMap(({ locale }) => [
      [`/${locale}/c/[category]`, { ...PUBLIC_PAGE, tags: ['category'] }],
      [`/${locale}/p/[product]`, { ...PUBLIC_PAGE, tags: ['product'] }],
      [`/${locale}/articles/[slug]`, { ...PUBLIC_PAGE, tags: ['article'] }],
      // Search results, the hub and no-results: cached per URL (the words, filters, sort and page).
      [`/${locale}/search`, { ...PUBLIC_PAGE, tags: ['search'] }],
      // The store locator and its GET search (postal code or city): cached per URL.
      [`/${locale}/store-locator`, { ...PUBLIC_PAGE, tags: ['stores'] }],
      // Home (/{locale}/) and content pages.
      [`/${locale}/[...slug]`, { ...PUBLIC_PAGE, tags: ['content'] }],
    ]),
  ),

  security: {
    // Forwarded headers (X-Forwarded-Proto/Host) are honoured only for these hosts: the public
    // origin (SITE_URL), the local production stack (https://localhost), and ALLOWED_HOSTS.
    allowedDomains: allowedDomains(process.env.SITE_URL ?? 'http://localhost:4321', process.env.ALLOWED_HOSTS),
    // Astro hashes its own scripts and styles into a CSP <meta>. CMS colours and per-breakpoint
    // layout values are validated tokens in style attributes, so only style-src-attr allows inline.
    csp: {
      directives: [
        "default-src 'self'",
        // Cloudinary delivers the CMS's production videos (blocks/video), their posters and tracks.
        "img-src 'self' data: https://res.cloudinary.com",
        "media-src 'self' https://res.cloudinary.com",
        // The video player's icon font is embedded in its stylesheet.
        "font-src 'self' data:",
        "connect-src 'self' https://res.cloudinary.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
      // The inline scripts, which must act before any module can: the benefit bar's closed flag
      // (before the bar paints), the presses that beat the chrome's script, and the loyalty
      // panel's remembered member height (before the panel paints).
      scriptDirective: { hashes: [BENEFIT_BAR_EARLY_SCRIPT, EARLY_PRESSES_SCRIPT, MEMBER_HEIGHT_EARLY_SCRIPT].map((script) => /** @type {const} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`)) },
    },
  },
  env: {
    schema: {
      COMMERCE_API_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
      CONTENT_API_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
      SANDBOX_PORT: envField.number({ context: 'server', access: 'secret', default: 4322 }),
      PREVIEW_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Origins (comma-separated) of editor tools allowed to frame the storefront (CSP frame-ancestors).
      EDITOR_ORIGINS: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Experiments (Optimizely): the SDK key, or a datafile URL; unset with the sandbox, its datafile.
      OPTIMIZELY_SDK_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      OPTIMIZELY_DATAFILE_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
      EXPERIMENTS_EVENTS_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
      API_ACCESS_KEY: envField.string({ context: 'server', access: 'secret', default: 'sandbox-access-key' }),
      CONTENT_TIMEOUT_MS: envField.number({ context: 'server', access: 'secret', default: 2500 }),
      LOG_LEVEL: envField.enum({ context: 'server', access: 'secret', values: ['debug', 'info', 'warn', 'error'], default: 'info' }),
      // Sessions (src/lib/bff/session.ts): Redis shared by every instance, else a SQLite file.
      REDIS_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
      SESSION_SECRET: envField.string({ context: 'server', access: 'secret', optional: true, min: 32 }),
      SESSION_DB: envField.string({ context: 'server', access: 'secret', default: '.data/sessions.db' }),
      // The CMS publish webhook (src/pages/api/cms/publish.ts): the HMAC secret (unset: the webhook
      // is off), and the Varnish purge listeners to send tag purges to (comma-separated URLs).
      PUBLISH_SECRET: envField.string({ context: 'server', access: 'secret', optional: true, min: 16 }),
      VARNISH_PURGE_URLS: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Payment providers (src/lib/payments/providers.ts): each key switches its real SDK on (and its
      // origins into the CSP, src/middleware.ts); unset, the offline sandbox adapter. Read at runtime.
      PAYPAL_CLIENT_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      KLARNA_CLIENT_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      APPLE_PAY_MERCHANT_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      // The route cache's memory per instance (src/lib/cache/route-cache-provider.ts): smaller
      // behind Varnish, which is the shared cache there. Read at runtime.
      ROUTE_CACHE_MB: envField.number({ context: 'server', access: 'secret', default: 64, int: true, gt: 0 }),
    },
    validateSecrets: true,
  },
  vite: {
    // The server's hot path: no disk lookup before pages, CSP digests once, cache hits without copies;
    // the browser's: the chrome in one chunk, React's runtime in another, React DOM compiled while it downloads (src/server/build-plugins.ts).
    plugins: [tailwindcss(), exposeAppHandler, memoiseCspDigests, memoisePageModules, memoiseAssetPaths, streamStoredPages, streamRenderedPages, findChromePreloads, browserChunks, compileReactDomEarly],
  },
});
