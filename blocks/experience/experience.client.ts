/**
 * Experiences in the browser (docs/requirements/editors-and-experiments.md#experiences). For each experience on the page, in order:
 *
 * 1. a forced variant from p13n_testcontext wins;
 * 2. else a decision another script put in the page-level global (window.cairnAbDecisions);
 * 3. else, with targeting consent only (docs/requirements/editors-and-experiments.md#personalisation: no personalisation user context without
 *    it), the experimentation client decides for this visitor;
 * 4. else the baseline.
 *
 * It decides again on the window recalculation event, when sign-in changes (the attributes
 * change) and when targeting consent is given. A click inside an experience with a trackingEvent
 * records the Monetate page event and the experiment conversion, with targeting consent. In an
 * editor's preview session it decides the same way but records nothing.
 */
import type { Client, OptimizelyUserContext } from '@optimizely/optimizely-sdk';
import { $consent, hasConsent } from '../../src/lib/consent/consent.client.ts';
import { TARGETING_CATEGORY } from '../../src/lib/consent/consent.ts';
import { DECIDED_EVENT, OWN_SOURCE_PREFIX, pageDecision, RECALCULATE_EVENT } from '../../src/lib/experiments/decisions.ts';
import { FORCED_BASELINE, forcedVariant, parseTestContext } from '../../src/lib/experiments/test-context.ts';
import { trackEvent, userContextFor, type Attributes, type ExperimentLog } from '../../src/lib/experiments/validation.ts';
import { visitorId } from '../../src/lib/experiments/visitor.ts';
import { siteForLocale } from '../../src/lib/site/locales.ts';
import { $auth, type AuthState } from '../../src/stores/auth.ts';
import { ensureSession } from '../../src/lib/session/load.ts';
import { BASELINE, optionKeys, showOption } from '../shared/option-stack.client.ts';

export const PAGE_EVENTS_ENDPOINT = '/api/personalisation/page-events';
const PAGE_EVENT_TIMEOUT_MS = 5000;

const testContext = parseTestContext(new URLSearchParams(location.search));
if (!testContext.valid) console.error('[experiments] p13n_testcontext is not a JSON object with a variants list; it is ignored');

type Source = 'test-context' | 'page' | 'optimizely' | 'baseline';

let sdk: Promise<typeof import('../../src/lib/experiments/client.ts')> | null = null;
let userContext: Promise<OptimizelyUserContext | null> | null = null;

const roots = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('[data-experience]')];

/** Experiment attributes: every value defined (docs/requirements/editors-and-experiments.md#experiences), nothing identifying. */
function attributesFor(auth: AuthState, locale: string | undefined): Attributes {
  const site = siteForLocale(locale);
  const attributes: Attributes = { loggedIn: auth.status === 'signed-in', loyaltyMember: auth.status === 'signed-in' && auth.isLoyaltyMember };
  if (site) Object.assign(attributes, { siteId: site.siteId, region: site.region, locale: site.locale });
  if (auth.status === 'signed-in') attributes.consumerType = auth.consumerType;
  return attributes;
}

async function signInKnown(): Promise<AuthState> {
  if ($auth.get().status !== 'unknown') return $auth.get();
  ensureSession();
  return new Promise((resolve) => {
    const stop = $auth.listen((state) => {
      if (state.status === 'unknown') return;
      stop();
      resolve(state);
    });
  });
}

function contextFor(client: Client, locale: string | undefined, log: ExperimentLog): Promise<OptimizelyUserContext | null> {
  userContext ??= signInKnown().then((auth) => userContextFor(client, visitorId(), attributesFor(auth, locale), log));
  return userContext;
}

async function decide(root: HTMLElement): Promise<{ key: string; source: Source }> {
  const experienceId = root.dataset.experience ?? '';
  const variants = optionKeys(root).filter((k) => k !== BASELINE);
  const forced = forcedVariant(testContext, experienceId, variants);
  if (forced) return { key: forced === FORCED_BASELINE ? BASELINE : forced, source: 'test-context' };
  const placed = pageDecision(window.cairnAbDecisions, experienceId);
  if (placed) return { key: placed, source: 'page' };
  const sdkKey = root.dataset.sdkKey;
  if (!sdkKey || !hasConsent(TARGETING_CATEGORY)) return { key: BASELINE, source: 'baseline' };
  sdk ??= import('../../src/lib/experiments/client.ts');
  const { experimentClient, experimentLog, decideOptions } = await sdk;
  const client = await experimentClient(sdkKey);
  const ctx = client ? await contextFor(client, root.dataset.locale, experimentLog) : null;
  const variation = ctx?.decide(experienceId, decideOptions(root.dataset.preview !== undefined)).variationKey;
  return variation && variants.includes(variation) ? { key: variation, source: 'optimizely' } : { key: BASELINE, source: 'baseline' };
}

async function decideAll(): Promise<void> {
  await Promise.all(
    roots().map(async (root) => {
      let choice: { key: string; source: Source };
      try {
        choice = await decide(root);
      } catch (error) {
        console.error('[experiments] decision failed; showing the baseline', error);
        choice = { key: BASELINE, source: 'baseline' };
      }
      const shown = showOption(root, choice.key);
      const experienceId = root.dataset.experience ?? '';
      const variantName = root.querySelector<HTMLElement>(`:scope > [data-option="${CSS.escape(shown)}"]`)?.dataset.optionLabel;
      (window.cairnAbDecisions ??= {})[experienceId] = { experienceId, variantId: shown, ...(variantName ? { variantName } : {}), source: `${OWN_SOURCE_PREFIX}${choice.source}` };
      root.dispatchEvent(new CustomEvent(DECIDED_EVENT, { bubbles: true, detail: { experienceId, variantId: shown, source: choice.source } }));
    }),
  );
}

function sendPageEvent(root: HTMLElement, trackingEvent: string): void {
  const body = {
    trackingEvent,
    experienceId: root.dataset.experience,
    variantId: root.querySelector<HTMLElement>(':scope > [data-shown]')?.dataset.option ?? BASELINE,
    locale: root.dataset.locale,
    monetateId: visitorId(),
  };
  // keepalive: the click usually navigates away, the event must still leave.
  void fetch(PAGE_EVENTS_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
    signal: AbortSignal.timeout(PAGE_EVENT_TIMEOUT_MS),
  }).catch(() => {});
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const root = target?.closest<HTMLElement>('[data-experience][data-tracking-event]');
  const trackingEvent = root?.dataset.trackingEvent;
  // Editors previewing are not shoppers: their clicks count nowhere.
  if (!root || !trackingEvent || root.dataset.state !== 'decided' || root.dataset.preview !== undefined || !hasConsent(TARGETING_CATEGORY)) return;
  sendPageEvent(root, trackingEvent);
  void userContext?.then(async (ctx) => {
    const mod = await sdk;
    if (ctx && mod) trackEvent(ctx, trackingEvent, undefined, mod.experimentLog);
  });
}

let started = false;

export function startExperiences(): void {
  if (started) return;
  started = true;
  void decideAll();
  window.addEventListener(RECALCULATE_EVENT, () => void decideAll());
  document.addEventListener('click', onClick, { capture: true });
  // New attributes after a sign-in or sign-out: a new user context, new decisions.
  $auth.listen((state, previous) => {
    if (state.status === 'unknown' || !previous || previous.status === 'unknown') return;
    userContext = null;
    void decideAll();
  });
  // Targeting consent given later on this page: decide for real now.
  $consent.listen((value, previous) => {
    if (value.granted.has(TARGETING_CATEGORY) && !previous?.granted.has(TARGETING_CATEGORY)) void decideAll();
  });
}
