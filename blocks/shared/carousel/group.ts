/** Product carousels move their group of slides per arrow press from medium screens up, one below. */
export const MEDIUM_UP = '(min-width: 48rem)';

export const slidesPerPress = (group: number): number => (matchMedia(MEDIUM_UP).matches ? group : 1);
