/**
 * The loyalty page's member panel (./LoyaltyPanel.astro), without React: it reads who is there
 * from the session summary ($auth), loads a member's figures into $loyalty (the loader is
 * fetched only for members) and shows the part that fits. The join buttons are island triggers
 * (src/lib/islands/lazy.ts): the loyalty sign-up island loads on intent.
 *
 * On this page the CMS's "join" calls to action (`#dialog:sign-up` links, which would open the
 * plain sign-up even for a signed-in shopper) open the loyalty sign-up instead: it signs a guest
 * up with loyalty enrolment and lets a signed-in shopper join.
 */
import { formatMoney } from '../../lib/catalogue/price.ts';
import { formatWholeNumber } from '../../lib/i18n/site-number-patterns.ts';
import { DIALOG_LINK_PREFIX, DIALOGS, dialogHref } from '../../lib/dialogs/names.ts';
import { $auth, type AuthState } from '../../stores/auth.ts';
import { $loyalty, type LoyaltyState } from '../../stores/loyalty.ts';
import { ensureSession } from '../../lib/session/load.ts';
import { forgetMemberHeight, rememberMemberHeight } from '../../lib/loyalty/member-height.ts';

type PanelState = 'unknown' | 'guest' | 'join' | 'member' | 'error';

const fill = (template: string | undefined, values: Record<string, string>): string =>
  (template ?? '').replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The state to show for who is there and what is loaded. */
export function panelState(auth: AuthState, loyalty: LoyaltyState): PanelState {
  if (auth.status === 'unknown') return 'unknown';
  if (auth.status === 'guest') return 'guest';
  const member = auth.isLoyaltyMember || (loyalty.status === 'ready' && loyalty.isLoyaltyMember);
  if (!member) return 'join';
  if (loyalty.status === 'ready') return 'member';
  if (loyalty.status === 'error') return 'error';
  return 'unknown';
}

let loader: Promise<typeof import('../../lib/loyalty/summary.ts')> | null = null;

function loadFigures(force: boolean): void {
  loader ??= import('../../lib/loyalty/summary.ts');
  void loader.then((m) => m.loadMemberLoyalty({ welcome: true, force }));
}

function renderMember(panel: HTMLElement, loyalty: LoyaltyState): void {
  const words = panel.dataset;
  const hreflang = words.hreflang ?? 'en-US';
  const number = (n: number) => formatWholeNumber(n, hreflang);
  const points = panel.querySelector<HTMLElement>('[data-points]');
  if (points) points.textContent = fill(words.wPoints, { points: number(loyalty.currentLoyaltyPoints) });
  const tier = panel.querySelector<HTMLElement>('[data-tier]');
  if (tier) {
    tier.hidden = !loyalty.tier;
    tier.textContent = loyalty.tier ? fill(words.wTier, { tier: loyalty.tier }) : '';
  }
  const list = panel.querySelector<HTMLUListElement>('[data-vouchers]');
  const empty = panel.querySelector<HTMLElement>('[data-vouchers-empty]');
  const currency = loyalty.currency ?? words.currency ?? 'USD';
  if (list) {
    list.replaceChildren(
      ...loyalty.applicableLoyaltyVouchers.map((v) => {
        const item = document.createElement('li');
        item.className = 'flex flex-wrap items-baseline justify-between gap-2 px-3 py-2';
        const what = document.createElement('span');
        what.textContent = fill(words.wVoucher, { points: number(v.points), amount: formatMoney(v.amountInCurrency, currency, hreflang) });
        const status = document.createElement('span');
        const ready = v.available && v.eligible;
        status.className = ready ? 'text-sm font-semibold text-success' : 'text-sm text-brand-stone';
        status.textContent = ready ? (words.wVoucherReady ?? '') : fill(words.wVoucherMissing, { points: number(Math.max(0, v.points - loyalty.currentLoyaltyPoints)) });
        item.append(what, ' ', status);
        return item;
      }),
    );
    list.hidden = loyalty.applicableLoyaltyVouchers.length === 0;
  }
  if (empty) empty.hidden = loyalty.applicableLoyaltyVouchers.length > 0;
  const welcome = panel.querySelector<HTMLElement>('[data-welcome]');
  const welcomeText = panel.querySelector<HTMLElement>('[data-welcome-text]');
  const promo = loyalty.welcomePromo;
  if (welcome && welcomeText) {
    welcome.hidden = !promo;
    if (promo) {
      const until = new Intl.DateTimeFormat(hreflang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(promo.validUntil));
      welcomeText.textContent = promo.active ? fill(words.wWelcomeOffer, { percent: number(promo.discountPercent), code: promo.couponCode, date: until }) : (words.wWelcomeEnded ?? '');
    }
  }
}

/** The CMS's join calls to action on this page open the loyalty sign-up. */
function retargetJoinLinks(root: ParentNode): void {
  const signUp = dialogHref(DIALOGS.signUp);
  root.querySelectorAll<HTMLAnchorElement>(`a[href^="${DIALOG_LINK_PREFIX}"]`).forEach((link) => {
    if (link.getAttribute('href') === signUp) link.setAttribute('href', dialogHref(DIALOGS.loyaltySignUp));
  });
}

let started = false;

export function startLoyaltyPanel(): void {
  if (started) return;
  started = true;
  const panel = document.querySelector<HTMLElement>('[data-loyalty-panel]');
  if (!panel) return;
  retargetJoinLinks(panel.closest('[data-loyalty-page]') ?? document);
  const parts = [...panel.querySelectorAll<HTMLElement>('[data-part]')];

  const memberPart = parts.find((part) => part.dataset.part === 'member');

  const render = () => {
    const loyalty = $loyalty.get();
    const state = panelState($auth.get(), loyalty);
    if (state === 'member') renderMember(panel, loyalty);
    if (panel.dataset.state !== state) {
      panel.dataset.state = state;
      for (const part of parts) part.hidden = part.dataset.part !== state;
    }
    // The loading state of this browser's next visit takes the height shown now (src/lib/loyalty/member-height.ts).
    if (state === 'member' && memberPart) rememberMemberHeight(document.documentElement.lang, innerWidth, memberPart.offsetHeight);
    else if (state === 'guest' || state === 'join') forgetMemberHeight();
  };

  // A member's figures load once per shopper; joining and sign-in load them themselves.
  let askedFor = '';
  $auth.subscribe((auth) => {
    if (auth.status !== 'signed-in') askedFor = '';
    else if (auth.isLoyaltyMember && askedFor !== auth.consumerNo) {
      askedFor = auth.consumerNo;
      loadFigures(false);
    }
    render();
  });
  $loyalty.listen(render);
  panel.querySelector('[data-retry]')?.addEventListener('click', () => loadFigures(true));
  ensureSession();
}
