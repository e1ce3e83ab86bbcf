/**
 * Compressed answers from the embedded default (issue 15; src/server/): brotli when asked, gzip
 * when only that is, nothing when not asked; the route cache's copy served compressed with its
 * length; the build's assets from their precompressed files.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support.ts';

const CLIENT = join(process.env.CAIRN_OUT_DIR ?? 'dist', 'client');

test('a page is brotli when the browser accepts it, gzip when only that, and plain when not asked', async ({ request }) => {
  const br = await request.get('/en-us/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toMatch(/accept-encoding/i);
  expect(await br.text()).toContain('</html>');
  const gzip = await request.get('/en-us/', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get('/en-us/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['vary']).toMatch(/accept-encoding/i);
  // The same page, whichever way it travelled.
  expect(await gzip.text()).toBe(await plain.text());
});

test("the route cache's copy of a public page is served compressed, with its length", async ({ request }) => {
  // From the route cache: a HIT, or STALE while another request refreshes it (both the stored copy).
  const fromCache = (res: { headers(): Record<string, string> }) => ['HIT', 'STALE'].includes(res.headers()['x-astro-cache'] ?? '');
  let hit = await request.get('/en-us/about-us', { headers: { 'accept-encoding': 'br' } });
  for (let tries = 0; tries < 5 && !fromCache(hit); tries++) hit = await request.get('/en-us/about-us', { headers: { 'accept-encoding': 'br' } });
  expect(hit.headers()['x-astro-cache']).toMatch(/^(HIT|STALE)$/);
  expect(hit.headers()['content-encoding']).toBe('br');
  const length = Number(hit.headers()['content-length']);
  expect(length).toBeGreaterThan(0);
  const plain = await request.get('/en-us/about-us', { headers: { 'accept-encoding': 'identity' } });
  expect(length, 'several times smaller than the page').toBeLessThan((await plain.body()).length / 3);
});

test('the BFF answers JSON compressed when asked', async ({ request }) => {
  const res = await request.get('/api/gateway/consumers-v3/utilities/countryList?locale=en_US', { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect((await res.json()).countries.length).toBeGreaterThan(100);
});

test("the build's scripts and styles are served from their precompressed files", async ({ request }) => {
  const assets = readdirSync(join(CLIENT, '_astro')).filter((name) => /\.(js|css)$/.test(name) && statSync(join(CLIENT, '_astro', name)).size > 4096);
  expect(assets.length).toBeGreaterThan(0);
  const name = assets[0]!;
  const res = await request.get(`/_astro/${name}`, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(res.headers()['content-encoding']).toBe('br');
  expect(Number(res.headers()['content-length'])).toBe(statSync(join(CLIENT, '_astro', `${name}.br`)).size);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await request.get(`/_astro/${name}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(Number(gz.headers()['content-length'])).toBe(statSync(join(CLIENT, '_astro', `${name}.gz`)).size);
  const plain = await request.get(`/_astro/${name}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).length).toBe(statSync(join(CLIENT, '_astro', name)).size);
});
