/**
 * Banner (docs/requirements/content-blocks.md#banner "CMS block fields", Banner): every listed field, with defaults for the
 * optional ones. The hero (hero.ts) extends `bannerObject`, so both stay one contract.
 *
 * Names the spec leaves open are our decisions (docs/decisions.md): the type-style scale, the
 * `split` layout (the layout imageWidth applies to), and `backdrop` as a boolean text panel.
 */
import { z } from 'zod';
import { blockBase, breakpoint, BREAKPOINTS, cssColor, href, mediaObject, responsiveMedia, target, textAlignment } from './common.ts';

/** The type scale an editor picks from for titles, subtitles, overlines and captions. */
export const typeStyle = z.enum(['display-xl', 'display-lg', 'display-md', 'display-sm', 'body-lg', 'body-md', 'body-sm', 'caps']);
export type TypeStyle = z.infer<typeof typeStyle>;

/**
 * - overlay: copy over the media, placed by alignment and verticalAlignment, overlayWidth wide.
 * - split: media on one side at imageWidth percent, copy beside it (alignment picks the copy side).
 * - below-1media: the media, then the copy under it.
 * - below-2media: two media side by side (media and mediaList[0], or mediaList[0..1]), copy under.
 */
export const bannerLayout = z.enum(['overlay', 'split', 'below-1media', 'below-2media']);
export type BannerLayout = z.infer<typeof bannerLayout>;

const layoutAtBreakpoint = z.object({
  layout: bannerLayout,
  /** Where the copy sits at this breakpoint; overrides alignmentSmall/alignmentLarge. */
  alignment: textAlignment.optional(),
});

/** A link on the media itself; text is its accessible name when the image is decorative. */
export const mediaTarget = z.object({
  url: href,
  text: z.string().trim().max(120).optional(),
  targetAttribute: z.enum(['_self', '_blank']).default('_self'),
});

export const bannerBadge = z.object({
  text: z.string().trim().min(1).max(40),
  textColor: cssColor.optional(),
  backgroundColor: cssColor.optional(),
});

const verticalAlignment = z.enum(['top', 'middle', 'bottom']);
/** docs/requirements/content-blocks.md#banner: overlay width fractions xs 1/3, sm 1/2, md 2/3, lg 11/12. */
const overlayWidth = z.enum(['xs', 'sm', 'md', 'lg']);
/** docs/requirements/content-blocks.md#images: image width options 60, 50, 40 (percent, in the split layout). */
const imageWidth = z.literal([60, 50, 40]);

const html = (max: number) => z.string().max(max);

