/**
 * The collection block's always-loaded part (issue 15): until a block nears the viewport (or the
 * shopper reaches into it) it is the server's scroll-snap row, which scrolls by touch, trackpad and
 * keyboard; then its behaviour (./collection.run.ts: the breakpoints, the native buttons, Swiper on
 * intent or autoplay) is imported.
 */
import { couldNotStart, whenNear } from '../shared/when-near.ts';

whenNear(document.querySelectorAll<HTMLElement>('[data-cl]:not([data-cl-ready])'), (root) =>
  import('./collection.run.ts').then((m) => m.startCollection(root)).catch(couldNotStart('collection')),
);
