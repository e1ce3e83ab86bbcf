/** Responsive image URLs: the spec's transforms (docs/requirements/content-blocks.md#images), srcset descriptors, sizes, art direction. */
import { describe, expect, it } from 'vitest';
import {
  IMAGE_TRANSFORM_DEFAULTS,
  artDirectionSources,
  candidateWidths,
  fallbackSrc,
  imageSrcSet,
  imageUrl,
  isAssetHost,
  isSafeImageSrc,
  resolveResponsive,
  sizesFor,
  srcsetFor,
} from '../../src/lib/media/image.ts';

const CDN = 'https://images.partner.example/boots/summit.jpg';

describe('transforms', () => {
  it('uses the spec defaults: sharpen 60, dpr 2, quality 50', () => {
    expect(IMAGE_TRANSFORM_DEFAULTS).toEqual({ sharpen: 60, dpr: 2, quality: 50 });
  });

  it('adds the default transforms on a non-asset host', () => {
    expect(imageUrl(CDN, { width: 640 })).toBe(`${CDN}?w=640&q=50&sharpen=60&dpr=2`);
  });

  it('lets the caller override quality and sharpen, keeps existing params and the hash', () => {
    expect(imageUrl('https://img.example/a.jpg?v=3#x', { width: 320, quality: 70, sharpen: 0 })).toBe(
      'https://img.example/a.jpg?v=3&w=320&q=70&sharpen=0&dpr=2#x',
    );
  });

  it('sends only the width to our asset host (root-relative /media/)', () => {
    expect(isAssetHost('/media/content/hero-1600x900.svg')).toBe(true);
    expect(imageUrl('/media/content/hero-1600x900.svg', { width: 640 })).toBe('/media/content/hero-1600x900.svg?w=640');
  });

  it('treats other root-relative paths and configured origins correctly', () => {
    expect(isAssetHost('/images/x.jpg')).toBe(false);
    expect(isAssetHost('https://assets.cairn.example/x.jpg', ['https://assets.cairn.example'])).toBe(true);
    expect(imageUrl('/images/x.jpg', { width: 100 })).toBe('/images/x.jpg?w=100&q=50&sharpen=60&dpr=2');
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.jpg', '/\\evil.example/x.jpg', ''])(
    'refuses the unsafe source %j',
    (src) => {
      expect(isSafeImageSrc(src)).toBe(false);
      expect(imageUrl(src, { width: 10 })).toBe('');
      expect(srcsetFor(src)).toBe('');
    },
  );
});

describe('srcset', () => {
  it('describes each candidate by the pixels it really returns (DPR 2 asks for half the width)', () => {
    expect(srcsetFor(CDN, { widths: [640, 1280] })).toBe(
      `${CDN}?w=320&q=50&sharpen=60&dpr=2 640w, ${CDN}?w=640&q=50&sharpen=60&dpr=2 1280w`,
    );
  });

  it('never upscales past the intrinsic width, which becomes the last candidate', () => {
    expect(candidateWidths([320, 640, 1280, 1920], 1000)).toEqual([320, 640, 1000]);
    expect(srcsetFor('/media/content/a-1000x500.svg', { widths: [320, 640, 1280], maxWidth: 1000 })).toBe(
      '/media/content/a-1000x500.svg?w=320 320w, /media/content/a-1000x500.svg?w=640 640w, /media/content/a-1000x500.svg?w=1000 1000w',
    );
  });

  it('imageSrcSet is the catalogue shorthand', () => {
    expect(imageSrcSet('/media/products/X/y-1.svg', [480, 800])).toBe('/media/products/X/y-1.svg?w=480 480w, /media/products/X/y-1.svg?w=800 800w');
  });

  it('the fallback src is at most 1280 px', () => {
    expect(fallbackSrc('/media/content/a.svg', 4000)).toBe('/media/content/a.svg?w=1280');
    expect(fallbackSrc('/media/content/a.svg', 600)).toBe('/media/content/a.svg?w=600');
    expect(fallbackSrc(CDN)).toBe(`${CDN}?w=640&q=50&sharpen=60&dpr=2`);
  });
});

describe('sizes', () => {
  it('lists breakpoints largest first and drops repeats', () => {
    expect(sizesFor({ sm: '100vw', md: '100vw', lg: '50vw', xl: '40rem' })).toBe('(min-width: 80rem) 40rem, (min-width: 64rem) 50vw, 100vw');
    expect(sizesFor({ sm: '100vw' })).toBe('100vw');
    expect(sizesFor('33vw')).toBe('33vw');
  });
});

describe('art direction', () => {
  const m = (url: string) => ({ url, alt: '', type: 'image' as const });

  it('fills missing breakpoints from the one below', () => {
    const r = resolveResponsive({ sm: m('/a'), lg: m('/b') });
    expect([r.sm.url, r.md.url, r.lg.url, r.xl.url]).toEqual(['/a', '/a', '/b', '/b']);
  });

  it('emits a source only where the media changes, largest first', () => {
    const sources = artDirectionSources({ sm: m('/a'), md: m('/b'), lg: m('/b'), xl: m('/c') });
    expect(sources.map((s) => [s.bp, s.media, s.item.url])).toEqual([
      ['xl', '(min-width: 80rem)', '/c'],
      ['md', '(min-width: 48rem)', '/b'],
    ]);
    expect(artDirectionSources(m('/a'))).toEqual([]);
  });
});
