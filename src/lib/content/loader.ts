/**
 * The live-collection loader for CMS pages (src/live.config.ts). It maps the content client's
 * answers onto Astro's live loader contract: found → entry with cache hints, missing →
 * undefined (Astro's LiveEntryNotFoundError), unreachable or malformed → a typed error.
 */
import type { LiveLoader } from 'astro/loaders';
import type { AugmentedPage } from '../../../schemas/content/page.ts';
import { UpstreamUnavailableError } from '../http/cached-fetcher.ts';
import type { ContentClient, ContentRequest } from './client.ts';

export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentUnavailableError';
  }
}

export class ContentInvalidError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`The content service answered a page that is not an augmented page: ${issues.join('; ')}`);
    this.name = 'ContentInvalidError';
    this.issues = issues;
  }
}

export type PageFilter = ContentRequest & Record<string, unknown>;

export function cmsPageLoader(client: ContentClient): LiveLoader<AugmentedPage, PageFilter, never, ContentUnavailableError | ContentInvalidError> {
  return {
    name: 'cairn-cms-pages',
    async loadEntry({ filter }) {
      try {
        const result = await client.getPage(filter);
        if (result.status === 'not-found') return undefined;
        if (result.status === 'invalid') return { error: new ContentInvalidError(result.issues) };
        const { page } = result;
        const updated = page.updatedAt ? new Date(page.updatedAt) : undefined;
        return {
          id: page.id,
          data: page,
          cacheHint: {
            tags: ['cms', `cms:${filter.siteId}:${filter.area}`, `cms:${page.id}`],
            ...(updated && !Number.isNaN(updated.getTime()) ? { lastModified: updated } : {}),
          },
        };
      } catch (error) {
        if (error instanceof UpstreamUnavailableError) {
          return { error: new ContentUnavailableError(error.message, { cause: error }) };
        }
        throw error;
      }
    },
    async loadCollection() {
      // Pages are always read one at a time, by key; listing belongs to the showcase viewer.
      return { entries: [] };
    },
  };
}
