/** Simplified social glyphs (24×24, stroke only) and display names; inline, so no requests. */
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

export const SOCIAL_ICON_PATHS: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8a4 4 0 0 0 0-8zM17.5 6.5h.01',
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z',
  youtube: 'M3 8.5A3.5 3.5 0 0 1 6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5zM10 9v6l5-3z',
  x: 'M4 4l16 16M20 4L4 20',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5',
  pinterest: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM11 8l-2.5 11M11 8h2.5a3 3 0 0 1 0 6H10.5',
  strava: 'M10 3l-6 12h4l2-4 2 4h4zM14 15l2 4 2-4',
};
