/**
 * Swiper Element for a product carousel, through the collection block's mount (same A11y,
 * keyboard and button handling), plus what product carousels add: slides to scroll per
 * breakpoint (seed 001 §9: 6 for six cards, 3 otherwise, on medium screens and up; 1 below).
 */
import { mount } from '../collection/carousel.ts';

const MEDIUM_UP = '(min-width: 48rem)';

export async function mountProductCarousel(root: HTMLElement): Promise<() => void> {
  const group = Math.max(1, Number(root.dataset.pc) || 1);
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
