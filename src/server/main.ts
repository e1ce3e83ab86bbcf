/**
 * The storefront's production HTTP server (issue 15): Astro's Node handler (the adapter in
 * standalone mode, its own server switched off with ASTRO_NODE_AUTOSTART=disabled) behind
 * - the build's precompressed static files (./static-files.ts), and
 * - compressed dynamic answers (./compression.ts),
 * so the embedded default sends brotli or gzip like a proxy would. Behind a proxy that compresses
 * (the production stack's nginx and Varnish) set COMPRESSION=off: compressing twice is waste, and
 * Varnish keeps its own gzip copy.
 *
 *   node src/server/main.ts            serves $CAIRN_OUT_DIR (default dist) on $HOST:$PORT
 *
 * scripts/start.ts (npm start) and scripts/stack.ts start it; the Dockerfile runs it.
 */
import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressAnswer, CompressedCopies } from './compression.ts';
import { servePrecompressed } from './static-files.ts';
import { withoutTrackingParams } from '../lib/site/tracking-params.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ServeOptions {
  /** The build's server entry (dist/server/entry.mjs). */
  entry: string;
  port: number;
  host: string;
  compression: boolean;
}

/** COMPRESSION=off (or 0, false) leaves compression to a proxy in front. */
export const compressionWanted = (value: string | undefined): boolean => !/^(off|0|false|no)$/i.test(value?.trim() ?? '');

/** First path segments of pages and API routes: a locale (`en-us`), `api`, `health`. */
const DYNAMIC_SEGMENT = /^([a-z]{2}-[a-z]{2}|api|health)$/;

/**
 * Whether a request can only be answered by the app: its first path segment is a page or API
 * prefix and no file or folder of that name is in the built client (`clientNames`, read once at
 * start: the build's output does not change under a running server). Anything else (assets,
 * icons, files added at runtime) takes the adapter's static-first path, as before.
 */
export function appOnly(url: string | undefined, clientNames: ReadonlySet<string>): boolean {
  if (!url || url.charCodeAt(0) !== 47 /* / */) return false;
  const end = url.slice(1).search(/[/?#]/);
  const segment = end < 0 ? url.slice(1) : url.slice(1, end + 1);
  return DYNAMIC_SEGMENT.test(segment) && !clientNames.has(segment);
}

const namesIn = (dir: string): Set<string> => {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return new Set();
  }
};

/**
 * The server runs its libraries' production builds. React (react, react/jsx-runtime,
 * react-dom/server) chooses its build by NODE_ENV when it is first loaded, and nothing set it, so
 * the pages React renders on the server (the cart, favorites, the checkout, the account) ran on its
 * development build: checks, warnings and component stacks on every render, 1.4–1.9 times the
 * time per page (docs/bench.md "Session 25"). The browser's bundles were never affected: the build
 * writes NODE_ENV into them. A NODE_ENV that is set (a developer's `development`) is kept.
 */
function withProductionLibraries(): void {
  process.env.NODE_ENV ??= 'production';
}

export async function serve(options: ServeOptions): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  // Before the entry is imported: it loads React.
  withProductionLibraries();
  // Cached pages' hits name their entry, so their compressed copy is found without hashing (./compression.ts).
  if (options.compression) process.env.CAIRN_ENTRY_HEADER = '1';
  // `appHandler` is the adapter's handler without its static-file step (./build-plugins.ts); a
  // build without it serves everything through `handler`, static files first.
  const { handler, appHandler } = (await import(pathToFileURL(options.entry).href)) as { handler: Handler; appHandler?: Handler };
  const clientDir = resolve(dirname(options.entry), '../client');
  const clientNames = namesIn(clientDir);
  const copies = new CompressedCopies();
  const server = createServer((req, res) => {
    // An ad click's parameters never reach the app: the page it renders is everyone's copy (../lib/site/tracking-params.ts).
    if (req.url?.includes('?')) req.url = withoutTrackingParams(req.url);
    const direct = appHandler !== undefined && appOnly(req.url, clientNames);
    if (options.compression) {
      if (!direct && servePrecompressed(req, res, clientDir)) return;
      compressAnswer(req, res, copies);
    }
    if (!direct) return handler(req, res);
    // What the adapter's standalone handler checks before its static step.
    try {
      decodeURI(req.url!);
    } catch {
      res.writeHead(400);
      res.end('Bad request.');
      return;
    }
    appHandler(req, res);
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(options.port, options.host, () => listening());
  });
  console.log(JSON.stringify({ level: 'info', event: 'server.listening', url: `http://${options.host}:${options.port}`, compression: options.compression }));
  return server;
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '../..');
  await serve({
    entry: join(root, process.env.CAIRN_OUT_DIR ?? 'dist', 'server/entry.mjs'),
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? 'localhost',
    compression: compressionWanted(process.env.COMPRESSION),
  });
}
