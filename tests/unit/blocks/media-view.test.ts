/**
 * The pure decisions behind the media blocks' markup: banner layouts per breakpoint, alignment,
 * image sizes, duplicate media links, CTA classes, spacer classes and the block root attributes.
 */
import { describe, expect, it } from 'vitest';
import { bannerBlock, typeStyle } from '../../../schemas/content/banner.ts';
import {
  TYPE_STYLE_CLASSES,
  gradientHideClasses,
  mediaLinkIsDuplicate,
  mediaSizes,
  mediaSlots,
  resolveAlignments,
  resolveLayouts,
  textAlignClasses,
} from '../../../blocks/banner/banner-view.ts';
import { blockDomId, blockRootAttrs } from '../../../blocks/shared/block-root.ts';
import { ctaClasses, resolveStyles } from '../../../blocks/shared/cta.ts';
import { blockString } from '../../../blocks/shared/strings.ts';
import { spacerClasses } from '../../../blocks/spacer/spacer.ts';
import { sizesFor } from '../../../src/lib/media/image.ts';

const media = { sm: { url: '/media/content/a-800x800.svg' } };
const banner = (extra: Record<string, unknown> = {}) => bannerBlock.parse({ type: 'banner', id: 'b', title: 'T', media, ...extra });

describe('banner layouts', () => {
  it('defaults to overlay everywhere', () => {
    expect(resolveLayouts(banner())).toEqual({ sm: 'overlay', md: 'overlay', lg: 'overlay', xl: 'overlay' });
  });

  it('inherits each missing breakpoint from the one below', () => {
    const b = banner({ mediaList: [media], responsiveLayout: { sm: { layout: 'below-1media' }, lg: { layout: 'split' }, xl: { layout: 'below-2media' } } });
    expect(resolveLayouts(b)).toEqual({ sm: 'below-1media', md: 'below-1media', lg: 'split', xl: 'below-2media' });
  });

  it('falls back to below-1media when a stored below-2media has one media', () => {
    const b = { ...banner(), responsiveLayout: { md: { layout: 'below-2media' as const } } };
    expect(resolveLayouts(b).md).toBe('below-1media');
  });

  it('orders media slots: media, then mediaList', () => {
    const second = { sm: { url: '/media/content/b.svg', alt: '', type: 'image' as const } };
    expect(mediaSlots(banner({ mediaList: [second] })).map((m) => m.sm.url)).toEqual(['/media/content/a-800x800.svg', '/media/content/b.svg']);
  });

  it('alignment: the layout\'s own, else small below lg and large from lg', () => {
    const b = banner({ alignmentSmall: 'center', alignmentLarge: 'right', responsiveLayout: { md: { layout: 'overlay', alignment: 'left' } } });
    expect(resolveAlignments(b)).toEqual({ sm: 'center', md: 'left', lg: 'right', xl: 'right' });
  });

  it('a layout entry\'s alignment carries up within its size class, not across it', () => {
    const b = banner({ alignmentSmall: 'left', alignmentLarge: 'left', responsiveLayout: { sm: { layout: 'overlay', alignment: 'center' }, lg: { layout: 'split', alignment: 'right' } } });
    expect(resolveAlignments(b)).toEqual({ sm: 'center', md: 'center', lg: 'right', xl: 'right' });
  });

  it('sizes follow the layout and the contained width', () => {
    const layouts = { sm: 'overlay', md: 'below-2media', lg: 'split', xl: 'split' } as const;
    expect(sizesFor(mediaSizes(layouts, { isFullWidth: false, imageWidth: 60 }))).toBe(
      '(min-width: 80rem) 48rem, (min-width: 64rem) 60vw, (min-width: 48rem) 50vw, 100vw',
    );
    expect(sizesFor(mediaSizes({ sm: 'overlay', md: 'overlay', lg: 'overlay', xl: 'overlay' }, { isFullWidth: true, imageWidth: 50 }))).toBe('100vw');
  });

  it('hides the gradient where the editor did not ask for it', () => {
    expect(gradientHideClasses(['sm', 'lg'])).toBe('hide-md hide-xl');
    expect(gradientHideClasses(['sm', 'md', 'lg', 'xl'])).toBe('');
  });

  it('a media link to the same place as a CTA is a duplicate', () => {
    const targets = [{ url: '/en-us/c/tents-3002', text: 'Shop' }];
    expect(mediaLinkIsDuplicate(banner({ mediaTarget: { url: '/en-us/c/tents-3002' }, targets }))).toBe(true);
    expect(mediaLinkIsDuplicate(banner({ mediaTarget: { url: '/en-us/c/tents-3002' }, targets, linkType: 'No-CTA' }))).toBe(false);
    expect(mediaLinkIsDuplicate(banner({ mediaTarget: { url: '/en-us/loyalty' }, targets }))).toBe(false);
  });

  it('text alignment switches at lg', () => {
    expect(textAlignClasses('center', 'left')).toEqual({
      text: 'text-center lg:text-left',
      justify: 'justify-center lg:justify-start',
      items: 'items-center lg:items-start',
    });
  });

  it('has a class string for every type style', () => {
    for (const s of typeStyle.options) expect(TYPE_STYLE_CLASSES[s].length, s).toBeGreaterThan(0);
  });
});

