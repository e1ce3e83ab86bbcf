/**
 * The video block's paddings on the spacer scale (none 0, xs 0.5rem, sm 1rem, md 2rem, lg 4rem,
 * xl 6rem), as literal Tailwind classes so the scanner finds them.
 */
import type { SpacerSize } from '../../schemas/content/spacer.ts';
import type { VideoPaddings } from '../../schemas/content/video.ts';

const TOP: Readonly<Record<SpacerSize, string>> = { none: 'pt-0', xs: 'pt-2', sm: 'pt-4', md: 'pt-8', lg: 'pt-16', xl: 'pt-24' };
const BOTTOM: Readonly<Record<SpacerSize, string>> = { none: 'pb-0', xs: 'pb-2', sm: 'pb-4', md: 'pb-8', lg: 'pb-16', xl: 'pb-24' };
const X: Readonly<Record<SpacerSize, string>> = { none: 'px-0', xs: 'px-2', sm: 'px-4', md: 'px-8', lg: 'px-16', xl: 'px-24' };

export function paddingClasses(p: VideoPaddings): string {
  return `${TOP[p.top]} ${BOTTOM[p.bottom]} ${X[p.x]}`;
}
