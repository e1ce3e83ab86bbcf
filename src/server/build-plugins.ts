/**
 * Build-time plugins for the server's hot path (issue 15, "server render cost"), used by
 * astro.config.mjs. Each rewrites one known spot of a dependency; when the spot is not found (an
 * upgrade moved it) the plugin leaves the module alone and the server works as before, only slower.
 *
 * - `exposeAppHandler`: @astrojs/node's server entry also exports `appHandler`, its request
 *   handler without the static-file step in front. In standalone mode every request first has its
 *   path looked up on disk (an lstat and a stat or two) before it is rendered; src/server/main.ts
 *   sends page and API paths, which are never files, straight to `appHandler`. The entry's own
 *   `handler` and `startServer` (`node dist/server/entry.mjs`) are unchanged.
 * - `streamStoredPages`: Astro's memory route cache answers a hit with a copy of the stored page
 *   (`body.slice(0)`), which the Response constructor copies again: two copies of ~120 KB per
 *   hit, and the garbage they make, for bytes nobody writes to. A hit now streams the stored bytes
 *   as one chunk (a view, not a copy; a default stream never transfers or detaches its chunks).
 *   A miss was split in two (`response.clone()`, a tee that copies every chunk), one branch read
 *   whole for the entry and the other streamed to the client. It is now read whole once, and the
 *   client gets the stored bytes as a hit does. Headers, status and body are the same.
 * - `memoiseCspDigests`: Astro hashes every inline style and script of a route into the page's
 *   CSP on every render (WebCrypto, SHA-256). The inputs are the build's own inline assets, the
 *   same few strings render after render, so each digest is computed once per process. The policy
 *   and its hashes are exactly what they were.
 * - `memoisePageModules`: Astro finds a route's page module with a dynamic `import()` on every
 *   request. The module is loaded once, but each `import()` of it walks the ESM loader again
 *   (resolve, the module job's map, a promise): 2 % of a cold home render and 1 % of an add to cart
 *   through the BFF, for the same module every time. The first import's promise is kept per page
 *   (a failed one is forgotten, so the next request tries again).
 * - `memoiseAssetPaths`: every script and stylesheet link of a render has its path split with a
 *   `new URL()` (Astro's `splitAssetPath`), the build's same few dozen paths render after render:
 *   1 % of a cold home render. Each path is split once per process; callers get a copy.
 * - `streamRenderedPages`: on Node, Astro hands a page's render to the Response as an async
 *   iterable of byte chunks, and undici wraps it in a byte stream whose pull copies every chunk
 *   twice (`Buffer.from(chunk)`, then `new Uint8Array(buffer)`) before anyone reads it. Each chunk
 *   is a new array Astro never touches again, so the page's stream now passes them on as they are
 *   (a default stream, which never transfers or detaches its chunks). Same bytes, same order, same
 *   errors.
 * - `findChromePreloads` and `writeChromePreloads` (below): the chrome's first script preloads its
 *   imports.
 * - `browserChunks` (below, the browser's build): the chrome's first script and its imports stay one
 *   chunk, so a page before interaction loads two scripts; React's runtime is one chunk, not three.
 * - `compileReactDomEarly` (below, the browser's build): React DOM's chunk asks V8 to compile it
 *   off the main thread while it downloads.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface TransformPlugin {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
}

/** A plugin that rewrites one known spot of one dependency's file, and leaves alone a file without it. */
function rewriteSpot(name: string, file: RegExp, spot: string, rewrite: (code: string) => string): TransformPlugin {
  return { name, transform: (code, id) => (file.test(id) && code.includes(spot) ? { code: rewrite(code), map: null } : null) };
}

const NODE_SERVER_ENTRY = /@astrojs[\\/]node[\\/]dist[\\/]server\.js$/;
const ASTRO_ENCRYPTION = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;

