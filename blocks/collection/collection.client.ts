/**
 * The collection's always-loaded part, a few hundred bytes: it decides, per breakpoint, whether
 * a carousel is showing, and only then (and only once the block is near the viewport) imports
 * Swiper. A grid breakpoint, or a block hidden on this breakpoint, never downloads Swiper.
 */
import type { CarouselConfig, CarouselConfigs } from './layout.ts';

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
  let run = 0;
  let unmount: (() => void) | undefined;

  const sync = async () => {
    const bp = lists.find(([, l]) => l.matches)?.[0] ?? 'sm';
    const config: CarouselConfig | null = configs[bp];
    // A grid is not a carousel: only announce one where it is one.
    if (config) root.setAttribute('aria-roledescription', 'carousel');
    else root.removeAttribute('aria-roledescription');
    const current = ++run;
    unmount?.();
    unmount = undefined;
    if (!config || !near) return;
    const { mount } = await import('./carousel.ts');
    const off = await mount(root, config);
    // The breakpoint changed again while Swiper was loading: undo this mount.
    if (current === run) unmount = off;
    else off();
  };

  for (const [, list] of lists) list.addEventListener('change', (e) => e.matches && sync());
  new IntersectionObserver(
    (entries, observer) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      near = true;
      void sync();
    },
    // Upgrade a little before it scrolls in; the list is already laid out, so nothing moves.
    { rootMargin: '25% 0px' },
  ).observe(root);
  void sync();
}

document.querySelectorAll<HTMLElement>('[data-cl]:not([data-cl-ready])').forEach((root) => {
  root.setAttribute('data-cl-ready', '');
  setUp(root);
});
