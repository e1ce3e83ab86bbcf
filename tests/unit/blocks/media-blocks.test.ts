/**
 * Schemas of the media and content blocks (banner, hero, picture, spacer, rich-text, promo-bar,
 * footer): each valid fixture parses, each invalid fixture fails at the expected paths, and the
 * defaults and cross-field rules behave as documented.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bannerBlock } from '../../../schemas/content/banner.ts';
import { footerBlock } from '../../../schemas/content/footer.ts';
import { heroBlock } from '../../../schemas/content/hero.ts';
import { pictureBlock } from '../../../schemas/content/picture.ts';
import { promoBarBlock } from '../../../schemas/content/promo-bar.ts';
import { richTextBlock } from '../../../schemas/content/rich-text.ts';
import { spacerBlock } from '../../../schemas/content/spacer.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${name}.json`, import.meta.url), 'utf8'));
const paths = (r: { success: boolean; error?: z.ZodError }) => (r.error?.issues ?? []).map((i) => i.path.join('.'));

const CASES = [
  { type: 'banner', schema: bannerBlock, invalidPaths: ['titleColor', 'targets.0.url', 'gradientStyle'] },
  { type: 'hero', schema: heroBlock, invalidPaths: ['responsiveLayout.lg.layout'] },
  { type: 'picture', schema: pictureBlock, invalidPaths: ['target.text'] },
  { type: 'spacer', schema: spacerBlock, invalidPaths: ['size.lg', 'divider.style'] },
  { type: 'rich-text', schema: richTextBlock, invalidPaths: ['richText', 'maxWidth'] },
  { type: 'promo-bar', schema: promoBarBlock, invalidPaths: ['messages', 'rotationSeconds'] },
  { type: 'footer', schema: footerBlock, invalidPaths: ['groups.0.links', 'social.0.url', 'legalLinks.0.url'] },
] as const;

describe.each(CASES)('$type fixtures', ({ type, schema, invalidPaths }) => {
  it('the valid fixture parses', () => {
    const r = schema.safeParse(fixture(`${type}.valid`));
    expect(r.success ? 'ok' : JSON.stringify(r.error.issues, null, 2)).toBe('ok');
  });

  it(`the invalid fixture fails at ${invalidPaths.join(', ')}`, () => {
    const r = schema.safeParse(fixture(`${type}.invalid`));
    expect(r.success).toBe(false);
    expect(paths(r).sort()).toEqual([...invalidPaths].sort());
  });

  it('refuses another type discriminator', () => {
    const raw = { ...(fixture(`${type}.valid`) as object), type: 'not-this' };
    expect(paths(schema.safeParse(raw))).toContain('type');
  });
});

describe('banner', () => {
  const minimal = { type: 'banner', id: 'b1', title: 'Trail season' };

  it('fills every optional field with its default', () => {
    const b = bannerBlock.parse(minimal);
    expect(b).toMatchObject({
      hideOnBreakpoint: [],
      sticky: false,
      titleStyle: 'display-lg',
      titleH1: false,
      hideTitle: false,
      subtitleStyle: 'body-lg',
      overlineStyle: 'caps',
      mediaList: [],
      targets: [],
      linkType: 'CTA',
      equalTargetSize: false,
      backdrop: false,
      captionStyle: 'body-sm',
      captionPosition: 'off',
      gradientStyle: 'off',
      gradientTone: 'dark',
      gradientBreakpoints: ['sm', 'md', 'lg', 'xl'],
      textAlignmentSmall: 'left',
      textAlignmentLarge: 'left',
      alignmentSmall: 'left',
      alignmentLarge: 'left',
      verticalAlignment: 'middle',
      overlayWidth: 'sm',
      imageWidth: 50,
      cinemaMode: false,
      isFullHeight: false,
      isFullWidth: false,
      responsiveLayout: {},
    });
  });

  it('fills target defaults (targetAttribute, style, size)', () => {
    const b = bannerBlock.parse({ ...minimal, targets: [{ url: '/en-us/c/tents-3002', text: 'Shop tents' }] });
    expect(b.targets[0]).toEqual({ url: '/en-us/c/tents-3002', text: 'Shop tents', targetAttribute: '_self', style: {}, size: 'medium' });
  });

  it('needs some content', () => {
    expect(paths(bannerBlock.safeParse({ type: 'banner', id: 'b' }))).toEqual(['title']);
    expect(bannerBlock.safeParse({ type: 'banner', id: 'b', richText: '<p>x</p>' }).success).toBe(true);
  });

  it('accepts below-2media with media plus one mediaList item, or two mediaList items', () => {
    const media = { sm: { url: '/media/content/a-800x800.svg' } };
    const layout = { responsiveLayout: { md: { layout: 'below-2media' } } };
    expect(bannerBlock.safeParse({ ...minimal, ...layout, media, mediaList: [media] }).success).toBe(true);
    expect(bannerBlock.safeParse({ ...minimal, ...layout, mediaList: [media, media] }).success).toBe(true);
    expect(paths(bannerBlock.safeParse({ ...minimal, ...layout, media }))).toEqual(['responsiveLayout.md.layout']);
  });

  it('needs captionText when the caption is on', () => {
    expect(paths(bannerBlock.safeParse({ ...minimal, captionPosition: 'top' }))).toEqual(['captionText']);
  });

  it('only takes the spec image widths and overlay widths', () => {
    expect(paths(bannerBlock.safeParse({ ...minimal, imageWidth: 55 }))).toEqual(['imageWidth']);
    expect(paths(bannerBlock.safeParse({ ...minimal, overlayWidth: 'xl' }))).toEqual(['overlayWidth']);
  });

  it('refuses colours that smuggle CSS', () => {
    for (const c of ['red;position:fixed', 'url(x)', 'expression(alert(1))']) {
      expect(paths(bannerBlock.safeParse({ ...minimal, backgroundColor: c }))).toEqual(['backgroundColor']);
    }
  });

  it('refuses a javascript: media link', () => {
    expect(paths(bannerBlock.safeParse({ ...minimal, mediaTarget: { url: 'javascript:alert(1)' } }))).toEqual(['mediaTarget.url']);
  });
});

describe('hero', () => {
  it('is a banner with hero defaults', () => {
    const h = heroBlock.parse({ type: 'hero', id: 'h', title: 'Go further' });
    expect(h).toMatchObject({ type: 'hero', titleH1: true, titleStyle: 'display-xl', isFullWidth: true, verticalAlignment: 'bottom', linkType: 'CTA' });
  });

  it('keeps every banner field (one contract)', () => {
    const bannerKeys = Object.keys(bannerBlock.parse({ type: 'banner', id: 'b', title: 't' })).sort();
    const heroKeys = Object.keys(heroBlock.parse({ type: 'hero', id: 'h', title: 't' })).sort();
    expect(heroKeys).toEqual(bannerKeys);
  });

  it('lets an editor turn the h1 off', () => {
    expect(heroBlock.parse({ type: 'hero', id: 'h', title: 't', titleH1: false }).titleH1).toBe(false);
  });
});

describe('picture', () => {
  it('defaults', () => {
    const p = pictureBlock.parse({ type: 'picture', id: 'p', media: { sm: { url: '/media/content/a-800x600.svg', alt: 'A tent' } } });
    expect(p).toMatchObject({ aspectRatio: 'auto', captionAlignment: 'left', isFullWidth: false });
  });

  it('a linked picture is fine with alt text or link text', () => {
    const media = { sm: { url: '/media/content/a-800x600.svg', alt: '' } };
    expect(pictureBlock.safeParse({ type: 'picture', id: 'p', media, target: { url: '/x', text: 'Shop tents' } }).success).toBe(true);
    expect(pictureBlock.safeParse({ type: 'picture', id: 'p', media, alt: 'A tent', target: { url: '/x' } }).success).toBe(true);
  });
});

describe('spacer', () => {
  it('defaults to md and inherits upwards', () => {
    expect(spacerBlock.parse({ type: 'spacer', id: 's' }).size).toEqual({ sm: 'md' });
    expect(spacerBlock.parse({ type: 'spacer', id: 's', divider: {} }).divider).toEqual({ style: 'solid', inset: true });
  });
});

describe('rich-text', () => {
  it('defaults', () => {
    expect(richTextBlock.parse({ type: 'rich-text', id: 'r', richText: '<p>x</p>' })).toMatchObject({ textAlignmentSmall: 'left', maxWidth: 'md' });
  });
});

describe('promo-bar', () => {
  it('defaults to rotating every 6 seconds', () => {
    expect(promoBarBlock.parse({ type: 'promo-bar', id: 'p', messages: [{ text: 'Free shipping' }] })).toMatchObject({ display: 'rotate', rotationSeconds: 6 });
  });

  it('caps the number of messages', () => {
    const messages = Array.from({ length: 7 }, (_, i) => ({ text: `m${i}` }));
    expect(paths(promoBarBlock.safeParse({ type: 'promo-bar', id: 'p', messages }))).toEqual(['messages']);
  });
});

describe('footer', () => {
  it('defaults to empty lists', () => {
    expect(footerBlock.parse({ type: 'footer', id: 'f' })).toMatchObject({ groups: [], social: [], legalLinks: [] });
  });
});
