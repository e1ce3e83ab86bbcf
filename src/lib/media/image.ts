/**
 * Responsive image URLs for CMS and catalogue media.
 *
 * docs/requirements/content-blocks.md#images: "Image transforms: default sharpen 60, device pixel ratio 2, quality 50 for
 * non-asset hosts." Our asset host (the sandbox's root-relative `/media/...`, and any origin
 * listed in ASSET_ORIGINS) resizes by width only; every other host gets the default transforms as
 * query parameters. The DPR 2 rendition is compensated in `srcset`: a candidate asks for
 * `w = pixels / dpr` and is described by the pixels it really returns, so the browser never
 * downloads twice the pixels it chose.
 *
 * Shared by the storefront and the sandbox, so no Astro imports.
 */
import type { Breakpoint, MediaObject, ResponsiveMedia } from '../../../schemas/content/common.ts';

export const IMAGE_TRANSFORM_DEFAULTS = { sharpen: 60, dpr: 2, quality: 50 } as const;

/** Rendition widths in device pixels, from a small phone at 1x to a wide screen at 2x. */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920, 2560] as const;

/** Root-relative media served by our own asset host (the sandbox in development). */
export const ASSET_PATH_PREFIX = '/media/';
/** Absolute origins that are our asset host too (a CDN in front of it). */
export const ASSET_ORIGINS: readonly string[] = [];

/** CMS breakpoints as min-width queries; sm is the base and has none. Matches global.css. */
export const BREAKPOINT_MIN_WIDTH: Readonly<Record<Breakpoint, string | null>> = {
  sm: null,
  md: '48rem',
  lg: '64rem',
  xl: '80rem',
};
const ORDER: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

export function mediaQueryFor(bp: Breakpoint): string | undefined {
  const min = BREAKPOINT_MIN_WIDTH[bp];
  return min ? `(min-width: ${min})` : undefined;
}

/** Placeholder origin for root-relative URLs; stripped again before returning. */
const BASE = 'http://image.invalid';

/** Image sources we render: http(s) or root-relative. data:, javascript:, //host are refused. */
export function isSafeImageSrc(src: string): boolean {
  const v = src.trim();
  if (v.startsWith('/')) return !/^\/[/\\]/.test(v);
  return /^https?:\/\/[^/\\]/i.test(v);
}

export function isAssetHost(src: string, assetOrigins: readonly string[] = ASSET_ORIGINS): boolean {
  const v = src.trim();
  if (v.startsWith('/')) return v.startsWith(ASSET_PATH_PREFIX);
  try {
    return assetOrigins.includes(new URL(v).origin);
  } catch {
    return false;
  }
}

export interface ImageTransform {
  /** Requested width in CSS pixels (the host multiplies by dpr on non-asset hosts). */
  width?: number;
  height?: number;
  quality?: number;
  sharpen?: number;
  dpr?: number;
}

/**
 * The URL of one rendition. Asset host: `w`/`h` only. Other hosts: `w`, `h`, `q`, `sharpen`,
 * `dpr`, with the spec's defaults for whatever the caller leaves out. Existing query parameters
 * and the hash are kept; ours override same-named ones.
 */
