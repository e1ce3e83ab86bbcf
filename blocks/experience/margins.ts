/**
 * The experience's bottomMargins as literal Tailwind classes per breakpoint, on the spacer scale
 * (none 0, xs 0.5rem, sm 1rem, md 2rem, lg 4rem, xl 6rem). A breakpoint adds a class only where
 * the margin changes.
 */
import type { Breakpoint } from '../../schemas/content/common.ts';
import type { SpacerSize } from '../../schemas/content/spacer.ts';

const MARGIN: Readonly<Record<Breakpoint, Readonly<Record<SpacerSize, string>>>> = {
  sm: { none: 'mb-0', xs: 'mb-2', sm: 'mb-4', md: 'mb-8', lg: 'mb-16', xl: 'mb-24' },
  md: { none: 'md:mb-0', xs: 'md:mb-2', sm: 'md:mb-4', md: 'md:mb-8', lg: 'md:mb-16', xl: 'md:mb-24' },
  lg: { none: 'lg:mb-0', xs: 'lg:mb-2', sm: 'lg:mb-4', md: 'lg:mb-8', lg: 'lg:mb-16', xl: 'lg:mb-24' },
  xl: { none: 'xl:mb-0', xs: 'xl:mb-2', sm: 'xl:mb-4', md: 'xl:mb-8', lg: 'xl:mb-16', xl: 'xl:mb-24' },
};

export function bottomMarginClasses(m: { sm: SpacerSize; md?: SpacerSize | undefined; lg?: SpacerSize | undefined; xl?: SpacerSize | undefined }): string {
  const md = m.md ?? m.sm;
  const lg = m.lg ?? md;
  const xl = m.xl ?? lg;
  const out = [MARGIN.sm[m.sm]];
  if (md !== m.sm) out.push(MARGIN.md[md]);
  if (lg !== md) out.push(MARGIN.lg[lg]);
  if (xl !== lg) out.push(MARGIN.xl[xl]);
  return out.join(' ');
}