export const bannerFields = {
  title: z.string().trim().max(200).optional(),
  /** Inline HTML; sanitised with sanitizeInline before rendering. Wins over `title` when set. */
  titleHtml: html(1000).optional(),
  titleStyle: typeStyle.default('display-lg'),
  titleColor: cssColor.optional(),
  /** The page's h1 (one per page); otherwise an h2. */
  titleH1: z.boolean().default(false),
  /** Visually hidden, still announced and still in the heading outline. */
  hideTitle: z.boolean().default(false),

  subtitle: z.string().trim().max(400).optional(),
  subtitleHtml: html(2000).optional(),
  subtitleColor: cssColor.optional(),
  subtitleStyle: typeStyle.default('body-lg'),

  overline: z.string().trim().max(80).optional(),
  overlineColor: cssColor.optional(),
  overlineStyle: typeStyle.default('caps'),

  eyebrowText: z.string().trim().max(80).optional(),
  eyebrowTextColor: cssColor.optional(),
  eyebrowLogo: mediaObject.optional(),
  /** A logo per breakpoint; wins over eyebrowLogo when both are set. */
  eyebrowLogoResponsive: responsiveMedia.optional(),

  richText: html(10000).optional(),
  richTextColor: cssColor.optional(),
  richTextBelowTargets: html(10000).optional(),
  richTextBelowTargetsColor: cssColor.optional(),

  media: responsiveMedia.optional(),
  /** More media for multi-media layouts (below-2media). */
  mediaList: z.array(responsiveMedia).max(4).default([]),
  mediaTarget: mediaTarget.optional(),

  targets: z.array(target).max(4).default([]),
  linkType: z.enum(['CTA', 'No-CTA']).default('CTA'),
  equalTargetSize: z.boolean().default(false),

  backgroundColor: cssColor.optional(),
  /** A solid panel behind the copy (legible over any photo); widens a thin banner's gap. */
  backdrop: z.boolean().default(false),

  captionText: z.string().trim().max(160).optional(),
  captionColor: cssColor.optional(),
  captionStyle: typeStyle.default('body-sm'),
  captionPosition: z.enum(['off', 'top', 'bottom']).default('off'),

  gradientStyle: z.enum(['off', 'full', 'focused']).default('off'),
  /** dark: black fading out under light copy; light: white fading out under dark copy. */
  gradientTone: z.enum(['dark', 'light']).default('dark'),
  gradientBreakpoints: z.array(breakpoint).default([...BREAKPOINTS]),

  promotionTracking: z.object({ promotionName: z.string().trim().min(1).max(100) }).optional(),

  /** Small means below lg (64rem); large means lg and up. */
  textAlignmentSmall: textAlignment.default('left'),
  textAlignmentLarge: textAlignment.default('left'),
  alignmentSmall: textAlignment.default('left'),
  alignmentLarge: textAlignment.default('left'),
  verticalAlignment: verticalAlignment.default('middle'),
  overlayWidth: overlayWidth.default('sm'),
  imageWidth: imageWidth.default(50),
  /** docs/requirements/content-blocks.md#banner: cinema mode media is 50vh tall (auto otherwise). */
  cinemaMode: z.boolean().default(false),
  isFullHeight: z.boolean().default(false),
  isFullWidth: z.boolean().default(false),
  /** Layout per breakpoint; a missing breakpoint inherits the one below (sm: overlay). */
  responsiveLayout: z
    .object({
      sm: layoutAtBreakpoint.optional(),
      md: layoutAtBreakpoint.optional(),
      lg: layoutAtBreakpoint.optional(),
      xl: layoutAtBreakpoint.optional(),
    })
    .default({}),
  badge: bannerBadge.optional(),
  /** A picture laid over the media (a product cut-out, a stamp), opposite the copy. */
  overlayPicture: responsiveMedia.optional(),
};

export const bannerObject = z.object({
  type: z.literal('banner'),
  ...blockBase,
  ...bannerFields,
});

type BannerRuleInput = Pick<
  z.output<typeof bannerObject>,
  'title' | 'titleHtml' | 'media' | 'mediaList' | 'richText' | 'responsiveLayout' | 'captionPosition' | 'captionText'
>;

/** Cross-field rules shared by banner and hero. */
export function bannerRules(b: BannerRuleInput, ctx: z.RefinementCtx): void {
  if (!b.title && !b.titleHtml && !b.media && b.mediaList.length === 0 && !b.richText) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: 'A banner needs a title, titleHtml, media or richText' });
  }
  const mediaCount = (b.media ? 1 : 0) + b.mediaList.length;
  for (const bp of BREAKPOINTS) {
    if (b.responsiveLayout[bp]?.layout === 'below-2media' && mediaCount < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['responsiveLayout', bp, 'layout'],
        message: 'below-2media needs two media (media and mediaList, or two in mediaList)',
      });
    }
  }
  if (b.captionPosition !== 'off' && !b.captionText) {
    ctx.addIssue({ code: 'custom', path: ['captionText'], message: `captionPosition "${b.captionPosition}" needs captionText` });
  }
}

export const bannerBlock = bannerObject.superRefine(bannerRules);
export type BannerBlock = z.output<typeof bannerBlock>;
