/**
 * The product carousels' always-loaded part: once a carousel nears the viewport (or the shopper
 * reaches into it; ./when-near.ts), wire its native buttons (product-carousel.ts); Swiper itself
 * waits for the shopper. Carousels whose slides arrive later (data-pc-deferred) are mounted by
 * their own script when the slides are in.
 */
import { whenNear } from './when-near.ts';

const roots = document.querySelectorAll<HTMLElement>('[data-pc]:not([data-pc-deferred]):not([data-pc-ready])');
roots.forEach((root) => root.setAttribute('data-pc-ready', ''));
whenNear(roots, (root) =>
  import('./product-carousel.ts')
    .then(({ mountProductCarousel }) => mountProductCarousel(root))
    .catch((error: unknown) => console.error('[carousel] could not start', error)),
);
