/**
 * The server's build-time rewrites (src/server/build-plugins.ts) still find their spot in the
 * installed Astro and @astrojs/node: an upgrade that moves one fails here, not silently in speed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserChunks, CHROME_PRELOADS_PLACEHOLDER, COMPILE_ALL_HINT, compileHintFor, compileReactDomEarly, exposeAppHandler, findChromePreloads, foundChromePreloads, memoiseAssetPaths, memoiseCspDigests, memoisePageModules, streamRenderedPages, streamStoredPages, withChromePreloads } from '../../../src/server/build-plugins.ts';

const root = join(import.meta.dirname, '../../..');
const resolveFrom = createRequire(join(root, 'package.json'));
const astroDist = join(root, 'node_modules/astro/dist');
const nodeServer = join(root, 'node_modules/@astrojs/node/dist/server.js');
const source = (path: string) => readFileSync(path, 'utf8');

describe('build plugins', () => {
  it('expose the adapter’s app handler beside its standalone handler', () => {
    const out = exposeAppHandler.transform(source(nodeServer), nodeServer);
    expect(out?.code).toMatch(/export const appHandler = createMiddleware\(app, options\);/);
    expect(out?.code).toContain('createStandaloneHandler(app, options, headersMap)');
  });

  it('memoise CSP digests with the same results', async () => {
    const file = join(astroDist, 'core/encryption.js');
    const out = memoiseCspDigests.transform(source(file), file);
    expect(out?.code).toContain('async function computeCspDigest(data, algorithm)');
    // Evaluate the rewritten function alone: same digest as WebCrypto's, then from memory.
    const body = out!.code.slice(out!.code.indexOf('const cairnCspDigests'), out!.code.indexOf('async function generateContentHash'));
    const make = new Function('crypto', 'encoder', 'encodeBase64', 'ALGORITHMS', `${body}; return generateCspDigest;`);
    const encodeBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
    let calls = 0;
    const counting = { subtle: { digest: (a: string, d: BufferSource) => (calls++, crypto.subtle.digest(a, d)) } };
    const digest = make(counting, new TextEncoder(), encodeBase64, { 'SHA-256': 'sha256-' }) as (d: string, a: string) => Promise<string>;
    const expected = `sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('body{}'))).toString('base64')}`;
    expect(await digest('body{}', 'SHA-256')).toBe(expected);
    expect(await digest('body{}', 'SHA-256')).toBe(expected);
    expect(calls).toBe(1);
  });

  it('stream cache hits from the stored bytes, and read a miss once', () => {
    const file = join(astroDist, 'core/cache/memory-provider.js');
    const out = streamStoredPages.transform(source(file), file);
    expect(out?.code).toContain('return new Response(cairnStoredBody(entry.body), {');
    expect(out?.code).not.toContain('entry.body.slice(0)');
    expect(out?.code).toContain('const [forCache, forClient] = await cairnReadOnce(response);');
    expect(out?.code).not.toContain('response.clone()');
  });

  it('give a miss’s entry and its client the same bytes, headers and status', async () => {
    const file = join(astroDist, 'core/cache/memory-provider.js');
    const code = streamStoredPages.transform(source(file), file)!.code;
    const helpers = code.slice(code.indexOf('function cairnStoredBody'));
    const readOnce = new Function(`${helpers}; return cairnReadOnce;`)() as (r: Response) => Promise<[{ status: number; headers: Headers; arrayBuffer(): Promise<ArrayBuffer> }, Response]>;
    const page = '<!DOCTYPE html><p>Trail boots</p>';
    const [forCache, forClient] = await readOnce(new Response(page, { status: 200, headers: { 'content-type': 'text/html', 'cache-tag': 'page' } }));
    expect(new TextDecoder().decode(await forCache.arrayBuffer())).toBe(page);
    expect(forCache.headers.get('cache-tag')).toBe('page');
    expect(await forClient.text()).toBe(page);
    expect([forClient.status, forClient.headers.get('content-type')]).toEqual([200, 'text/html']);
  });

  it('stream a rendered page’s chunks as Astro made them, in order, without empty ones', async () => {
    const file = join(astroDist, 'runtime/server/render/page.js');
    const code = streamRenderedPages.transform(source(file), file)!.code;
    expect(code).toContain('body = cairnPageStream(nodeBody);');
    const pageStream = new Function(`${code.slice(code.indexOf('function cairnPageStream'))}; return cairnPageStream;`)() as (chunks: unknown) => ReadableStream<Uint8Array> | Response;
    const encoder = new TextEncoder();
    const made = ['<!DOCTYPE html><p>', '', 'Trail boots', '</p>'].map((part) => encoder.encode(part));
    let returned = false;
    const rendered = (parts: Uint8Array[], failAt = -1) => ({
      [Symbol.asyncIterator]: () => {
        let i = 0;
        return {
          next: async () => {
            if (i === failAt) throw new Error('render failed');
            return i < parts.length ? { done: false, value: parts[i++] } : { done: true, value: undefined };
          },
          return: async () => ((returned = true), { done: true, value: undefined }),
        };
      },
    });
    const read: Uint8Array[] = [];
    for await (const chunk of pageStream(rendered(made)) as ReadableStream<Uint8Array>) read.push(chunk);
    // The same arrays, not copies, and the empty one left out (the page's bytes are the same).
    expect(read).toEqual([made[0], made[2], made[3]]);
    expect(read[1]).toBe(made[2]);
    expect(await new Response(pageStream(rendered(made)) as ReadableStream<Uint8Array>).text()).toBe('<!DOCTYPE html><p>Trail boots</p>');
    // A render that fails fails the read; a client that goes away stops the render.
    await expect(new Response(pageStream(rendered(made, 2)) as ReadableStream<Uint8Array>).text()).rejects.toThrow('render failed');
    const reader = (pageStream(rendered(made)) as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    expect(returned).toBe(true);
    // A page that answered with a Response of its own is that Response.
    const redirect = Response.redirect('https://cairn.example/en-us/', 302);
    expect(pageStream(redirect)).toBe(redirect);
  });

  it('import each page module once, and again after a failed import', async () => {
    const file = join(astroDist, 'core/environment/production.js');
    const out = memoisePageModules.transform(source(file), file);
    expect(out?.code).toContain('return await cairnPageModule(importComponentInstance);');
    expect(out?.code).not.toContain('return await importComponentInstance();');
    const helper = out!.code.slice(out!.code.indexOf('const cairnPageModules'));
    const pageModule = new Function(`${helper}; return cairnPageModule;`)() as (load: () => Promise<unknown>) => Promise<unknown>;
    let imports = 0;
    const home = { page: () => 'home' };
    const load = () => (imports++, Promise.resolve(home));
    expect(await pageModule(load)).toBe(home);
    expect(await pageModule(load)).toBe(home);
    expect(imports).toBe(1);
    let failures = 0;
    const flaky = () => (failures++ === 0 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(home));
    await expect(pageModule(flaky)).rejects.toThrow('chunk missing');
    await new Promise((settled) => setTimeout(settled, 0));
    expect(await pageModule(flaky)).toBe(home);
    expect(failures).toBe(2);
  });

  it('split each asset path once, with the same parts as Astro’s own', () => {
    const file = join(astroDist, 'core/render/ssr-element.js');
    const original = source(file);
    const out = memoiseAssetPaths.transform(original, file);
    expect(out?.code).toContain('function computeAssetPath(path) {');
    const body = (code: string) => code.slice(code.indexOf('const URL_PARSE_BASE'), code.indexOf('function appendQueryParams'));
    const before = new Function(`${body(original)}; return splitAssetPath;`)() as (p: string) => { pathname: string; suffix: string };
    const after = new Function(`${body(out!.code)}; return splitAssetPath;`)() as typeof before;
    for (const path of ['/_astro/chrome.client.X1.js', '_astro/page.css?v=2#top', 'https://cdn.example/a.js?x=1', '/_astro/chrome.client.X1.js']) {
      expect(after(path)).toEqual(before(path));
    }
    // A caller that changes its copy changes nothing kept.
    after('/_astro/kept.js').pathname = 'changed';
    expect(after('/_astro/kept.js').pathname).toBe('/_astro/kept.js');
  });

  it('leave other modules alone', () => {
    for (const plugin of [exposeAppHandler, memoiseAssetPaths, memoiseCspDigests, memoisePageModules, streamRenderedPages, streamStoredPages]) expect(plugin.transform('export {}', resolveFrom.resolve('zod'))).toBeNull();
  });
});

describe('the chrome script’s preloads', () => {
  it('are written in place of the placeholder, whichever quotes the bundler kept, as a string the server parses', () => {
    const preloads = ['/_astro/chrome.client.AbC123.js'];
    for (const quote of ['"', "'", '`']) {
      const code = `var written = ${quote}${CHROME_PRELOADS_PLACEHOLDER}${quote};\nconst list = JSON.parse(written);`;
      const out = withChromePreloads(code, preloads);
      expect(out).not.toContain(CHROME_PRELOADS_PLACEHOLDER);
      const literal = /var written = (.*);/.exec(out)![1]!;
      expect(JSON.parse(JSON.parse(literal))).toEqual(preloads);
    }
  });

  it('are the client entry’s own imports, found by the chrome script’s module id', () => {
    findChromePreloads.generateBundle(undefined, {
      'other.js': { type: 'chunk', isEntry: true, facadeModuleId: '/work/src/pages/x.astro?astro&type=script&index=0&lang.ts', imports: ['_astro/other.js'] },
      'entry.js': { type: 'chunk', isEntry: true, facadeModuleId: '/work/src/layouts/Base.astro?astro&type=script&index=0&lang.ts', imports: ['_astro/chrome.client.X1.js'] },
    });
    expect(foundChromePreloads()).toEqual(['/_astro/chrome.client.X1.js']);
  });
});

describe('the browser’s chunks made on purpose', () => {
  const groups = browserChunks.configEnvironment('client')?.build.rolldownOptions.output.codeSplitting.groups ?? [];
  const group = (name: string) => groups.find((g) => g.name === name)!;

  it('are made in the browser’s build only', () => {
    expect(browserChunks.configEnvironment('ssr')).toBeNull();
    expect(groups.map((g) => g.name)).toEqual(['chrome.client', 'react', 'when-near', 'preload-helper', 'block-behaviours']);
  });

  it('hold the blocks’ always-loaded parts in one chunk, and leave out what other chunks share', () => {
    const { test } = group('block-behaviours');
    const parts = ['collection/collection.client', 'newsletter/newsletter.client', 'recommendations/recommendations.client', 'article-grid/article-grid.client', 'shared/product-carousel.loader', 'vertical-list/vertical-list.client', 'benefit-bar/benefit-bar.client', 'ugc/ugc.client'];
    for (const part of parts) {
      const file = join(root, 'blocks', `${part}.ts`);
      // Each is a real file that the behaviours' module imports: a rename can't leave the group empty.
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(join(root, 'blocks/shared/behaviours.client.ts'), 'utf8')).toContain(`${part.startsWith('shared/') ? './' + part.slice(7) : '../' + part}.ts`);
      expect(test.test(file), file).toBe(true);
    }
    // The behaviours' module itself (its entry's own chunk), the blocks' real code, and the shared helpers are not.
    for (const other of ['blocks/shared/behaviours.client.ts', 'blocks/collection/collection.run.ts', 'blocks/shared/when-near.ts', 'blocks/video/video.client.ts']) expect(test.test(join(root, other)), other).toBe(false);
    // The groups before it claim what it would take in with its parts' imports (the bundler's default).
    const names = groups.map((g) => g.name);
    expect(names.indexOf('when-near')).toBeLessThan(names.indexOf('block-behaviours'));
    expect(group('when-near').test.test(join(root, 'blocks/shared/when-near.ts'))).toBe(true);
    expect(group('preload-helper').test.test('\0vite/preload-helper.js')).toBe(true);
  });

  it('hold the chrome’s first script (and, by the bundler’s default, what it imports)', () => {
    const { test } = group('chrome.client');
    expect(test.test('/work/src/components/chrome/chrome.client.ts')).toBe(true);
    // Not the lazy part, nor another entry that shares its imports.
    expect(test.test('/work/src/components/chrome/chrome.lazy.ts')).toBe(false);
    expect(test.test('/work/blocks/shared/behaviours-later.ts')).toBe(false);
  });

  it('hold React’s runtime in one chunk: the installed React, JSX runtime and React DOM client', () => {
    const { test } = group('react');
    for (const entry of ['react', 'react/jsx-runtime', 'react-dom/client']) expect(test.test(resolveFrom.resolve(entry)), entry).toBe(true);
    // Nothing a page's first scripts load, nor what only some islands use.
    for (const other of [resolveFrom.resolve('nanostores'), resolveFrom.resolve('@nanostores/react'), join(root, 'node_modules/@astrojs/react/dist/client.js'), join(root, 'islands/cart/CartPage.tsx'), '/work/src/lib/react/index.js']) {
      expect(test.test(other), other).toBe(false);
    }
  });
});

describe('React DOM’s compile hint', () => {
  it('starts React DOM’s chunk of the browser’s build, after minification, and no other chunk', () => {
    expect(compileReactDomEarly.configEnvironment('ssr')).toBeNull();
    const postBanner = compileReactDomEarly.configEnvironment('client')?.build.rolldownOptions.output.postBanner;
    expect(postBanner).toBe(compileHintFor);
    // The installed React DOM's browser build, as the bundler names it.
    const reactDomClient = join(dirname(resolveFrom.resolve('react-dom/client')), 'cjs/react-dom-client.production.js');
    expect(readFileSync(reactDomClient, 'utf8')).toContain('hydrateRoot');
    expect(compileHintFor({ moduleIds: [resolveFrom.resolve('react-dom'), reactDomClient, resolveFrom.resolve('react-dom/client')] })).toBe('//# allFunctionsCalledOnLoad\n');
    expect(COMPILE_ALL_HINT).toMatch(/^\/\/# allFunctionsCalledOnLoad\n$/);
    // React itself, Astro's island loader and the shop's own chunks stay lazy.
    for (const other of [resolveFrom.resolve('react'), join(root, 'node_modules/@astrojs/react/dist/client.js'), join(root, 'islands/cart/CartPage.tsx')]) expect(compileHintFor({ moduleIds: [other] })).toBe('');
  });
});
