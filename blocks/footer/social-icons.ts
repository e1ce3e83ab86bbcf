/** The social networks' display names; their glyphs are symbols of the icon sprite (src/components/icons, `social-<network>`). */
import type { SocialNetwork } from '../../schemas/content/footer.ts';

export const SOCIAL_NAMES: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  strava: 'Strava',
};
