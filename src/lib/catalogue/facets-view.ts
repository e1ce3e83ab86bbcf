/**
 * What the facet panel and the chosen-filter chips show, from the search answer's facets and the
 * listing state (./facets.ts): each value with its count and the link that switches it, each
 * facet's clear link, and one removable chip per chosen value. Pure, so it is unit-tested.
 */
import {
  clearAll,
  clearFacet,
  isChosen,
  isListingFacet,
  listingHref,
  overflowClasses,
  priceBucketLabel,
  safeSwatch,
  seeMoreClasses,
  toggleValue,
  LISTING_FACET_IDS,
  type ListingFacetId,
  type ListingState,
} from './facets.ts';

export interface AnswerFacet {
  id: string;
  label: string;
  values: Array<{ value: string; label: string; count: number; swatch?: string | undefined; url?: string | undefined }>;
}

export interface FacetValueView {
  value: string;
  label: string;
  count: number;
  swatch: string | null;
  chosen: boolean;
  href: string;
  /** Hidden behind "see more" on these breakpoints (fx-sm fx-md fx-lg). */
  overflow: string;
}

export interface FacetView {
  id: ListingFacetId;
  title: string;
  values: FacetValueView[];
  chosenCount: number;
  clearHref: string;
  /** Where the see-more button shows (fm-sm fm-md fm-lg); '' when every value fits. */
  more: string;
}

export interface ChipView {
  facet: ListingFacetId;
  value: string;
  label: string;
  href: string;
}

export interface FacetPanelView {
  facets: FacetView[];
  chips: ChipView[];
  clearAllHref: string;
}

export interface FacetViewOptions {
  path: string;
  /** Facet titles by id (the site's language); the answer's label otherwise. */
  titles: Readonly<Record<string, string>>;
  /** Money without cents in the site's currency, for the price buckets. */
  money: (amount: number) => string;
}

/**
 * Facets the URL can filter by, in the answer's order. A facet with a single value and nothing
 * chosen narrows nothing (a category page's own category) and is left out.
 */
export function facetPanel(answer: readonly AnswerFacet[], state: ListingState, options: FacetViewOptions): FacetPanelView {
  const href = (next: ListingState) => listingHref(options.path, next);
  const labelOf = (id: string, value: string, answerLabel: string | undefined): string =>
    (id === 'price' ? priceBucketLabel(value, options.money) : null) ?? answerLabel ?? value;

  const facets: FacetView[] = [];
  for (const facet of answer) {
    if (!isListingFacet(facet.id)) continue;
    const id = facet.id;
    const values = facet.values.filter((v) => v.count > 0 || isChosen(state, id, v.value));
    // A chosen value the answer no longer lists (no product left with it) stays removable.
    for (const value of state.filters[id] ?? []) if (!values.some((v) => v.value === value)) values.push({ value, label: value, count: 0 });
    const chosenCount = values.filter((v) => isChosen(state, id, v.value)).length;
    if (values.length < 2 && chosenCount === 0) continue;
    facets.push({
      id,
      title: options.titles[id] ?? facet.label,
      values: values.map((v, i) => ({
        value: v.value,
        label: labelOf(id, v.value, v.label),
        count: v.count,
        swatch: id === 'color' ? safeSwatch(v.swatch) : null,
        chosen: isChosen(state, id, v.value),
        href: href(toggleValue(state, id, v.value)),
        overflow: overflowClasses(i),
      })),
      chosenCount,
      clearHref: href(clearFacet(state, id)),
      more: seeMoreClasses(values.length),
    });
  }

  const labels = new Map(answer.flatMap((f) => f.values.map((v) => [`${f.id}:${v.value}`, v.label] as const)));
  const chips: ChipView[] = LISTING_FACET_IDS.flatMap((id) =>
    (state.filters[id] ?? []).map((value) => ({ facet: id, value, label: labelOf(id, value, labels.get(`${id}:${value}`)), href: href(toggleValue(state, id, value)) })),
  );
  return { facets, chips, clearAllHref: href(clearAll(state)) };
}