export function imageUrl(src: string, t: ImageTransform = {}, assetOrigins: readonly string[] = ASSET_ORIGINS): string {
  const v = src.trim();
  if (!isSafeImageSrc(v)) return '';
  const rootRelative = v.startsWith('/');
  const url = new URL(v, BASE);
  const params: Array<[string, number | undefined]> = isAssetHost(v, assetOrigins)
    ? [['w', t.width], ['h', t.height]]
    : [
        ['w', t.width],
        ['h', t.height],
        ['q', t.quality ?? IMAGE_TRANSFORM_DEFAULTS.quality],
        ['sharpen', t.sharpen ?? IMAGE_TRANSFORM_DEFAULTS.sharpen],
        ['dpr', t.dpr ?? IMAGE_TRANSFORM_DEFAULTS.dpr],
      ];
  for (const [name, value] of params) {
    if (value !== undefined) url.searchParams.set(name, String(Math.round(value)));
  }
  return rootRelative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

export interface SrcsetOptions {
  /** Candidate widths in device pixels. */
  widths?: readonly number[];
  /** The source's intrinsic width: no candidate is larger (we never upscale). */
  maxWidth?: number;
  quality?: number;
  sharpen?: number;
  assetOrigins?: readonly string[];
}

/** The candidate widths for a source, capped at its intrinsic width (which is then included). */
export function candidateWidths(widths: readonly number[] = IMAGE_WIDTHS, maxWidth?: number): number[] {
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  if (!maxWidth) return sorted;
  const capped = sorted.filter((w) => w < maxWidth);
  capped.push(maxWidth);
  return capped;
}

/**
 * The URL of a rendition `px` device pixels wide. On a non-asset host the DPR 2 transform doubles
 * the requested width, so we ask for half.
 */
export function renditionUrl(src: string, px: number, o: Omit<SrcsetOptions, 'widths' | 'maxWidth'> = {}): string {
  const origins = o.assetOrigins ?? ASSET_ORIGINS;
  if (isAssetHost(src, origins)) return imageUrl(src, { width: px }, origins);
  const dpr = IMAGE_TRANSFORM_DEFAULTS.dpr;
  return imageUrl(src, { width: px / dpr, dpr, quality: o.quality, sharpen: o.sharpen }, origins);
}

/** `srcset` with width descriptors that are the real pixel widths returned. */
/** srcset strings by source and options: URL building is a visible share of a page render. */
const srcsetMemo = new Map<string, string>();
const SRCSET_MEMO_MAX = 5000;

export function srcsetFor(src: string, o: SrcsetOptions = {}): string {
  if (!isSafeImageSrc(src)) return '';
  const key = `${src}|${o.widths?.join(',') ?? ''}|${o.maxWidth ?? ''}|${o.quality ?? ''}|${o.sharpen ?? ''}|${o.assetOrigins?.join(',') ?? ''}`;
  let srcset = srcsetMemo.get(key);
  if (srcset === undefined) {
    srcset = candidateWidths(o.widths, o.maxWidth)
      .map((px) => `${renditionUrl(src, px, o)} ${px}w`)
      .join(', ');
    if (srcsetMemo.size >= SRCSET_MEMO_MAX) srcsetMemo.clear();
    srcsetMemo.set(key, srcset);
  }
  return srcset;
}

/** Shorthand for catalogue images: `srcset` over the given device-pixel widths. */
export function imageSrcSet(src: string, widths: readonly number[] = IMAGE_WIDTHS, maxWidth?: number): string {
  return srcsetFor(src, { widths, maxWidth });
}

/** Pixel width of the plain `src` for browsers without srcset support (and for crawlers). */
export const FALLBACK_SRC_WIDTH = 1280;

export function fallbackSrc(src: string, maxWidth?: number, o: Omit<SrcsetOptions, 'widths' | 'maxWidth'> = {}): string {
  if (!isSafeImageSrc(src)) return '';
  return renditionUrl(src, Math.min(maxWidth ?? FALLBACK_SRC_WIDTH, FALLBACK_SRC_WIDTH), o);
}

/** A `sizes` value per breakpoint (missing ones inherit from the smaller breakpoint). */
export type SizesInput = string | Partial<Record<Breakpoint, string>>;

/**
 * `sizes` from slot widths per breakpoint, largest first, e.g.
 * `{ sm: '100vw', lg: '50vw' }` → `(min-width: 64rem) 50vw, 100vw`.
 */
export function sizesFor(input: SizesInput = '100vw'): string {
  if (typeof input === 'string') return input;
  const resolved: Array<[Breakpoint, string]> = [];
  let last = input.sm ?? '100vw';
  for (const bp of ORDER) {
    const value = input[bp] ?? last;
    if (bp === 'sm' || value !== last) resolved.push([bp, value]);
    last = value;
  }
  const base = resolved[0]?.[1] ?? '100vw';
  const rest = resolved.slice(1).reverse().map(([bp, value]) => `${mediaQueryFor(bp)} ${value}`);
  return [...rest, base].join(', ');
}

export const isResponsiveMedia = (m: ResponsiveMedia | MediaObject): m is ResponsiveMedia => 'sm' in m;

/** Media for every breakpoint, each missing one falling back to the next smaller (seed common.ts). */
export function resolveResponsive(m: ResponsiveMedia | MediaObject): Record<Breakpoint, MediaObject> {
  if (!isResponsiveMedia(m)) return { sm: m, md: m, lg: m, xl: m };
  const md = m.md ?? m.sm;
  const lg = m.lg ?? md;
  return { sm: m.sm, md, lg, xl: m.xl ?? lg };
}

export interface ArtDirectionSource {
  bp: Breakpoint;
  media: string;
  item: MediaObject;
}

/**
 * The `<source>` list for art direction: one per breakpoint whose media differs from the
 * breakpoint below, largest first (a `<picture>` takes the first source that matches).
 */
export function artDirectionSources(m: ResponsiveMedia | MediaObject): ArtDirectionSource[] {
  const all = resolveResponsive(m);
  const out: ArtDirectionSource[] = [];
  for (let i = 1; i < ORDER.length; i++) {
    const bp = ORDER[i]!;
    const below = ORDER[i - 1]!;
    if (all[bp].url !== all[below].url) out.push({ bp, media: mediaQueryFor(bp)!, item: all[bp] });
  }
  return out.reverse();
}
