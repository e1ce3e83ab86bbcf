/**
 * Icon-and-text layout (docs/requirements/content-blocks.md#icon-and-text): icon sizes small md, medium lg, large 3xl, read on the type
 * scale (md 1rem, lg 1.125rem, 3xl 1.875rem) as the icon's box; four items use a 2-column grid.
 * Literal class strings, so Tailwind's scanner sees them.
 */
import type { IconAndTextVariant, IconSize } from '../../schemas/content/icon-and-text.ts';

export const ICON_SIZE_CLASS: Readonly<Record<IconSize, string>> = {
  small: 'size-4',
  medium: 'size-[1.125rem]',
  large: 'size-[1.875rem]',
};

/** Pixels of the icon's largest box at 2x, the rendition to ask for. */
export const ICON_RENDITION_PX = 64;

/** Columns by item count: one column for the one-column variant, 2 for four items (§9). */
export function iconGridClasses(variant: IconAndTextVariant, count: number): string {
  if (variant === 'one-column' || count === 1) return 'grid-cols-1';
  if (count === 4 || count === 2) return 'grid-cols-1 md:grid-cols-2';
  if (count === 3) return 'grid-cols-1 md:grid-cols-3';
  return 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3';
}

export function iconItemClasses(variant: IconAndTextVariant): string {
  return variant === 'icon-above-text' ? 'flex-col items-center text-center' : 'flex-row items-start text-left';
}
