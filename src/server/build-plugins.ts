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
 * - `streamCacheHits`: Astro's memory route cache answers a hit with a copy of the stored page
 *   (`body.slice(0)`), which the Response constructor copies again: two copies of ~120 KB per
 *   hit, and the garbage they make, for bytes nobody writes to. A hit now streams the stored bytes
 *   as one chunk (a view, not a copy; a default stream never transfers or detaches its chunks).
 *   Headers, status and body are the same.
 * - `memoiseCspDigests`: Astro hashes every inline style and script of a route into the page's
 *   CSP on every render (WebCrypto, SHA-256). The inputs are the build's own inline assets, the
 *   same few strings render after render, so each digest is computed once per process. The policy
 *   and its hashes are exactly what they were.
 */
interface TransformPlugin {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
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

export const memoiseCspDigests: TransformPlugin = {
  name: 'cairn-memoise-csp-digests',
  transform(code, id) {
    if (!ASTRO_ENCRYPTION.test(id) || !code.includes(DIGEST_DECLARATION)) return null;
    const memoised = [
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
    return { code: code.replace(DIGEST_DECLARATION, memoised), map: null };
  },
};

const ASTRO_MEMORY_PROVIDER = /[\\/]astro[\\/]dist[\\/]core[\\/]cache[\\/]memory-provider\.js$/;
const HIT_BODY = 'return new Response(entry.body.slice(0), {';

export const streamCacheHits: TransformPlugin = {
  name: 'cairn-stream-cache-hits',
  transform(code, id) {
    if (!ASTRO_MEMORY_PROVIDER.test(id) || !code.includes(HIT_BODY)) return null;
    const helper = [
      '/** Cairn (src/server/build-plugins.ts): a hit streams the stored bytes, one chunk, no copy. */',
      'function cairnStoredBody(body) {',
      '  const bytes = new Uint8Array(body);',
      '  return new ReadableStream({ start(controller) { controller.enqueue(bytes); controller.close(); } });',
      '}',
    ].join('\n');
    return { code: `${code.replace(HIT_BODY, 'return new Response(cairnStoredBody(entry.body), {')}\n${helper}\n`, map: null };
  },
};

