/**
 * The product carousels' always-loaded part: once a carousel nears the viewport, wire its native
 * buttons (product-carousel.ts); Swiper itself waits for the shopper. Carousels whose slides
 * arrive later (data-pc-deferred) are mounted by their own script when the slides are in.
 */
const start = (root: HTMLElement) =>
  import('./product-carousel.ts')
    .then(({ mountProductCarousel }) => mountProductCarousel(root))
    .catch((error: unknown) => console.error('[carousel] could not start', error));

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      void start(entry.target as HTMLElement);
    }
  },
  { rootMargin: '25% 0px' },
);

document.querySelectorAll<HTMLElement>('[data-pc]:not([data-pc-deferred]):not([data-pc-ready])').forEach((root) => {
  root.setAttribute('data-pc-ready', '');
  observer.observe(root);
});
