/**
 * The collection's behaviour, imported by ./collection.client.ts when the block nears the viewport
 * or the shopper reaches into it (about a kilobyte): it decides, per breakpoint, whether a
 * carousel is showing. A carousel starts as the server's scroll-snap row with working buttons
 * (../shared/carousel/native.ts); Swiper is imported only once the shopper reaches for it
 * (pointer, touch, focus, a button), or, for a breakpoint that autoplays, once the block nears
 * the viewport (autoplay needs Swiper, and only that block pays for it). A grid breakpoint, or a
 * block hidden on this breakpoint, never downloads Swiper.
 */
import type { CarouselConfig, CarouselConfigs } from './layout.ts';
import { nativeCarousel } from '../shared/carousel/native.ts';

/** The CMS breakpoint ranges, as in src/styles/global.css. */
const QUERIES = {
  sm: '(max-width: 47.999rem)',
  md: '(min-width: 48rem) and (max-width: 63.999rem)',
  lg: '(min-width: 64rem) and (max-width: 79.999rem)',
  xl: '(min-width: 80rem)',
} as const;
type Bp = keyof typeof QUERIES;
const lists = Object.entries(QUERIES).map(([bp, q]) => [bp as Bp, matchMedia(q)] as const);

function setUp(root: HTMLElement): void {
  const configs = JSON.parse(root.dataset.cl ?? '{}') as CarouselConfigs;
  let near = false;
  let reached = false;
  let run = 0;
  let unmount: (() => void) | undefined;
  let native: (() => void) | undefined;

  const upgrade = async (config: CarouselConfig, current: number) => {
    let off: () => void;
    try {
      const { mount } = await import('./carousel.ts');
      if (current !== run) return;
      off = await mount(root, config);
    } catch (error) {
      // The row and its native buttons keep working without Swiper.
      console.error('[carousel] could not start', error);
      return;
    }
    // The breakpoint changed again while Swiper was loading: undo this mount.
    if (current !== run) return off();
    unmount = off;
    // The native buttons worked until now; Swiper has them from here.
    native?.();
    native = undefined;
  };

  const active = (): CarouselConfig | null => configs[lists.find(([, l]) => l.matches)?.[0] ?? 'sm'];

  const sync = () => {
    const config = active();
    // A grid is not a carousel: only announce one where it is one.
    if (config) root.setAttribute('aria-roledescription', 'carousel');
    else root.removeAttribute('aria-roledescription');
    const current = ++run;
    unmount?.();
    unmount = undefined;
    native?.();
    native = undefined;
    if (!config) return;
    if (reached || (near && config.autoplayMs)) {
      void upgrade(config, current);
      return;
    }
    native = nativeCarousel(root, config, () => {
      reached = true;
      void upgrade(config, current);
    });
  };

  for (const [, list] of lists) list.addEventListener('change', (e) => {
    if (e.matches) sync();
  });
  new IntersectionObserver(
    (entries, observer) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      near = true;
      // Only a breakpoint that autoplays upgrades on sight; the others wait for the shopper.
      if (!reached && active()?.autoplayMs) sync();
    },
    // Upgrade a little before it scrolls in; the list is already laid out, so nothing moves.
    { rootMargin: '25% 0px' },
  ).observe(root);
  sync();
}

/** Starts one collection block, once (./collection.client.ts calls it when the block nears the viewport). */
export function startCollection(root: HTMLElement): void {
  if (root.hasAttribute('data-cl-ready')) return;
  root.setAttribute('data-cl-ready', '');
  setUp(root);
}