export const exposeAppHandler: TransformPlugin = {
  name: 'cairn-expose-app-handler',
  transform(code, id) {
    if (!NODE_SERVER_ENTRY.test(id)) return null;
    if (!/import createMiddleware from/.test(code) || !/const app = createApp\(/.test(code)) return null;
    return { code: `${code}\n/** Cairn (src/server/build-plugins.ts): the app without the static-file step. */\nexport const appHandler = createMiddleware(app, options);\n`, map: null };
  },
};

const DIGEST_DECLARATION = 'async function generateCspDigest(data, algorithm) {';

const MEMOISED_DIGESTS = [
  '/** Cairn (src/server/build-plugins.ts): the same inline asset hashes to the same digest, once. */',
  'const cairnCspDigests = new Map();',
  'const CAIRN_CSP_DIGESTS_MAX = 2000;',
  'async function generateCspDigest(data, algorithm) {',
  '  let byData = cairnCspDigests.get(algorithm);',
  '  if (!byData) cairnCspDigests.set(algorithm, (byData = new Map()));',
  '  const known = byData.get(data);',
  '  if (known !== undefined) return known;',
  '  const digest = await computeCspDigest(data, algorithm);',
  '  if (byData.size >= CAIRN_CSP_DIGESTS_MAX) byData.clear();',
  '  byData.set(data, digest);',
  '  return digest;',
  '}',
  'async function computeCspDigest(data, algorithm) {',
].join('\n');

export const memoiseCspDigests = rewriteSpot('cairn-memoise-csp-digests', ASTRO_ENCRYPTION, DIGEST_DECLARATION, (code) => code.replace(DIGEST_DECLARATION, MEMOISED_DIGESTS));

const ASTRO_MEMORY_PROVIDER = /[\\/]astro[\\/]dist[\\/]core[\\/]cache[\\/]memory-provider\.js$/;
const HIT_BODY = 'return new Response(entry.body.slice(0), {';
const MISS_SPLIT = 'const [forCache, forClient] = [response.clone(), response];';

const STORED_PAGE_HELPERS = [
  '/** Cairn (src/server/build-plugins.ts): a hit streams the stored bytes, one chunk, no copy. */',
  'function cairnStoredBody(body) {',
  '  const bytes = new Uint8Array(body);',
  '  return new ReadableStream({ start(controller) { controller.enqueue(bytes); controller.close(); } });',
  '}',
  '/** Cairn (src/server/build-plugins.ts): a miss is read once; the entry keeps the bytes the client is sent. */',
  'async function cairnReadOnce(response) {',
  '  const body = await response.arrayBuffer();',
  '  const forCache = { status: response.status, headers: response.headers, arrayBuffer: () => Promise.resolve(body) };',
  '  const forClient = new Response(cairnStoredBody(body), { status: response.status, statusText: response.statusText, headers: response.headers });',
  '  return [forCache, forClient];',
  '}',
].join('\n');

export const streamStoredPages = rewriteSpot('cairn-stream-stored-pages', ASTRO_MEMORY_PROVIDER, HIT_BODY, (code) => {
  const rewritten = code.replace(HIT_BODY, 'return new Response(cairnStoredBody(entry.body), {').replace(MISS_SPLIT, 'const [forCache, forClient] = await cairnReadOnce(response);');
  return `${rewritten}\n${STORED_PAGE_HELPERS}\n`;
});

const ASTRO_PRODUCTION_ENVIRONMENT = /[\\/]astro[\\/]dist[\\/]core[\\/]environment[\\/]production\.js$/;
const PAGE_IMPORT = 'return await importComponentInstance();';

const PAGE_MODULE_HELPER = [
  '/** Cairn (src/server/build-plugins.ts): each page module is imported once; a failed import is tried again. */',
  'const cairnPageModules = new WeakMap();',
  'function cairnPageModule(importComponentInstance) {',
  '  let loading = cairnPageModules.get(importComponentInstance);',
  '  if (!loading) {',
  '    loading = importComponentInstance();',
  '    cairnPageModules.set(importComponentInstance, loading);',
  '    loading.catch(() => cairnPageModules.delete(importComponentInstance));',
  '  }',
  '  return loading;',
  '}',
].join('\n');

export const memoisePageModules = rewriteSpot('cairn-memoise-page-modules', ASTRO_PRODUCTION_ENVIRONMENT, PAGE_IMPORT, (code) => `${code.replace(PAGE_IMPORT, 'return await cairnPageModule(importComponentInstance);')}\n${PAGE_MODULE_HELPER}\n`);

const ASTRO_SSR_ELEMENT = /[\\/]astro[\\/]dist[\\/]core[\\/]render[\\/]ssr-element\.js$/;
const SPLIT_ASSET_PATH = 'function splitAssetPath(path) {';

const MEMOISED_ASSET_PATHS = [
  '/** Cairn (src/server/build-plugins.ts): the build\'s asset paths, each split once. */',
  'const cairnAssetPaths = new Map();',
  'const CAIRN_ASSET_PATHS_MAX = 2000;',
  'function splitAssetPath(path) {',
  '  let split = cairnAssetPaths.get(path);',
  '  if (!split) {',
  '    split = computeAssetPath(path);',
  '    if (cairnAssetPaths.size >= CAIRN_ASSET_PATHS_MAX) cairnAssetPaths.clear();',
  '    cairnAssetPaths.set(path, split);',
  '  }',
  '  return { pathname: split.pathname, suffix: split.suffix };',
  '}',
  'function computeAssetPath(path) {',
].join('\n');

export const memoiseAssetPaths = rewriteSpot('cairn-memoise-asset-paths', ASTRO_SSR_ELEMENT, SPLIT_ASSET_PATH, (code) => code.replace(SPLIT_ASSET_PATH, MEMOISED_ASSET_PATHS));

const ASTRO_RENDER_PAGE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]page\.js$/;
const NODE_PAGE_BODY = 'body = nodeBody;';

