import { defineLiveCollection } from 'astro:content';
import { cmsPageLoader } from './lib/content/loader.ts';
import { contentClient } from './lib/services.ts';

/** CMS augmented pages, read live from the content service (the loader parses with the page schema). */
const pages = defineLiveCollection({ loader: cmsPageLoader(contentClient) });

export const collections = { pages };
