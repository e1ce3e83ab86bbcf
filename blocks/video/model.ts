/**
 * What the video block renders, decided on the server: the sources and poster for each
 * breakpoint (local files, or the Cloudinary asset's delivery URLs cut to that breakpoint's
 * proportions), the <source media> order for the native element, the text tracks, and the
 * VideoObject JSON-LD. The browser script gets the same decisions as JSON, so it never builds a
 * URL itself. Pure, shared by the component and the tests.
 */
import type { Breakpoint } from '../../schemas/content/common.ts';
import type { CloudinaryAsset, VideoBlock, VideoMedia, VideoMediaPerBreakpoint, VideoTrack } from '../../schemas/content/video.ts';
import { mediaQueryFor } from '../../src/lib/media/image.ts';

export const BREAKPOINT_ORDER: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

/** Cloudinary's delivery host: the only third-party origin a video may use (listed in the CSP). */
export const CLOUDINARY_ORIGIN = 'https://res.cloudinary.com';

export interface VideoSource {
  src: string;
  type?: string;
}

export interface VideoCut {
  sources: VideoSource[];
  poster?: string;
  width: number;
  height: number;
}

/** The config the browser script reads (data-video). */
export interface VideoClientConfig {
  cuts: Record<Breakpoint, VideoCut>;
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
  hideControls: boolean;
  /** Passed to the player; no request is made with it unless the sources are Cloudinary's. */
  cloudName: string;
  /** The transcript to show once the player is ready. */
  defaultTrack?: { srclang: string; label: string };
  hasChapters: boolean;
}

/** A cloud name for local media: the player insists on one, and never calls out with it. */
export const LOCAL_CLOUD_NAME = 'cairn-local';

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = { webm: 'video/webm', mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/mp4', ogv: 'video/ogg' };

/** The MIME type from a URL's extension, so the browser skips formats it cannot play. */
export function videoMimeType(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return MIME_BY_EXTENSION[ext];
}

/** Media for every breakpoint, each missing one falling back to the next smaller one. */
export function resolveCuts(media: VideoMediaPerBreakpoint): Record<Breakpoint, VideoMedia> {
  const md = media.md ?? media.sm;
  const lg = media.lg ?? md;
  return { sm: media.sm, md, lg, xl: media.xl ?? lg };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** `16:9` from 1920 × 1080: Cloudinary's aspect-ratio parameter. */
export function aspectRatioParam(width: number, height: number): string {
  const d = gcd(width, height);
  return `${width / d}:${height / d}`;
}

/**
 * Delivery URLs of a Cloudinary video asset cropped to one cut's proportions (the subject kept in
 * frame by automatic gravity): WebM first, MP4 for the rest, and a still from the first frame.
 */
export function cloudinaryCut(asset: CloudinaryAsset, cut: Pick<VideoMedia, 'width' | 'height'>): { sources: VideoSource[]; poster: string } {
  const base = `${CLOUDINARY_ORIGIN}/${encodeURIComponent(asset.cloudName)}/video/upload`;
  const crop = `ar_${aspectRatioParam(cut.width, cut.height)},c_fill,g_auto,q_auto`;
  const id = asset.publicId.split('/').map(encodeURIComponent).join('/');
  return {
    sources: [
      { src: `${base}/${crop}/${id}.webm`, type: 'video/webm' },
      { src: `${base}/${crop}/${id}.mp4`, type: 'video/mp4' },
    ],
    poster: `${base}/${crop},so_0/${id}.jpg`,
  };
}

function localCut(m: VideoMedia): VideoCut {
  const sources = [...m.alternates, m.url].map((src) => {
    const type = videoMimeType(src);
    return type ? { src, type } : { src };
  });
  return { sources, poster: m.poster, width: m.width, height: m.height };
}

export function videoCuts(block: Pick<VideoBlock, 'media' | 'cloudinaryAsset'>): Record<Breakpoint, VideoCut> {
  const media = resolveCuts(block.media);
  const out = {} as Record<Breakpoint, VideoCut>;
  for (const bp of BREAKPOINT_ORDER) {
    const m = media[bp];
    if (block.cloudinaryAsset) {
      const cloud = cloudinaryCut(block.cloudinaryAsset, m);
      // An editor's poster wins over the generated still.
      out[bp] = { sources: cloud.sources, poster: m.poster ?? cloud.poster, width: m.width, height: m.height };
    } else {
      out[bp] = localCut(m);
    }
  }
  return out;
}

const sameCut = (a: VideoCut, b: VideoCut) => a.sources.map((s) => s.src).join('\n') === b.sources.map((s) => s.src).join('\n');

/**
 * <source> elements for the native player, largest breakpoint first (the browser takes the first
 * that matches and that it can play); a breakpoint whose cut equals the one below adds none.
 */
export function nativeSources(cuts: Record<Breakpoint, VideoCut>): Array<VideoSource & { media?: string }> {
  const out: Array<VideoSource & { media?: string }> = [];
  for (let i = BREAKPOINT_ORDER.length - 1; i >= 1; i--) {
    const bp = BREAKPOINT_ORDER[i] as Breakpoint;
    const below = BREAKPOINT_ORDER[i - 1] as Breakpoint;
    if (sameCut(cuts[bp], cuts[below])) continue;
    const media = mediaQueryFor(bp);
    for (const s of cuts[bp].sources) out.push({ ...s, media });
  }
  out.push(...cuts.sm.sources);
  return out;
}

/** docs/requirements/content-blocks.md#video "kind transcripts or chapters": a transcript is shown as captions. */
export function trackKind(kind: VideoTrack['kind']): 'captions' | 'chapters' {
  return kind === 'chapters' ? 'chapters' : 'captions';
}

export function clientConfig(block: VideoBlock, cuts: Record<Breakpoint, VideoCut>): VideoClientConfig {
  const s = block.playerSettings;
  const shown = block.tracks.find((t) => t.default && t.kind === 'transcripts');
  return {
    cuts,
    autoplay: s.autoplay,
    loop: s.loop,
    muted: s.muted,
    hideControls: s.hideControls,
    cloudName: block.cloudinaryAsset?.cloudName ?? LOCAL_CLOUD_NAME,
    ...(shown ? { defaultTrack: { srclang: shown.srclang, label: shown.label } } : {}),
    hasChapters: block.tracks.some((t) => t.kind === 'chapters'),
  };
}

/**
 * schema.org VideoObject for search engines, or null without an seoTitle. URLs are absolute on
 * the site's origin.
 */
export function videoJsonLd(block: VideoBlock, cuts: Record<Breakpoint, VideoCut>, origin: string): Record<string, unknown> | null {
  if (!block.seoTitle) return null;
  const abs = (u: string) => new URL(u, origin).href;
  const main = cuts.lg;
  const mp4 = main.sources.find((s) => s.type === 'video/mp4') ?? main.sources[main.sources.length - 1];
  const posters = [...new Set(BREAKPOINT_ORDER.map((bp) => cuts[bp].poster).filter((p): p is string => Boolean(p)))];
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: block.seoTitle,
    ...(block.seoDescription ? { description: block.seoDescription } : {}),
    ...(posters.length ? { thumbnailUrl: posters.map(abs) } : {}),
    ...(mp4 ? { contentUrl: abs(mp4.src) } : {}),
    width: main.width,
    height: main.height,
  };
}

/**
 * JSON for a <script type="application/ld+json"> data block: `<`, `>` and `&` are escaped so CMS
 * text can never close the element or open a comment, and U+2028/2029 so old parsers accept it.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
