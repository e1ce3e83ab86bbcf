/**
 * Serves another build of the storefront against a sandbox that is already running, for side-by-side
 * comparisons (docs/bench.md, "Comparing two builds"):
 *
 *   CAIRN_OUT_DIR=dist-a npm run build
 *   CAIRN_OUT_DIR=dist-a SANDBOX_PORT=4602 PORT=4603 node tests/bench/serve-build.ts
 *
 * `npm start` with CONTENT_API_URL and COMMERCE_API_URL pointed at the sandbox would also start,
 * but as a shop on real services: it does not relay the sandbox's /media, so every image is a 404
 * and Lighthouse measures a page without pictures.
 */
import { join, resolve } from 'node:path';
import { serve } from '../../src/server/main.ts';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT);
if (!process.env.SANDBOX_PORT || !port) throw new Error('Set SANDBOX_PORT (the running sandbox) and PORT.');
await serve({ entry: join(root, process.env.CAIRN_OUT_DIR ?? 'dist', 'server/entry.mjs'), port, host: process.env.HOST ?? 'localhost', compression: true });
console.log(`Serving ${process.env.CAIRN_OUT_DIR ?? 'dist'} at http://localhost:${port} against the sandbox on ${process.env.SANDBOX_PORT}`);