const PAGE_STREAM_HELPER = [
  '/** Cairn (src/server/build-plugins.ts): a page\'s chunks go to the client as Astro made them, not copied twice each. */',
  'function cairnPageStream(chunks) {',
  '  if (chunks instanceof Response) return chunks;',
  '  let iterator;',
  '  return new ReadableStream({',
  '    start() { iterator = chunks[Symbol.asyncIterator](); },',
  '    async pull(controller) {',
  '      // An empty chunk is skipped here: a pull that enqueues nothing is not called again.',
  '      for (;;) {',
  '        const { done, value } = await iterator.next();',
  '        if (done) return controller.close();',
  '        if (value.byteLength) return controller.enqueue(value);',
  '      }',
  '    },',
  '    cancel(reason) { return iterator.return?.(reason); },',
  '  });',
  '}',
].join('\n');

export const streamRenderedPages = rewriteSpot('cairn-stream-rendered-pages', ASTRO_RENDER_PAGE, NODE_PAGE_BODY, (code) => `${code.replace(NODE_PAGE_BODY, 'body = cairnPageStream(nodeBody);')}\n${PAGE_STREAM_HELPER}\n`);

/**
 * The chrome's first script preloads its imports (src/lib/page/chrome-preloads.ts).
 *
 * Astro builds the chrome's script (src/layouts/Base.astro) as a small entry that imports the
 * chrome's module, a chunk of its own because the chrome's lazy part shares it. A browser finds
 * that chunk only once the entry has come: two round trips, one after the other, before the
 * chrome starts. On a phone's simulated network that chain ended near the first paint, and
 * Lighthouse counted it before the paint in some runs and not in others (docs/bench.md "Session
 * 14"). A `<link rel="modulepreload">` beside the script asks for both at once.
 *
 * The chunk's hashed name exists only once the client is built, after the server: the client
 * build's plugin (`findChromePreloads`) notes the entry's imports, and the integration
 * (`writeChromePreloads`) writes them into the server's output in place of the placeholder, as
 * Astro writes its own manifest.
 */
