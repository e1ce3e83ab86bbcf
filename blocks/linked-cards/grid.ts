/**
 * Card grid layout as literal Tailwind classes (the scanner only sees whole class names), and
 * the `sizes` that match the columns so browsers pick the right rendition.
 */
import type { CardColumns, cardAspectRatio } from '../../schemas/content/linked-cards.ts';
import type { z } from 'zod';
import type { SizesInput } from '../../src/lib/media/image.ts';

export type CardAspect = z.infer<typeof cardAspectRatio>;

const SM = { 1: 'grid-cols-1', 2: 'grid-cols-2' } as const;
const MD = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;
const LG = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

export function gridColumnClasses(c: CardColumns): string {
  return `${SM[c.sm]} ${MD[c.md]} ${LG[c.lg]}`;
}

/** The content width is 80rem at most, minus the page's 1rem side padding. */
export function cardSizes(c: CardColumns): SizesInput {
  return { sm: `${Math.round(100 / c.sm)}vw`, md: `${Math.round(100 / c.md)}vw`, lg: `${Math.round(100 / c.lg)}vw`, xl: `${Math.round(1280 / c.lg)}px` };
}

export const ASPECT_CLASS: Readonly<Record<CardAspect, string>> = {
  '1/1': 'aspect-square',
  '4/5': 'aspect-[4/5]',
  '3/2': 'aspect-[3/2]',
  '16/9': 'aspect-video',
};

/** A box to reserve when the CMS sends no dimensions. */
export const ASPECT_SIZE: Readonly<Record<CardAspect, { width: number; height: number }>> = {
  '1/1': { width: 800, height: 800 },
  '4/5': { width: 800, height: 1000 },
  '3/2': { width: 900, height: 600 },
  '16/9': { width: 1600, height: 900 },
};
