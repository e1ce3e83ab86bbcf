/**
 * The recommendation carousel in the browser, imported by ./recommendations.client.ts when the
 * block nears the viewport (or the shopper reaches into it). Then: ask /api/recommendations for
 * the cards, replace the six skeletons with them (same size: nothing shifts), mount the carousel,
 * and once the cards are seen report the impressions, up to 24 (docs/requirements/content-blocks.md#recommendations-and-up-sell), to the engine and
 * the data layer. A link click reports the card's recToken too. Failures are logged; the block
 * then removes itself (docs/requirements/content-blocks.md#errors-in-content-blocks: no user-facing errors in content blocks).
 */
import { MAX_RECOMMENDATION_IMPRESSIONS } from '../../schemas/api/personalisation-rules.ts';
import type { RecommendationCard } from '../../src/lib/personalisation/recommendations.ts';
import { hasPreviewParam, TARGETING_CATEGORY } from '../../src/lib/consent/consent.ts';
import { hasConsent } from '../../src/lib/consent/consent.client.ts';
import { visitorId } from '../../src/lib/experiments/visitor.ts';
import { pushRecommendationImpressions } from './impressions.ts';
import { startIslandTriggers } from '../../src/lib/islands/lazy.ts';

const TIMEOUT_MS = 8000;
const SEEN_RATIO = 0.5;

interface DecideInput {
  locale: string;
  decisionPoint: string;
  limit: number;
  path: string;
  pageType: string;
  productId?: string;
  categoryId?: string;
}

const preview = () => hasPreviewParam(new URLSearchParams(location.search));

function post(body: unknown, keepalive = false): Promise<Response> {
  return fetch('/api/recommendations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    keepalive,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

function record(kind: 'impressions' | 'clicks', locale: string, recTokens: string[]): void {
  if (recTokens.length === 0) return;
  // keepalive: a click navigates away, and the record must still leave.
  post({ kind, locale, recTokens: recTokens.slice(0, MAX_RECOMMENDATION_IMPRESSIONS), preview: preview() }, true).catch((error: unknown) =>
    console.error(`[recommendations] ${kind} could not be recorded`, error),
  );
}

function fill(template: HTMLTemplateElement, card: RecommendationCard, index: number, count: number): HTMLElement {
  const slide = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const q = <T extends Element>(s: string) => slide.querySelector<T>(s);
  slide.setAttribute('aria-roledescription', template.dataset.slideRole ?? 'slide');
  slide.setAttribute('aria-label', (template.dataset.slideLabel ?? '{n} / {of}').replace('{n}', String(index + 1)).replace('{of}', String(count)));
  slide.dataset.recToken = card.recToken;
  slide.dataset.productId = card.id;
  const link = q<HTMLAnchorElement>('[data-rc-link]');
  if (link) {
    link.href = card.url;
    link.textContent = card.title;
  }
  const quickShop = q<HTMLButtonElement>('[data-rc-quickshop]');
  if (quickShop) {
    quickShop.dataset.islandProps = JSON.stringify({ productId: card.id });
    quickShop.setAttribute('aria-label', (quickShop.dataset.label ?? '{name}').replace('{name}', card.title));
  }
  const img = q<HTMLImageElement>('[data-rc-img]');
  if (img && card.image) {
    img.src = card.image.src;
    img.srcset = card.image.srcset;
    img.width = card.image.width;
    img.height = card.image.height;
  } else img?.remove();
  const rating = q<HTMLElement>('[data-rc-rating]');
  const ratingText = q<HTMLElement>('[data-rc-rating-text]');
  if (card.rating !== null && ratingText) ratingText.textContent = (template.dataset.rating ?? '{n}').replace('{n}', card.rating.toFixed(1));
  else rating?.replaceChildren();
  const prefix = q<HTMLElement>('[data-rc-now-prefix]');
  if (prefix) prefix.textContent = `${(card.price.label ? prefix.dataset.now : prefix.dataset.price) ?? ''} `;
  const now = q<HTMLElement>('[data-rc-now]');
  if (now) now.textContent = card.price.now;
  if (card.price.label) q<HTMLElement>('[data-rc-now-wrap]')?.classList.add('text-sale');
  const was = q<HTMLElement>('[data-rc-was]');
  if (was && card.price.was) {
    was.textContent = card.price.was;
    q<HTMLElement>('[data-rc-was-wrap]')?.removeAttribute('hidden');
  }
  const label = q<HTMLElement>('[data-rc-label]');
  if (label && card.price.label) {
    label.textContent = card.price.label;
    label.hidden = false;
  }
  return slide;
}

async function load(root: HTMLElement): Promise<void> {
  const input = JSON.parse(root.dataset.rc ?? '{}') as DecideInput;
  const track = root.querySelector<HTMLElement>('.pc-track');
  const template = root.querySelector<HTMLTemplateElement>('template[data-rc-card]');
  if (!track || !template) return;
  try {
    // The engine knows this browser only with targeting consent: the shared visitor cookie then exists.
    if (hasConsent(TARGETING_CATEGORY)) visitorId();
    let items: RecommendationCard[] = [];
    try {
      const res = await post({ kind: 'decide', ...input, preview: preview() });
      if (!res.ok) throw new Error(`recommendations answered ${res.status}`);
      items = ((await res.json()) as { items: RecommendationCard[] }).items;
    } catch (error) {
      console.error('[recommendations] the engine could not answer', error);
    }
    // No cards from the engine on a product or category page: the products service's widget (./widget.ts).
    const fromEngine = items.length > 0;
    if (!fromEngine && (input.productId || input.categoryId)) {
      const { loadWidgetCards } = await import('./widget.ts');
      const [language = 'en', country = 'us'] = input.locale.split('-');
      items = await loadWidgetCards(input, `${language}-${country.toUpperCase()}`);
    }
    if (!items.length) {
      root.hidden = true;
      return;
    }
    track.replaceChildren(...items.map((card, i) => fill(template, card, i, items.length)));
    root.removeAttribute('aria-busy');
    const { mountProductCarousel } = await import('../shared/product-carousel.ts');
    await mountProductCarousel(root);
    // The engine's tokens go back to the engine; the widget's cards are counted in the data layer only.
    watchImpressions(root, input.locale, items, fromEngine);
    root.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest('a[data-rc-link]');
      const token = link?.closest<HTMLElement>('[data-rec-token]')?.dataset.recToken;
      if (token && fromEngine) record('clicks', input.locale, [token]);
    });
  } catch (error) {
    console.error('[recommendations] could not be loaded', error);
    root.hidden = true;
  }
}

/** Once, when at least half the carousel is on screen. */
function watchImpressions(root: HTMLElement, locale: string, items: RecommendationCard[], toEngine: boolean): void {
  const seen = items.slice(0, MAX_RECOMMENDATION_IMPRESSIONS);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      if (toEngine) record('impressions', locale, seen.map((c) => c.recToken));
      pushRecommendationImpressions(root.dataset.decisionPoint ?? '', seen.map((c, i) => ({ productId: c.id, position: i + 1 })));
    },
    { threshold: SEEN_RATIO },
  );
  observer.observe(root);
}

/** Near the viewport (./recommendations.client.ts): the cards, the carousel, the impressions. */
export function startRecommendations(root: HTMLElement): void {
  if (root.hasAttribute('data-rc-ready')) return;
  root.setAttribute('data-rc-ready', '');
  // The cards' Quick shop buttons (idempotent: the chrome's script may have started them).
  startIslandTriggers();
  void load(root);
}
