/**
 * Swiper Element for a product carousel, through the collection block's mount (same A11y,
 * keyboard and button handling), plus what product carousels add: slides to scroll per
 * breakpoint (docs/requirements/content-blocks.md#carousels: 6 for six cards, 3 otherwise, on
 * medium screens and up; 1 below). Imported by ../product-carousel.ts once the shopper reaches
 * for the carousel.
 */
import { mount } from '../../collection/carousel.ts';
import { MEDIUM_UP } from './group.ts';

export async function mountSwiper(root: HTMLElement, group: number): Promise<() => void> {
  const unmount = await mount(root, { loop: false, autoplayMs: 0, marginRem: 0, centered: false });
  const swiper = root.querySelector('swiper-container')?.swiper;
  const medium = matchMedia(MEDIUM_UP);
  const apply = () => {
    if (!swiper || swiper.destroyed) return;
    swiper.params.slidesPerGroup = medium.matches ? group : 1;
    swiper.update();
  };
  apply();
  medium.addEventListener('change', apply);
  return () => {
    medium.removeEventListener('change', apply);
    unmount();
  };
}