describe('CTA classes', () => {
  it('inherits a style from the breakpoint below', () => {
    expect(resolveStyles({ sm: 'inverse', lg: 'link' })).toEqual({ sm: 'inverse', md: 'inverse', lg: 'link', xl: 'link' });
    expect(resolveStyles({}, 'secondary')).toEqual({ sm: 'secondary', md: 'secondary', lg: 'secondary', xl: 'secondary' });
  });

  it('adds breakpoint classes only where the style changes', () => {
    const c = ctaClasses({ style: { sm: 'inverse', lg: 'primary' }, size: 'large' });
    expect(c.split(' ').slice(0, 3)).toEqual(['cta', 'cta-large', 'cta-inverse']);
    expect(c).toContain('lg:bg-brand');
    expect(c).not.toMatch(/\bmd:/);
  });

  it('equal size: content-box 12.5rem from md (spec: width 12.5rem plus padding)', () => {
    expect(ctaClasses({ style: {}, size: 'medium' }, { equalSize: true })).toContain('md:box-content md:w-cta-equal');
  });
});

describe('spacer classes', () => {
  it('maps the scale per breakpoint, only where it changes', () => {
    expect(spacerClasses({ sm: 'sm', md: 'sm', lg: 'xl' })).toBe('h-4 lg:h-24');
    expect(spacerClasses({ sm: 'none' })).toBe('h-0');
  });
});

describe('blockRootAttrs', () => {
  it('carries the data hooks and the hide classes', () => {
    expect(blockRootAttrs({ type: 'banner', id: 'b-1', hideOnBreakpoint: ['sm', 'xl'], sticky: false }, 'banner')).toEqual({
      'data-block': 'banner',
      'data-block-id': 'b-1',
      class: 'hide-sm hide-xl banner',
    });
  });

  it('sticky everywhere or per breakpoint', () => {
    expect(blockRootAttrs({ type: 'promo-bar', id: 'p', sticky: true }).class).toBe('sticky top-0 z-30');
    expect(blockRootAttrs({ type: 'promo-bar', id: 'p', sticky: { sm: true } }).class).toBe('max-lg:sticky max-lg:top-0 max-lg:z-30');
    expect(blockRootAttrs({ type: 'promo-bar', id: 'p', sticky: { lg: true } }).class).toBe('lg:sticky lg:top-0 lg:z-30');
    expect(blockRootAttrs({ type: 'promo-bar', id: 'p', sticky: { sm: true, lg: true } }).class).toBe('sticky top-0 z-30');
  });

  it('makes DOM ids safe and unique per position', () => {
    expect(blockDomId({ id: 'hero "x"/1' }, 3, 'title')).toBe('b3-hero--x--1-title');
  });
});

describe('block strings', () => {
  it('falls back to English', () => {
    expect(blockString('fr', 'newTab')).toContain('nouvel onglet');
    expect(blockString('es', 'newTab')).toBe('(opens in a new tab)');
  });
});
