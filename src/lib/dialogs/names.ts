/**
 * How dialogs are named and linked to, shared by the dialog host (browser), the CMS dialog
 * schema and the server components. It imports nothing, so any of them can use it.
 */

/** A CMS target whose url is `#dialog:<name>` opens that dialog. */
export const DIALOG_LINK_PREFIX = '#dialog:';

/** Names are safe in a URL fragment and an element id: letters, digits, `_ . : -`. */
export const DIALOG_NAME_PATTERN = /^[\w.:-]{1,100}$/;

/** The dialog a `#dialog:<name>` href opens, or null for any other href. */
export function dialogNameFromHref(href: string | null | undefined): string | null {
  if (!href || !href.startsWith(DIALOG_LINK_PREFIX)) return null;
  let name: string;
  try {
    name = decodeURIComponent(href.slice(DIALOG_LINK_PREFIX.length));
  } catch {
    return null;
  }
  return DIALOG_NAME_PATTERN.test(name) ? name : null;
}

/** The href that opens a dialog. */
export const dialogHref = (name: string): string => `${DIALOG_LINK_PREFIX}${name}`;

/** The DOM id of a dialog: the target of its `#dialog:<name>` link, so `:target` works without JS. */
export const dialogDomId = (name: string): string => `dialog:${name}`;

/**
 * The spec's named dialogs and panels (docs/requirements/content-blocks.md#dialogs-and-panels), by the names the manager uses. Islands and
 * links use these constants, never a string of their own.
 */
export const DIALOGS = {
  addGiftOption: 'add-gift-option',
  askQuestion: 'ask-question',
  askQuestionSuccess: 'ask-question-success',
  cartChangeShippingMethod: 'cart-change-shipping-method',
  changeStoreConfirmation: 'change-store-confirmation',
  employeeTerms: 'employee-terms',
  forgotPassword: 'forgot-password',
  interests: 'interests',
  bnplInfo: 'bnpl-info',
  locationConfirmation: 'location-confirmation',
  loyaltySignUp: 'loyalty-sign-up',
  miniCart: 'mini-cart',
  pickupInStore: 'pickup-in-store',
  quickShop: 'quickshop',
  reviewUgc: 'review-ugc',
  signIn: 'sign-in',
  signInConfirmation: 'sign-in-confirmation',
  signUp: 'sign-up',
  smsTerms: 'sms-terms',
  storeChanged: 'store-changed',
  threeDsChallenge: 'three-ds-challenge',
  welcome: 'welcome',
} as const;
export type DialogName = (typeof DIALOGS)[keyof typeof DIALOGS];
