/**
 * The blocks' behaviours, in one module the chrome loads once the page has loaded, or sooner on the
 * shopper's first intent or an early submit (./behaviours-later.ts; issue 15). Each entry is a
 * block's always-loaded part: it runs `whenNear` (./when-near.ts), which imports the block's real
 * behaviour when it nears the viewport or the shopper reaches into it. Only the parts whose roots
 * are on the page are imported.
 *
 * Why not a `<script>` per block: each was a request the HTML named (five on home, with their
 * shared helpers seven), finished before the first screen was painted, and so on the simulated
 * critical path of a phone on a slow network, where every request costs a round trip
 * (docs/decisions.md "The blocks' behaviours after the page"). A block that renders one of these
 * roots renders ./Behaviours.astro, which names this module in an inert template (so do
 * src/components/DialogShell.astro, for the dialog manager, and the favorite hearts).
 */
const PARTS: ReadonlyArray<readonly [root: string, start: () => Promise<unknown>]> = [
  ['[data-cl]', () => import('../collection/collection.client.ts')],
  ['[data-newsletter]', () => import('../newsletter/newsletter.client.ts').then((m) => m.initNewsletters())],
  ['[data-rc]', () => import('../recommendations/recommendations.client.ts')],
  ['[data-ag]', () => import('../article-grid/article-grid.client.ts')],
  ['[data-pc]', () => import('./product-carousel.loader.ts')],
  ['[data-ugc]', () => import('../ugc/ugc.client.ts')],
  ['[data-video]', () => import('../video/video.client.ts')],
  ['[data-event-signup]', () => import('../event-signup/event-signup.client.ts').then((m) => m.initEventSignups())],
  ['[data-vertical-list]', () => import('../vertical-list/vertical-list.client.ts')],
  ['[data-benefit-bar-close]', () => import('../benefit-bar/benefit-bar.client.ts')],
  // The favorite hearts (src/components/favorites/FavoriteButton.astro): a press before then is held (./behaviours-later.ts).
  ['[data-favorite-button]', () => import('../../src/lib/favorites/buttons.ts').then((m) => m.startFavoriteButtons())],
  // The dialog manager for the server's dialogs (src/components/DialogShell.astro): a `#dialog:`
  // link shows its dialog in place until then, and the manager opens it from the address at start.
  ['dialog[data-dialog]', () => import('../../src/lib/dialogs/host.ts').then((m) => m.startDialogHost())],
  // The product page's wallet button (islands/express/product-button.ts): a press before then is held.
  ['[data-wallet-button]', () => import('../../islands/express/product-button.ts').then((m) => m.startProductWalletButtons())],
  // The product page's store availability, in one of those dialogs.
  ['[data-product-stores]', () => import('../../src/components/product/store-availability.client.ts').then((m) => m.startStoreAvailability())],
];

/** Where ./behaviours-later.ts finds that every part on the page has started (this module has no exports its importer can see). */
const BEHAVIOURS_READY = Symbol.for('cairn.blocks.behaviours');

const ready = Promise.all(
  PARTS.filter(([root]) => document.querySelector(root)).map(([root, start]) =>
    start().catch((error: unknown) => console.error(`[blocks] the behaviour of ${root} could not load`, error)),
  ),
).then(() => undefined);

(globalThis as { [key: symbol]: Promise<void> })[BEHAVIOURS_READY] = ready;
