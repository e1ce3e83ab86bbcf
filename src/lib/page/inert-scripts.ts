/**
 * Imports a bundled script that src/components/chrome/InertScripts.astro rendered inside a
 * <template> (where it never runs), by the URL it finds there: the chrome's lazy part and the
 * blocks' behaviours load this way, after the first paint and without Vite's preload helper
 * (docs/decisions.md, "The chrome's lazy part"). Without that template on the page (a page outside
 * the layout, or one with no such block) there is nothing to import: `null`.
 */
export function importInert(name: string): Promise<unknown> | null {
  const src = inertTemplate(name)?.content.querySelector('script[src]')?.getAttribute('src');
  return src ? import(/* @vite-ignore */ new URL(src, location.href).href) : null;
}

/** The template InertScripts.astro rendered under `name`, if the page has it. */
export const inertTemplate = (name: string): HTMLTemplateElement | null => document.querySelector<HTMLTemplateElement>(`template[data-inert-scripts="${name}"]`);
