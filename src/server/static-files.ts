/**
 * The build's precompressed static files (issue 15): `/_astro/app.js` answered from
 * `app.js.br` or `app.js.gz` (written at build by ./precompress.ts) when the request accepts
 * that encoding, with the same caching headers Astro's Node adapter gives the plain file
 * (immutable for hashed assets under /_astro/). Everything else goes on to the adapter.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { negotiateEncoding, TEXT_FILE_TYPES, varyWithEncoding, type Encoding } from './encoding.ts';

export const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const fileStats = (path: string): Stats | null => {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
};

/** The file under `clientDir` a URL path names, or null when it would leave the folder. */
function fileOf(clientDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(clientDir, decoded));
  return full.startsWith(clientDir.endsWith(sep) ? clientDir : clientDir + sep) ? full : null;
}

/** Answers the request from a precompressed copy and returns true, or returns false (not ours). */
export function servePrecompressed(req: IncomingMessage, res: ServerResponse, clientDir: string, assetsDir = '_astro'): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  const type = TEXT_FILE_TYPES[extname(urlPath).toLowerCase()];
  if (!type) return false;
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding) return false;
  const file = fileOf(clientDir, urlPath);
  if (!file || !fileStats(file)) return false;
  const compressed = `${file}${SUFFIX[encoding]}`;
  const stats = fileStats(compressed);
  if (!stats) return false;

  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${encoding}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Vary', varyWithEncoding(res.getHeader('vary')?.toString()));
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  res.setHeader('Cache-Control', urlPath.startsWith(`/${assetsDir}/`) ? HASHED_ASSETS_CACHE_CONTROL : 'public, max-age=0');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.setHeader('Content-Length', stats.size);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(compressed)
    .on('error', (error) => res.destroy(error))
    .pipe(res);
  return true;
}
