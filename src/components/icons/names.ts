/**
 * The icons of the shared sprite (sprite.svg beside this file). Each name is a `<symbol id>` there;
 * tests/unit/icons checks that the two agree.
 */
export const ICON_NAMES = [
  'close',
  'menu',
  'chevron-down',
  'heart',
  'social-instagram',
  'social-facebook',
  'social-youtube',
  'social-x',
  'social-tiktok',
  'social-pinterest',
  'social-strava',
  'info',
  'dismiss',
  'arrow-left',
  'arrow-right',
  'pause',
  'play',
  'cart',
  'chevron-small',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
