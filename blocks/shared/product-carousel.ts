/**
 * A product carousel (ProductCarousel.astro): the server's scroll-snap row, whose previous/next
 * buttons scroll it natively (./carousel/native.ts) until the shopper reaches for it; then the
 * Swiper upgrade (./carousel/product-swiper.ts) is imported and takes over on the same slide,
 * with the same slide widths. Slides to scroll per press: docs/requirements/content-blocks.md#carousels
 * (6 for six cards, 3 otherwise, on medium screens and up; 1 below).
 */
import { nativeCarousel } from './carousel/native.ts';
import { slidesPerPress } from './carousel/group.ts';

export async function mountProductCarousel(root: HTMLElement): Promise<() => void> {
  const group = Math.max(1, Number(root.dataset.pc) || 1);
  let alive = true;
  let swiper: (() => void) | undefined;
  let native: (() => void) | undefined = nativeCarousel(root, { loop: false, centered: false, group: () => slidesPerPress(group) }, () => {
    import('./carousel/product-swiper.ts')
      .then(async ({ mountSwiper }) => {
        if (!alive) return;
        swiper = await mountSwiper(root, group);
        native?.();
        native = undefined;
      })
      // The row and its buttons keep working without Swiper.
      .catch((error: unknown) => console.error('[carousel] could not start', error));
  });
  return () => {
    alive = false;
    native?.();
    native = undefined;
    swiper?.();
  };
}
