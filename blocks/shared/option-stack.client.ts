/**
 * Blocks that render several alternatives in one place and show one (experience variants,
 * segments). The server renders every option hidden, stacked in one grid cell (.option-stack in
 * src/styles/global.css), so the tallest option holds the space from the first paint: choosing
 * one shifts nothing, and none is painted before the choice.
 */
export const BASELINE = 'baseline';

/** The option keys of a stack root (its own options only, not those of nested stacks). */
export const optionKeys = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>(':scope > [data-option]')].map((o) => o.dataset.option ?? '').filter(Boolean);

/** Shows the option named `key` (the baseline when there is none by that name). */
export function showOption(root: HTMLElement, key: string): string {
  const options = [...root.querySelectorAll<HTMLElement>(':scope > [data-option]')];
  const shownKey = options.some((o) => o.dataset.option === key) ? key : BASELINE;
  for (const option of options) {
    const shown = option.dataset.option === shownKey;
    option.toggleAttribute('data-shown', shown);
    option.inert = !shown;
  }
  root.dataset.state = 'decided';
  root.removeAttribute('aria-busy');
  return shownKey;
}
