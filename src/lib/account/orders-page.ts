/**
 * What the account's order pages (the list and one order) open with: the account page (or the
 * Response that replaces it), the site, the request's correlation id, and the words both use.
 * Server-only: pages import it.
 */
import type { AstroGlobal } from 'astro';
import type { Site } from '../site/locales.ts';
import { orderMessages, type OrderMessages } from '../../../islands/account/orders/messages.ts';
import { orderPageMessages, type OrderPageMessages } from '../../components/account/orders/messages.ts';
import { openAccountPage, type AccountPage } from './page.ts';

export interface OrdersPage {
  page: AccountPage;
  site: Site;
  correlationId: string;
  /** The pages' words. */
  w: OrderPageMessages;
  /** The order islands' words (statuses, tracking) the pages render too. */
  words: OrderMessages;
}

export async function openOrdersPage(astro: AstroGlobal): Promise<OrdersPage | Response> {
  const page = await openAccountPage(astro, 'orders');
  if (page instanceof Response) return page;
  const { site, correlationId } = astro.locals;
  return { page, site, correlationId, w: orderPageMessages(site.language), words: orderMessages(site.language) };
}