export const CHROME_PRELOADS_PLACEHOLDER = '@@CAIRN_CHROME_PRELOADS@@';
const CHROME_ENTRY = /[\\/]src[\\/]layouts[\\/]Base\.astro\?astro&type=script/;
let chromePreloads: string[] | undefined;
let serverDir: string | undefined;

interface BundleChunk {
  type: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
}

export const findChromePreloads = {
  name: 'cairn-find-chrome-preloads',
  generateBundle(_options: unknown, bundle: Record<string, BundleChunk>): void {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId && CHROME_ENTRY.test(chunk.facadeModuleId)) {
        chromePreloads = (chunk.imports ?? []).map((file) => `/${file}`);
      }
    }
  },
};

/** What the client build found: the chrome script's imports, as URLs (undefined before the client is built). */
export const foundChromePreloads = (): readonly string[] | undefined => chromePreloads;

/** Files of the server's output that hold the placeholder, with it replaced by `preloads` (a JSON string literal of the list). */
export function withChromePreloads(code: string, preloads: readonly string[]): string {
  return code.replace(new RegExp(`(['"\`])${CHROME_PRELOADS_PLACEHOLDER}\\1`, 'g'), () => JSON.stringify(JSON.stringify(preloads)));
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export const writeChromePreloads = {
  name: 'cairn-write-chrome-preloads',
  hooks: {
    'astro:config:done': ({ config }: { config: { build: { server: URL } } }) => {
      serverDir = fileURLToPath(config.build.server);
    },
    'astro:build:done': ({ logger }: { logger: Logger }) => {
      const preloads = foundChromePreloads();
      if (!serverDir || !preloads) return logger.warn('the chrome script’s entry was not found in the client build: its imports are not preloaded');
      let files = 0;
      for (const file of readdirSync(serverDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.mjs')) continue;
        const path = join(serverDir, file);
        const code = readFileSync(path, 'utf8');
        if (!code.includes(CHROME_PRELOADS_PLACEHOLDER)) continue;
        writeFileSync(path, withChromePreloads(code, preloads));
        files += 1;
      }
      if (files === 0) logger.warn('the chrome preloads’ placeholder is not in the server build: its imports are not preloaded');
      else logger.info(`the chrome's script preloads ${preloads.join(', ') || 'nothing'}`);
    },
  },
};

const CHROME_FIRST_SCRIPT = /[\\/]src[\\/]components[\\/]chrome[\\/]chrome\.client\.ts$/;

/**
 * React's runtime as an island hydrates it: React, its JSX runtime and React DOM's client. The
 * bundler matches these and, by its default, what they import (React DOM, the scheduler), none of
 * which a page's first scripts load. Astro's React loader stays its own entry (the islands'
 * renderer), and `@nanostores/react` out: it imports nanostores, whose atoms every page loads.
 */
const REACT_RUNTIME = /[\\/]node_modules[\\/](?:react[\\/](?:index|jsx-runtime)\.js|react-dom[\\/]client\.js)$/;

/**
 * The browser's build, three chunks made on purpose:
 * - **The chrome's first script** and everything it imports are one chunk, even the modules another
 *   entry shares (the blocks' behaviours' script, blocks/shared/BehavioursOnPage.astro, imports its
 *   timing and holds). Without this, the bundler puts those shared modules in a chunk of their own,
 *   and every page, even one of non-interactive blocks that never runs the other entry, loads a third
 *   script before interaction (issue 15: at most 2). The other entries import them from the chunk
 *   every page loads anyway.
 * - **React's runtime** is one chunk. By default it came in three (React, the JSX runtime, React
 *   DOM), which every island's hydration loads together, all or none: on a machine where each
 *   module costs the main thread 10–18 ms whatever its size (docs/bench.md "Session 29"), two fewer
 *   modules on every page that hydrates React, and on the first quick-shop or mini cart of a public
 *   page. No byte moves: these three never load apart. React DOM's compile hint
 *   (`compileReactDomEarly`) now covers the other two, which run at once too.
 * - **The blocks' always-loaded parts** are one chunk (`BLOCK_BEHAVIOUR_STARTS`), loaded after
 *   the page with the behaviours' script. Home named seven of them, each its own request and module
 *   evaluation; now it makes 15 script requests instead of 20 (12.3 KB instead of 14.3 KB
 *   compressed) and its main thread spends about half as long evaluating modules after the first
 *   paint (docs/bench.md "Session 38"). A page with only one of them loads the others' few lines
 *   too (the category page 1.1 KB gzip more before interaction, the same requests), and they all
 *   run: each only looks for its own roots.
 *   when-near and the preload helper keep their own chunks, which other chunks share: the groups
 *   before this one claim them, or it would take them in.
 */
export const browserChunks = {
  name: 'cairn-browser-chunks',
  configEnvironment(name: string) {
    if (name !== 'client') return null;
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'chrome.client', test: CHROME_FIRST_SCRIPT },
                { name: 'react', test: REACT_RUNTIME },
                // Before the behaviours' group: it would take in these two, which other chunks share.
                { name: 'when-near', test: WHEN_NEAR },
                { name: 'preload-helper', test: VITE_PRELOAD_HELPER },
                { name: 'block-behaviours', test: BLOCK_BEHAVIOUR_STARTS },
              ],
            },
          },
        },
      },
    };
  },
};

