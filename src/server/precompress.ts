/**
 * Writes `.br` and `.gz` beside every text file of the built client folder (issue 15: "static
 * assets precompressed at build"), at the highest qualities: this runs once per build, and every
 * shopper's download is smaller for it. Files under MIN_COMPRESS_BYTES, and copies that would
 * not be smaller, are skipped. Run by the Astro integration in astro.config.mjs.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { brotliText, MIN_COMPRESS_BYTES, TEXT_FILE_TYPES } from './encoding.ts';

export interface PrecompressReport {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (entry.isFile() && TEXT_FILE_TYPES[extname(entry.name).toLowerCase()]) yield path;
  }
}

export function precompressFolder(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  for (const path of textFiles(dir)) {
    if (statSync(path).size < MIN_COMPRESS_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, { params: brotliText(constants.BROTLI_MAX_QUALITY, body.length) });
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
    report.files += 1;
    report.bytes += body.length;
    report.brBytes += Math.min(br.length, body.length);
    report.gzBytes += Math.min(gz.length, body.length);
  }
  return report;
}
