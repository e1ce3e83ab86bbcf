/**
 * Mints a signed preview link for an editor (docs/architecture.md#security-rules: preview needs a signed, expiring session).
 *
 *   npx node scripts/preview-link.ts /en-us/winter-sale --at 2035-12-01T10:00:00Z
 *   npx node scripts/preview-link.ts /en-us/ --ttl 3600 --base https://www.cairn.example
 *
 *   path        the same-origin page to open in preview (its query is kept and signed)
 *   --at ISO    show content as scheduled at that moment (adds previewDateTime to the path)
 *   --ttl S     seconds the link stays valid (default 86400, at most 30 days)
 *   --base URL  the storefront's origin (default SITE_URL, else http://localhost:$PORT or :4321)
 *
 * The secret is PREVIEW_SECRET; unset, the sandbox's development secret (README), with a warning.
 * Prints the link on stdout.
 */
import { parseArgs } from 'node:util';
import {
  DEV_PREVIEW_SECRET,
  PREVIEW_LINK_DEFAULT_TTL_S,
  PREVIEW_LINK_MAX_TTL_S,
  parsePreviewDateTime,
  previewLinkQuery,
  safeRedirectPath,
  signPreviewLink,
} from '../src/lib/preview/signing.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { at: { type: 'string' }, ttl: { type: 'string' }, base: { type: 'string' } },
});

const [rawPath] = positionals;
if (!rawPath || positionals.length > 1) fail('Usage: npx node scripts/preview-link.ts <path> [--at ISO date-time] [--ttl seconds] [--base URL]');
const path = safeRedirectPath(rawPath);
if (!path) fail(`"${rawPath}" is not a path on this site (it must start with a single /).`);

const target = new URL(path, 'http://preview-link.invalid');
if (values.at !== undefined) {
  const at = parsePreviewDateTime(values.at);
  if (!at) fail(`--at "${values.at}" is not an ISO date-time (e.g. 2035-12-01T10:00:00Z).`);
  target.searchParams.set('previewDateTime', at);
}

const ttl = values.ttl === undefined ? PREVIEW_LINK_DEFAULT_TTL_S : Number(values.ttl);
if (!Number.isInteger(ttl) || ttl < 1 || ttl > PREVIEW_LINK_MAX_TTL_S) fail(`--ttl must be whole seconds from 1 to ${PREVIEW_LINK_MAX_TTL_S}.`);

const secret = process.env.PREVIEW_SECRET || DEV_PREVIEW_SECRET;
if (!process.env.PREVIEW_SECRET) console.error('PREVIEW_SECRET is not set: signing with the sandbox development secret.');

const base = (values.base ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 4321}`).replace(/\/$/, '');
const signedPath = `${target.pathname}${target.search}${target.hash}`;
const link = signPreviewLink(secret, signedPath, Math.floor(Date.now() / 1000) + ttl);
console.log(`${base}/preview/enter?${previewLinkQuery(link)}`);
