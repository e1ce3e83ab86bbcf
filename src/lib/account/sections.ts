/**
 * The account area's sections (issue 12, docs/requirements/catalogue.md#routes /account): one URL each under
 * /{locale}/account, so reload, back and links into a section work. The order here is the
 * navigation's order. Favorites and loyalty live elsewhere and are linked from the account.
 */
export const ACCOUNT_SECTIONS = ['overview', 'profile', 'addresses', 'payment-methods', 'orders', 'communication'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The section's path under the locale: overview is the account's root. */
export function accountPath(locale: string, section: AccountSection): string {
  return section === 'overview' ? `/${locale}/account` : `/${locale}/account/${section}`;
}

/** One order's page in the account. */
export const accountOrderPath = (locale: string, orderNumber: string): string => `/${locale}/account/orders/${encodeURIComponent(orderNumber)}`;

/** The CMS area that frames a section (docs/requirements/content-blocks.md#content-service CMS page areas: account, account profile). */
export const cmsAreaOf = (section: AccountSection): 'account' | 'account-profile' => (section === 'profile' ? 'account-profile' : 'account');
