/**
 * The search client wired to the products service (./search.ts), sharing the catalogue's cached
 * fetcher (deadline, coalescing, stale-while-revalidate, stale-if-error) and its gateway headers.
 */
import { API_ACCESS_KEY } from 'astro:env/server';
import { catalogueFetcher, upstream } from '../services.ts';
import { gatewayHeaders } from '../http/gateway-headers.ts';
import { siteForId, SITES } from '../site/locales.ts';
import { createSearchClient } from './search.ts';

export const searchClient = createSearchClient({
  baseUrl: upstream.commerceUrl,
  fetcher: catalogueFetcher,
  headers: (siteId) => gatewayHeaders({ site: siteForId(siteId) ?? SITES[0]!, accessKey: API_ACCESS_KEY }),
});
