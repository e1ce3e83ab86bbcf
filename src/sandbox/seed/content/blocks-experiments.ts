/**
 * Seed blocks for marketers: experiences (A/B tests of the sandbox's experimentation project,
 * src/sandbox/experiments/datafile.ts) and segmentation by audience. They live on their own page,
 * `page/experiments` (experimentsPage below), and in the kitchen sink; home and category pages
 * stay free of them so their first paint never waits for a decision.
 *
 * Variants differ in height on purpose: the page proves that choosing one shifts nothing.
 */
import { categoryPath, type Category } from '../categories.ts';
import type { RawBlock, SeedBlocks, SeedContext } from './types.ts';

/** The experiments page's block ids (e2e tests find the blocks by them). */
export const EXPERIMENT_BLOCK_IDS = {
  heroTest: 'experiments-hero-test',
  promoTest: 'experiments-promo-test',
  rewardsSegments: 'experiments-rewards-segments',
  programmeSegments: 'experiments-programme-segments',
} as const;

const text = (id: string, heading: string, body: string, link?: { href: string; text: string }): RawBlock => ({
  type: 'rich-text',
  id,
  name: heading,
  richText: `<h2>${heading}</h2><p>${body}</p>${link ? `<p><a href="${link.href}">${link.text}</a></p>` : ''}`,
  maxWidth: 'lg',
});

function firstLeafPath(ctx: SeedContext, parentId: string): string {
  const leaf: Category | undefined = ctx.categories.find((c) => c.parent === parentId) ?? ctx.categories.find((c) => c.id === parentId);
  return leaf ? categoryPath(ctx.site.locale, leaf) : `/${ctx.site.locale}/`;
}

function heroTest(ctx: SeedContext): RawBlock {
  const shoes = firstLeafPath(ctx, '1000');
  return {
    type: 'experience',
    id: EXPERIMENT_BLOCK_IDS.heroTest,
    name: 'Hero message test',
    experienceId: 'home_hero_test',
    trackingEvent: 'hero_click',
    bottomMargins: { sm: 'sm', lg: 'md' },
    baselines: [text('hero-test-baseline', 'Gear up for the trail', 'Boots, shells and packs for long days out.', { href: shoes, text: 'Shop footwear' })],
    variants: [
      {
        name: 'Trail',
        variantId: 'trail',
        targets: [
          text(
            'hero-test-trail',
            'Find your trail',
            'New trail shoes, tested for 2,000 km by our guides before they reached the shop. Grippy on wet rock, light on the climb, and comfortable from the first mile.',
            { href: shoes, text: 'Shop trail shoes' },
          ),
        ],
      },
      {
        name: 'Summit',
        variantId: 'summit',
        targets: [
          text('hero-test-summit', 'Reach the summit', 'Alpine layers built for altitude.', { href: firstLeafPath(ctx, '2000'), text: 'Shop alpine layers' }),
          text('hero-test-summit-more', 'Layer for the weather you get', 'Base, mid and shell: three layers that work together from the car park to the ridge.'),
        ],
      },
    ],
  };
}

function promoTest(ctx: SeedContext): RawBlock {
  return {
    type: 'experience',
    id: EXPERIMENT_BLOCK_IDS.promoTest,
    name: 'Gear promotion test',
    experienceId: 'gear_promo_test',
    trackingEvent: 'promo_click',
    baselines: [text('promo-test-baseline', 'Pack light, go far', 'Tents, packs and headlamps for every trip.', { href: firstLeafPath(ctx, '3000'), text: 'Shop gear' })],
    variants: [
      {
        name: 'Free returns',
        variantId: 'free-returns',
        targets: [text('promo-test-free-returns', 'Free returns on all gear', 'Try it on the trail: 60 days to change your mind.', { href: firstLeafPath(ctx, '3000'), text: 'Shop gear' })],
      },
    ],
  };
}

function rewardsSegments(): RawBlock {
  return {
    type: 'segmentation',
    id: EXPERIMENT_BLOCK_IDS.rewardsSegments,
    name: 'Rewards message by audience',
    segments: [
      { id: 'loyalty-member', targets: [text('rewards-member', 'Welcome back, member', 'Your points are waiting at checkout.')] },
      { id: 'non-loyalty-logged-in', targets: [text('rewards-join', 'Join Cairn Rewards', 'Earn points on every order, free.')] },
      { id: 'cart-not-empty', targets: [text('rewards-basket', 'Your basket is waiting', 'Sign in to keep it on every device.')] },
    ],
    baselines: [text('rewards-baseline', 'Sign in for member prices', 'Members get early access to sales and free shipping.')],
  };
}

function programmeSegments(): RawBlock {
  return {
    type: 'segmentation',
    id: EXPERIMENT_BLOCK_IDS.programmeSegments,
    name: 'Programme spend banners',
    segments: [
      { id: 'employee', targets: [text('programme-employee', 'Your associate discount', 'Applied at checkout once you accept the discount terms.')] },
      { id: 'athlete-profile', targets: [text('programme-athlete', 'Athlete allowance', 'Your season allowance applies to every order.')] },
      { id: 'wranx-only', targets: [text('programme-wranx', 'WRANX pro pricing', 'Your WRANX discount applies to every order.')] },
      { id: 'ipa-only', targets: [text('programme-ipa', 'IPA pro pricing', 'Your IPA discount applies to every order.')] },
      { id: 'ipa-wranx-profile', targets: [text('programme-both', 'Pro pricing', 'Your programme discounts apply to every order.')] },
      { id: 'logged-out', targets: [text('programme-guest', 'Outdoor professional?', 'Guides, instructors and rescuers get pro pricing. Sign in to see yours.')] },
    ],
    baselines: [],
  };
}

export function experimentBlocks(ctx: SeedContext): SeedBlocks {
  return {
    home: [],
    category: () => [],
    content: [],
    kitchenSink: [heroTest(ctx), promoTest(ctx), rewardsSegments(), programmeSegments()],
  };
}

/** The blocks of page/experiments. */
export const experimentsPageBlocks = (ctx: SeedContext): RawBlock[] => [heroTest(ctx), rewardsSegments(), promoTest(ctx), programmeSegments()];
