/**
 * The spacer scale as literal Tailwind classes per breakpoint (Tailwind's md/lg/xl are the CMS
 * breakpoints 48/64/80rem). none 0, xs 0.5rem, sm 1rem, md 2rem, lg 4rem, xl 6rem.
 */
import type { Breakpoint } from '../../schemas/content/common.ts';
import type { SpacerSize } from '../../schemas/content/spacer.ts';

const HEIGHT: Readonly<Record<Breakpoint, Readonly<Record<SpacerSize, string>>>> = {
  sm: { none: 'h-0', xs: 'h-2', sm: 'h-4', md: 'h-8', lg: 'h-16', xl: 'h-24' },
  md: { none: 'md:h-0', xs: 'md:h-2', sm: 'md:h-4', md: 'md:h-8', lg: 'md:h-16', xl: 'md:h-24' },
  lg: { none: 'lg:h-0', xs: 'lg:h-2', sm: 'lg:h-4', md: 'lg:h-8', lg: 'lg:h-16', xl: 'lg:h-24' },
  xl: { none: 'xl:h-0', xs: 'xl:h-2', sm: 'xl:h-4', md: 'xl:h-8', lg: 'xl:h-16', xl: 'xl:h-24' },
};

/** Height classes; a breakpoint adds a class only where the size changes. */
export function spacerClasses(size: { sm: SpacerSize; md?: SpacerSize | undefined; lg?: SpacerSize | undefined; xl?: SpacerSize | undefined }): string {
  const md = size.md ?? size.sm;
  const lg = size.lg ?? md;
  const xl = size.xl ?? lg;
  const out = [HEIGHT.sm[size.sm]];
  if (md !== size.sm) out.push(HEIGHT.md[md]);
  if (lg !== md) out.push(HEIGHT.lg[lg]);
  if (xl !== lg) out.push(HEIGHT.xl[xl]);
  return out.join(' ');
}
