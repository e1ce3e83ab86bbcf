/**
 * The article grid's always-loaded part (issue 15): its server-rendered forms work without script;
 * the in-place update (./article-grid.run.ts) is imported when a grid nears the viewport or the
 * shopper reaches into it (pointer, touch, focus), before they can press a tag or read-more.
 */
import { couldNotStart, whenNear } from '../shared/when-near.ts';

whenNear(
  document.querySelectorAll<HTMLElement>('[data-ag]:not([data-ag-ready])'),
  (root) => import('./article-grid.run.ts').then((m) => m.startArticleGrid(root)).catch(couldNotStart('article-grid')),
  // A tag, read-more or See more (marked as a held press) pressed before the update's code is there is held and replayed in place.
  { holdSubmits: true },
);
