/**
 * Clients for the data-driven blocks (article grid and article page, up-sell), wired to the
 * products service like src/lib/services.ts wires the content and catalogue clients: the same
 * fetchers (deadline, coalescing, stale-while-revalidate, stale-if-error) and gateway headers.
 */
import { API_ACCESS_KEY } from 'astro:env/server';
import { catalogueFetcher, contentFetcher, upstream } from './services.ts';
import { gatewayHeaders } from './http/gateway-headers.ts';
import { SITES, siteForId } from './site/locales.ts';
import { createArticleClient } from './articles/client.ts';
import { createInventoryClient } from './catalogue/inventory.ts';

const headersFor = (siteId: string) => gatewayHeaders({ site: siteForId(siteId) ?? SITES[0]!, accessKey: API_ACCESS_KEY });

/** Articles are editorial content: the content fetcher's longer freshness. */
export const articleClient = createArticleClient({ baseUrl: upstream.commerceUrl, fetcher: contentFetcher, headers: headersFor });
/** Stock moves: the catalogue fetcher's short freshness. */
export const inventoryClient = createInventoryClient({ baseUrl: upstream.commerceUrl, fetcher: catalogueFetcher, headers: headersFor });