/**
 * The blocks' always-loaded parts (blocks/shared/behaviours.client.ts PARTS): each a few lines
 * that import the block's behaviour when it nears the viewport. On their own, each was a chunk
 * of 0.3–0.6 KB and a module for the main thread (seven on home). Their imports (when-near, the
 * chrome's chunk, the preload helper) stay where they were: other chunks share them.
 */
const BLOCK_BEHAVIOUR_STARTS =
  /[\\/]blocks[\\/](?:collection[\\/]collection\.client|newsletter[\\/]newsletter\.client|recommendations[\\/]recommendations\.client|article-grid[\\/]article-grid\.client|shared[\\/]product-carousel\.loader|vertical-list[\\/]vertical-list\.client|benefit-bar[\\/]benefit-bar\.client|ugc[\\/]ugc\.client)\.ts$/;

const WHEN_NEAR = /[\\/]blocks[\\/]shared[\\/]when-near\.ts$/;
const VITE_PRELOAD_HELPER = /vite[\\/]preload-helper/;

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * V8's file-wide compile hint (Chromium 136 and later): a script that starts with this comment
 * has all its functions compiled eagerly, on a background thread as it streams in, instead of
 * each one on the main thread when it is first called.
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

interface RenderedChunk {
  moduleIds: readonly string[];
}

/** The hint for a chunk of the browser's build: React DOM's gets it, every other none. */
export const compileHintFor = (chunk: RenderedChunk): string => (chunk.moduleIds.some((id) => REACT_DOM_CLIENT.test(id)) ? COMPILE_ALL_HINT : '');

/**
 * React DOM's chunk carries V8's compile hint. The private pages (cart, checkout, favorites)
 * hydrate with React as soon as they load, and most of React DOM runs then: it was compiled one
 * function at a time on the main thread, inside the task that evaluates it and the hydration's
 * tasks. With the hint, a cart's load spends about a third less time in React DOM's chunks on the
 * main thread (79 → 51 ms, docs/bench.md "Session 31"). Other chunks are left lazy: most of their
 * functions wait for a shopper's action, and compiling them early would only cost memory. Browsers
 * without the hint read a comment. It goes in after minification (`postBanner`), which drops comments.
 */
export const compileReactDomEarly = {
  name: 'cairn-compile-react-dom-early',
  configEnvironment(name: string) {
    if (name !== 'client') return null;
    return { build: { rolldownOptions: { output: { postBanner: compileHintFor } } } };
  },
};
