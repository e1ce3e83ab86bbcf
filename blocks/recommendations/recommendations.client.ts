/**
 * The recommendation block's always-loaded part (issue 15): its behaviour
 * (./recommendations.run.ts: the cards' request, the carousel, the impressions, the island
 * triggers) is imported only when a block nears the viewport, half a screen ahead so the cards are
 * usually there when it scrolls in, or when the shopper reaches into it first.
 */
import { couldNotStart, whenNear } from '../shared/when-near.ts';

whenNear(
  document.querySelectorAll<HTMLElement>('[data-rc]:not([data-rc-ready])'),
  (root) => import('./recommendations.run.ts').then((m) => m.startRecommendations(root)).catch(couldNotStart('recommendations')),
  { rootMargin: '50% 0px' },
);
