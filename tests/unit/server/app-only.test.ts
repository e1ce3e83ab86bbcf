import { describe, expect, it } from 'vitest';
import { appOnly } from '../../../src/server/main.ts';

const client = new Set(['_astro', 'favicon.svg', 'icons', 'option-stack-noscript.css']);

describe('appOnly: requests that skip the static-file lookup', () => {
  it('sends page and API paths straight to the app', () => {
    for (const url of ['/en-us/', '/en-us', '/fr-fr/c/mens-jackets-2001?sort=price', '/de-de/p/x#top', '/api/gateway/cart/v1/item', '/api?x=1', '/health'])
      expect(appOnly(url, client), url).toBe(true);
  });

  it('leaves assets, files added at runtime and anything unknown to the static-first path', () => {
    for (const url of ['/', '/_astro/app.js', '/favicon.svg', '/icons/x.svg', '/__bench/home.html', '/en%2Dus/', '/EN-US/', '/apis', '', undefined, 'en-us/'])
      expect(appOnly(url, client), String(url)).toBe(false);
  });

  it('keeps the static path when the build has a file or folder of that name (a prerendered locale)', () => {
    expect(appOnly('/en-us/about', new Set([...client, 'en-us']))).toBe(false);
  });
});
