/**
 * What every account page does before it renders (issue 12): private (`no-store`), the chrome,
 * and who is signed in, read from the server-side session only (docs/architecture.md#security-rules). A
 * signed-out visitor gets the account frame without any account data, and the sign-in dialog.
 *
 * The section's CMS frame (`account` or `account-profile`) is loaded here too, in parallel with
 * the chrome; a missing or unreachable frame is decoration, so the page renders without it.
 */
import type { AstroGlobal } from 'astro';
import type { AugmentedPage } from '../../../schemas/content/page.ts';
import { authBroker, bffRequest } from '../bff/broker.ts';
import type { BffRequest } from '../bff/auth-session.ts';
import { loadChrome, loadPage, type Chrome } from '../content/pages.ts';
import { contentScope } from '../content/route.ts';
import { guardPrivatePage } from '../site/private-page.ts';
import { cmsAreaOf, type AccountSection } from './sections.ts';

export interface AccountPage {
  chrome: Chrome;
  /** The section's CMS frame, when the content service has one. */
  frame: AugmentedPage | null;
  signedIn: boolean;
  /** The BFF request for server-side gateway calls as this shopper (only when signed in). */
  req: BffRequest;
}

export async function openAccountPage(astro: AstroGlobal, section: AccountSection): Promise<AccountPage | Response> {
  const notFound = guardPrivatePage(astro);
  if (notFound) return notFound;
  const req = bffRequest(astro);
  const { signedIn } = authBroker.serverSide(req);
  const scope = contentScope(astro.locals);
  const [chrome, frame] = await Promise.all([loadChrome(scope), signedIn ? loadPage(scope, { area: cmsAreaOf(section) }) : Promise.resolve(null)]);
  return { chrome, frame: frame?.status === 'found' ? frame.page : null, signedIn, req };
}
