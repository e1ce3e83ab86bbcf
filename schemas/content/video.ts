/**
 * Video and video player (docs/requirements/content-blocks.md#video lists both section types; docs/requirements/content-blocks.md#video gives one field list): media
 * per breakpoint, playerSettings (autoplay, hideControls, loop, muted), cloudinaryAsset
 * (cloudName, publicId), tracks (src, label, srclang, kind transcripts or chapters), seoTitle,
 * seoDescription and paddings. The two types share every field and the renderer.
 */
import { z } from 'zod';
import { isSafeImageSrc } from '../../src/lib/media/image.ts';
import { blockBase, mediaObject } from './common.ts';
import { anchorId } from './anchors.ts';
import { spacerSize } from './spacer.ts';

/** A URL we put in src: root-relative (never protocol-relative) or http(s). */
export const mediaUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(isSafeImageSrc, 'Media must be a root-relative path or an http(s) URL');

/** One cut of the video for a breakpoint, with its own dimensions (so its box is reserved). */
export const videoMedia = mediaObject.extend({
  url: mediaUrl,
  type: z.literal('video').default('video'),
  width: z.number().int().positive().max(7680),
  height: z.number().int().positive().max(4320),
  /** Other encodings of the same cut, offered before `url` (e.g. WebM ahead of the MP4). */
  alternates: z.array(mediaUrl).max(3).default([]),
  /** The still shown before playing. */
  poster: mediaUrl.optional(),
});
export type VideoMedia = z.output<typeof videoMedia>;

/** A missing breakpoint falls back to the next smaller one, as for images. */
export const videoMediaPerBreakpoint = z.object({
  sm: videoMedia,
  md: videoMedia.optional(),
  lg: videoMedia.optional(),
  xl: videoMedia.optional(),
});
export type VideoMediaPerBreakpoint = z.output<typeof videoMediaPerBreakpoint>;

export const videoTrackKind = z.enum(['transcripts', 'chapters']);

export const videoTrack = z.object({
  src: mediaUrl.refine((u) => /\.vtt(?:[?#]|$)/i.test(u), 'A track is a WebVTT file (.vtt)'),
  label: z.string().trim().min(1).max(60),
  srclang: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/, 'A language tag such as en or fr-CA'),
  kind: videoTrackKind,
  /** Transcripts only: shown as captions once the player is ready. */
  default: z.boolean().default(false),
});
export type VideoTrack = z.output<typeof videoTrack>;

export const playerSettings = z
  .object({
    autoplay: z.boolean().default(false),
    hideControls: z.boolean().default(false),
    loop: z.boolean().default(false),
    muted: z.boolean().default(false),
  })
  .prefault({});
export type PlayerSettings = z.output<typeof playerSettings>;

/** The production source: an asset in a Cloudinary account. */
export const cloudinaryAsset = z.object({
  cloudName: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'A Cloudinary cloud name'),
  publicId: z
    .string()
    .trim()
    .regex(/^(?!\/)(?!.*\.\.)[\w\-/.]{1,255}$/, 'A Cloudinary public id (letters, digits, _ - / .)'),
});
export type CloudinaryAsset = z.output<typeof cloudinaryAsset>;

export const videoPaddings = z
  .object({
    top: spacerSize.default('none'),
    bottom: spacerSize.default('none'),
    /** Side padding; none is edge to edge. */
    x: spacerSize.default('none'),
  })
  .prefault({});
export type VideoPaddings = z.output<typeof videoPaddings>;

const videoFields = {
  ...blockBase,
  anchorId: anchorId.optional(),
  media: videoMediaPerBreakpoint,
  playerSettings,
  cloudinaryAsset: cloudinaryAsset.optional(),
  tracks: z.array(videoTrack).max(12).default([]),
  /** The video's name (its accessible name and the VideoObject's name). */
  seoTitle: z.string().trim().min(1).max(200).optional(),
  seoDescription: z.string().trim().min(1).max(1000).optional(),
  paddings: videoPaddings,
};

function checkTracks(v: { tracks: VideoTrack[]; seoTitle?: string | undefined; seoDescription?: string | undefined }, ctx: z.RefinementCtx): void {
  const defaults = v.tracks.filter((t) => t.default);
  v.tracks.forEach((t, i) => {
    if (t.default && t.kind === 'chapters') ctx.addIssue({ code: 'custom', path: ['tracks', i, 'default'], message: 'Only a transcript can be shown by default' });
  });
  if (defaults.length > 1) ctx.addIssue({ code: 'custom', path: ['tracks'], message: 'At most one track is shown by default' });
  if (v.seoDescription && !v.seoTitle) ctx.addIssue({ code: 'custom', path: ['seoTitle'], message: 'A video with an SEO description needs an SEO title' });
}

export const videoBlock = z.object({ type: z.literal('video'), ...videoFields }).superRefine(checkTracks);
export const videoPlayerBlock = z.object({ type: z.literal('video-player'), ...videoFields }).superRefine(checkTracks);
export type VideoBlock = z.output<typeof videoBlock> | z.output<typeof videoPlayerBlock>;
