/**
 * Compile-time proof that the registry is exhaustive, checked by `astro check` (npm test).
 * Each `@ts-expect-error` fails the type check if the error it expects stops happening.
 */
import { registry, type Registry } from '../../blocks/registry.ts';
import { blockSchemas } from '../../schemas/content/index.ts';

const { banner: _banner, ...withoutBanner } = registry;

// @ts-expect-error a block type without a component is refused
export const missingComponent: Registry = withoutBanner;

// @ts-expect-error a component registered for a type with no schema is refused
export const extraType = { ...registry, 'mystery-widget': { schema: blockSchemas.banner, component: registry.banner.component } } satisfies Registry;

// @ts-expect-error a component whose props do not match its schema is refused
export const wrongComponent: Registry = { ...registry, spacer: { schema: blockSchemas.spacer, component: registry['mega-menu'].component } };
