/**
 * The recommendation carousel's layout (docs/requirements/content-blocks.md#recommendations-and-up-sell): card widths by variant and slides to
 * scroll. Pure, so it is unit tested.
 */
import { SEARCH_HUB_CARD_PX, slidesToScroll, type RecommendationVariant } from '../../schemas/content/recommendations.ts';

export interface CardWidths {
  sm: string;
  md: string;
  lg: string;
}

/**
 * 3-cards: three across from md; 5-cards and 6-cards: four across on md, five or six from lg;
 * search-hub: 250 px everywhere. On phones the next card peeks in.
 */
export const CARD_WIDTHS: Readonly<Record<RecommendationVariant, CardWidths>> = {
  '3-cards': { sm: '80%', md: '33.333%', lg: '33.333%' },
  '5-cards': { sm: '45%', md: '25%', lg: '20%' },
  '6-cards': { sm: '45%', md: '25%', lg: '16.666%' },
  'search-hub': { sm: `${SEARCH_HUB_CARD_PX}px`, md: `${SEARCH_HUB_CARD_PX}px`, lg: `${SEARCH_HUB_CARD_PX}px` },
};

export const cardWidths = (variant: RecommendationVariant): CardWidths => CARD_WIDTHS[variant];
export { slidesToScroll };
