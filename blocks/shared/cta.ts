/**
 * How a CMS target looks: a button style per breakpoint (docs/requirements/content-blocks.md#collection-and-cta-collection "style per breakpoint") and
 * a size. Each style sets the same properties (background, colour, border, underline, padding),
 * so a larger breakpoint's style fully replaces a smaller one. Every class is written out
 * literally because Tailwind only generates classes it can find in the source.
 */
import type { z } from 'zod';
import type { Breakpoint, Target, buttonStyle } from '../../schemas/content/common.ts';

export type ButtonStyle = z.infer<typeof buttonStyle>;
export type ButtonSize = Target['size'];

/** The style a target has when the CMS sets none for sm. */
export const DEFAULT_BUTTON_STYLE: ButtonStyle = 'primary';

/**
 * A larger breakpoint's style, where it differs from the one below, as utilities; the small
 * screen's style, the size and the base are component classes of blocks/shared/cta.pcss.
 */
const STYLE_CLASSES: Readonly<Record<Exclude<Breakpoint, 'sm'>, Readonly<Record<ButtonStyle, string>>>> = {
  md: {
    primary: 'md:px-(--cta-px) md:border-brand md:bg-brand md:text-white md:no-underline md:hover:border-brand-ink md:hover:bg-brand-ink',
    secondary: 'md:px-(--cta-px) md:border-brand md:bg-transparent md:text-brand md:no-underline md:hover:bg-brand md:hover:text-white',
    tertiary: 'md:px-(--cta-px) md:border-brand-sand md:bg-brand-sand md:text-brand-ink md:no-underline md:hover:border-brand-ink',
    ghost: 'md:px-(--cta-px) md:border-current md:bg-transparent md:text-current md:no-underline md:hover:bg-black/10',
    link: 'md:px-0 md:border-transparent md:bg-transparent md:text-current md:underline md:underline-offset-4 md:hover:decoration-2',
    inverse: 'md:px-(--cta-px) md:border-white md:bg-white md:text-brand-ink md:no-underline md:hover:border-brand-sand md:hover:bg-brand-sand',
  },
  lg: {
    primary: 'lg:px-(--cta-px) lg:border-brand lg:bg-brand lg:text-white lg:no-underline lg:hover:border-brand-ink lg:hover:bg-brand-ink',
    secondary: 'lg:px-(--cta-px) lg:border-brand lg:bg-transparent lg:text-brand lg:no-underline lg:hover:bg-brand lg:hover:text-white',
    tertiary: 'lg:px-(--cta-px) lg:border-brand-sand lg:bg-brand-sand lg:text-brand-ink lg:no-underline lg:hover:border-brand-ink',
    ghost: 'lg:px-(--cta-px) lg:border-current lg:bg-transparent lg:text-current lg:no-underline lg:hover:bg-black/10',
    link: 'lg:px-0 lg:border-transparent lg:bg-transparent lg:text-current lg:underline lg:underline-offset-4 lg:hover:decoration-2',
    inverse: 'lg:px-(--cta-px) lg:border-white lg:bg-white lg:text-brand-ink lg:no-underline lg:hover:border-brand-sand lg:hover:bg-brand-sand',
  },
  xl: {
    primary: 'xl:px-(--cta-px) xl:border-brand xl:bg-brand xl:text-white xl:no-underline xl:hover:border-brand-ink xl:hover:bg-brand-ink',
    secondary: 'xl:px-(--cta-px) xl:border-brand xl:bg-transparent xl:text-brand xl:no-underline xl:hover:bg-brand xl:hover:text-white',
    tertiary: 'xl:px-(--cta-px) xl:border-brand-sand xl:bg-brand-sand xl:text-brand-ink xl:no-underline xl:hover:border-brand-ink',
    ghost: 'xl:px-(--cta-px) xl:border-current xl:bg-transparent xl:text-current xl:no-underline xl:hover:bg-black/10',
    link: 'xl:px-0 xl:border-transparent xl:bg-transparent xl:text-current xl:underline xl:underline-offset-4 xl:hover:decoration-2',
    inverse: 'xl:px-(--cta-px) xl:border-white xl:bg-white xl:text-brand-ink xl:no-underline xl:hover:border-brand-sand xl:hover:bg-brand-sand',
  },
};

/**
 * docs/requirements/content-blocks.md#collection-and-cta-collection: "equal-size CTA width 12.5rem plus padding": a content-box width, so the padding
 * comes on top. Below md the buttons stack full width, which is equal too and fits a phone.
 */
const EQUAL_SIZE = 'w-full md:box-content md:w-cta-equal md:max-w-full';

/** Style per breakpoint with each missing breakpoint inheriting from the one below. */
export function resolveStyles(style: Target['style'] | undefined, fallback: ButtonStyle = DEFAULT_BUTTON_STYLE): Record<Breakpoint, ButtonStyle> {
  const sm = style?.sm ?? fallback;
  const md = style?.md ?? sm;
  const lg = style?.lg ?? md;
  return { sm, md, lg, xl: style?.xl ?? lg };
}

export interface CtaClassOptions {
  equalSize?: boolean;
  /** Style to use when the CMS sets none (e.g. `inverse` on a dark banner). */
  fallbackStyle?: ButtonStyle;
}

/** The class list for a target; only breakpoints where the style changes add classes. */
export function ctaClasses(target: Pick<Target, 'style' | 'size'>, o: CtaClassOptions = {}): string {
  const styles = resolveStyles(target.style, o.fallbackStyle);
  const size = target.size ?? 'medium';
  // The base, the size and the small screen's style: component classes of the blocks' sheet
  // (blocks/shared/cta.pcss in blocks/blocks.css), which every block list links above its blocks.
  const parts = [`cta cta-${size} cta-${styles.sm}`];
  if (styles.md !== styles.sm) parts.push(STYLE_CLASSES.md[styles.md]);
  if (styles.lg !== styles.md) parts.push(STYLE_CLASSES.lg[styles.lg]);
  if (styles.xl !== styles.lg) parts.push(STYLE_CLASSES.xl[styles.xl]);
  if (o.equalSize) parts.push(EQUAL_SIZE);
  return parts.join(' ');
}
