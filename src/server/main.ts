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
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressAnswer, CompressedCopies } from './compression.ts';
import { servePrecompressed } from './static-files.ts';

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

export async function serve(options: ServeOptions): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(options.entry).href)) as { handler: Handler };
  const clientDir = resolve(dirname(options.entry), '../client');
  const copies = new CompressedCopies();
  const server = createServer((req, res) => {
    if (options.compression) {
      if (servePrecompressed(req, res, clientDir)) return;
      compressAnswer(req, res, copies);
    }
    handler(req, res);
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
