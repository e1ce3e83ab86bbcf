/**
 * The BFF's side of authentication. Tokens live only here and in the shopper's server-side
 * session (./session.ts: the browser holds a signed opaque id, nothing else); the browser sees
 * the non-secret SessionState (src/lib/session/types.ts). This module still names the session's
 * entries like cookies (access, refresh, state, with lifetimes): `req.cookies` is the session.
 *
 * - Every visitor gets a guest session on their first API call (a 403 on the guest token call
 *   is ignored, per docs/requirements/sign-in.md#token-exchange: the call then goes without a token).
 * - Refresh is transparent: an expired access cookie, or a 401 from the gateway with a refresh
 *   cookie, refreshes once and retries once. Refreshes of one token are coalesced, and a result
 *   is remembered for a short while, so parallel requests carrying the same (now rotated) cookie
 *   don't present it twice and trip the gateway's reuse detection, which would end the session.
 * - Sign-in runs PKCE S256 on the server: the verifier never leaves this process. The token
 *   exchange is retried once after 2000 ms on 409 (docs/requirements/sign-in.md#token-exchange).
 *
 * Pure: the transport (callGateway), the session's entries and the shared `once` are parameters.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  agentLogin as agentLoginContract,
  authState,
  buyInStoreSession,
  signIn as signInContract,
  signOut as signOutContract,
  signUp as signUpContract,
  token as tokenContract,
  guestObjects,
  type GuestObjects,
  type SignUpBody,
  type TokenAnswer,
} from '../../../schemas/api/auth.ts';
import type { ApiError } from '../../../schemas/api/errors.ts';
import type { Channel } from '../http/gateway-headers.ts';
import { SIGNED_OUT_STATE, type SessionCart, type SessionProfileDetails, type SessionState } from '../session/types.ts';
import type { Site } from '../site/locales.ts';
import type { AnyContract, RequestInput } from '../../../schemas/api/contract.ts';
import { callContract, failure, type ContractCallContext, type ContractLog, type ContractOutcome } from './contract-client.ts';
import type { GatewayCall, GatewayTransport } from './gateway.ts';
import { createPkcePair } from './pkce.ts';
import { deepFreeze } from '../cache/deep-freeze.ts';
import { processOnce, type Once } from './once.ts';

/** docs/requirements/sign-in.md#token-exchange: the token exchange is retried once after 2000 ms on 409. */
export const TOKEN_EXCHANGE_RETRY_MS = 2000;
/** The whole sign-in (guest, credentials, exchange, retry) fits in the browser's 10 s deadline. */
export const SIGN_IN_BUDGET_MS = 9500;
/** Refresh a little before the gateway would refuse the access token. */
const ACCESS_EXPIRY_SKEW_S = 30;
/** How long a refresh result answers for the rotated token (parallel requests, slow tabs). */
export const REFRESH_MEMORY_MS = 30_000;
const PROFILE_TIMEOUT_MS = 3000;
/** The state cookie's lifetime when rewritten between token answers (the refresh token's, 30 days). */
const REFRESH_STATE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge?: number;
}

/** The part of Astro's cookies the BFF uses. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: Omit<CookieOptions, 'maxAge'>): void;
}

export interface BffRequest {
  site: Site;
  correlationId: string;
  channel: Channel;
  /** The request came over https: Secure cookies with the __Host- prefix. */
  secure: boolean;
  /** The shopper's session entries (server-side: ./session.ts), read and written like cookies. */
  cookies: CookieJar;
  /** The server-side session's id: a new one after sign-in (no fixation), none after sign-out. */
  session?: { rotate(): void; destroy(): void };
}

export function cookieNames(secure: boolean) {
  const prefix = secure ? '__Host-' : '';
  return { access: `${prefix}cairn_at`, refresh: `${prefix}cairn_rt`, state: `${prefix}cairn_session` } as const;
}

/** What the state cookie holds: the non-secret session, the usid and the email used to sign in. */
const storedState = authState.extend({
  usid: z.string(),
  email: z.string().optional(),
  buyInStore: buyInStoreSession.optional(),
  /** The shopper's basket, favorites and saved-for-later ids, as the gateway last answered them. */
  objects: guestObjects.optional(),
  /** The order this session placed last, with its security token: the confirmation page reads it. */
  lastOrder: z.object({ orderNumber: z.string().max(100), st: z.string().max(200) }).optional(),
});
type StoredState = z.infer<typeof storedState>;

function encodeState(state: StoredState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

/**
 * States already decoded, by their cookie's text. A request reads its state several times (its
 * token's, the secrets to redact, the ids to remember), and a shopper's next requests carry the
 * same text: decoding and checking it once is a percent of an add to cart through the BFF. Shared
 * between requests, so frozen: a caller makes a new state from it, never changes it.
 */
const decodedStates = new Map<string, StoredState>();
const DECODED_STATES_MAX = 1_000;

function decodeState(value: string | undefined): StoredState | undefined {
  if (!value) return undefined;
  const known = decodedStates.get(value);
  if (known) return known;
  let state: StoredState;
  try {
    const parsed = storedState.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    if (!parsed.success) return undefined;
    state = deepFreeze(parsed.data);
  } catch {
    return undefined;
  }
  // The oldest goes first; a state no longer sent is soon gone.
  if (decodedStates.size >= DECODED_STATES_MAX) decodedStates.delete(decodedStates.keys().next().value!);
  decodedStates.set(value, state);
  return state;
}

export function toSessionState(state: StoredState | undefined): SessionState {
  if (!state) return SIGNED_OUT_STATE;
  return {
    signedIn: state.consumerType !== 'GUEST',
    consumerNo: state.consumerNo,
    consumerType: state.consumerType,
    memberId: state.memberId ?? null,
    isLoyaltyMember: state.isLoyaltyMember,
    isEmployeeDiscountTCAccepted: state.isEmployeeDiscountTCAccepted,
    isAthlete: state.isAthlete,
    identityTypes: state.identityTypes,
    firstName: state.firstName ?? null,
    buyInStore: state.buyInStore ?? null,
  };
}

type RefreshResult = { kind: 'ok'; answer: TokenAnswer } | { kind: 'refused' } | { kind: 'unavailable' };

export type AuthOutcome<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

export interface SignInInput {
  email: string;
  password: string;
  recaptchaToken?: string;
  guestObjects?: GuestObjects;
  /** A guest order to attach after sign-in (order confirmation), with its security token. */
  orderNo?: string;
  st?: string;
}

export interface SignedIn {
  session: SessionState;
  /** The shopper's ids after the guest's objects were merged. */
  basketId?: string;
  favoriteId?: string;
  saveForLaterId?: string;
}

/** What /api/session needs of a cart answer (schemas/api/cart.ts `cart`), read leniently. */
const cartSummaryAnswer = z.object({
  basketId: z.string(),
  state: z.string().optional(),
  currency: z.string(),
  totalItems: z.number().int().nonnegative(),
  items: z.array(z.object({ id: z.string().optional(), itemId: z.string().optional(), productId: z.string(), qty: z.number().int().positive() })),
});

/** The top-level members of a cart or list answer that `rememberObjects` reads (their string values). */
export const OBJECT_MEMBERS = new Set(['basketId', 'state', 'favoriteId', 'saveForLaterId'] as const);
type ObjectMember = typeof OBJECT_MEMBERS extends Set<infer M> ? M : never;

/** The flags of a profile answer the session cookie mirrors (rememberProfile). */
const profileFlagsAnswer = z.object({
  consumerProfile: z
    .object({
      consumerDetails: z.object({ firstName: z.string().optional(), employee: z.object({ isEmployeeDiscountTCAccepted: z.boolean() }).optional() }).optional(),
      isLoyaltyMember: z.boolean().optional(),
    })
    .optional(),
});

const consumerProfileAnswer = z.object({
  consumerProfile: z
    .object({
      consumerDetails: z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), gender: z.string(), phone: z.string() }).partial().optional(),
      subscriptions: z.array(z.object({ type: z.string(), optin: z.boolean().optional() })).optional(),
    })
    .optional(),
});

export interface AuthBrokerOptions {
  log?: ContractLog;
  /** Injected in tests so the 2000 ms retry doesn't slow them. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /**
   * Runs a task once per key and shares its answer for a while (the session store's `once`: across
   * instances when the store is shared). Default: within this process.
   */
  once?: Once;
}

export function createAuthBroker(transport: GatewayTransport, options: AuthBrokerOptions = {}) {
  const log: ContractLog = options.log ?? ((event, fields) => console.warn(JSON.stringify({ level: 'warn', event, ...fields })));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const once = options.once ?? processOnce();

  const ctxOf = (req: BffRequest, extra: Partial<ContractCallContext> = {}): ContractCallContext => ({
    site: req.site,
    correlationId: req.correlationId,
    channel: req.channel,
    ...extra,
  });

  function read(req: BffRequest) {
    const names = cookieNames(req.secure);
    return {
      accessToken: req.cookies.get(names.access)?.value || undefined,
      refreshToken: req.cookies.get(names.refresh)?.value || undefined,
      state: decodeState(req.cookies.get(names.state)?.value),
    };
  }

  function writeState(req: BffRequest, state: StoredState, maxAge?: number): void {
    const names = cookieNames(req.secure);
    // Without a known lifetime the state lives as long as the refresh cookie it describes.
    const age = maxAge ?? (req.cookies.get(names.refresh) ? REFRESH_STATE_MAX_AGE_S : undefined);
    req.cookies.set(names.state, encodeState(state), { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', ...(age ? { maxAge: age } : {}) });
  }

  function store(req: BffRequest, answer: TokenAnswer, email?: string, objects?: GuestObjects): StoredState {
    const names = cookieNames(req.secure);
    // The last order outlives a token refresh and a sign-in (a guest attaching it to a new account); sign-out clears it.
    const lastOrder = read(req).state?.lastOrder;
    const base = { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' } as const;
    const state: StoredState = {
      consumerNo: answer.consumerNo,
      consumerType: answer.consumerType,
      ...(answer.memberId ? { memberId: answer.memberId } : {}),
      isLoyaltyMember: answer.isLoyaltyMember,
      isEmployeeDiscountTCAccepted: answer.isEmployeeDiscountTCAccepted,
      isAthlete: answer.isAthlete,
      identityTypes: answer.identityTypes,
      ...(answer.firstName ? { firstName: answer.firstName } : {}),
      usid: answer.usid,
      ...(email && answer.consumerType !== 'GUEST' ? { email } : {}),
      ...(answer.buyInStore ? { buyInStore: answer.buyInStore } : {}),
      ...(objects && Object.keys(objects).length ? { objects } : {}),
      ...(lastOrder ? { lastOrder } : {}),
    };
    req.cookies.set(names.access, answer.accessToken, { ...base, maxAge: Math.max(1, answer.expiresIn - ACCESS_EXPIRY_SKEW_S) });
    req.cookies.set(names.refresh, answer.refreshToken, { ...base, maxAge: answer.refreshTokenExpiresIn });
    writeState(req, state, answer.refreshTokenExpiresIn);
    return state;
  }

  /**
   * Remembers the basket, favorites and saved-for-later ids a forwarded answer names, so sign-in
   * can carry them over (docs/requirements/sign-in.md#sign-in-flow) even when the page doesn't send them, and /api/session can
   * summarise the basket. Only ids the gateway answered this shopper are kept.
   */
  function rememberObjects(req: BffRequest, answer: Partial<Record<ObjectMember, string>> | undefined): void {
    const state = read(req).state;
    if (!state || !answer) return;
    const a = answer;
    const next: GuestObjects = { ...state.objects };
    if (typeof a.basketId === 'string' && a.state !== 'ordered') next.basketId = a.basketId;
    if (a.state === 'ordered' && a.basketId === next.basketId) delete next.basketId;
    if (typeof a.favoriteId === 'string') next.favoriteId = a.favoriteId;
    if (typeof a.saveForLaterId === 'string') next.saveForLaterId = a.saveForLaterId;
    const parsed = guestObjects.safeParse(next);
    if (!parsed.success || JSON.stringify(parsed.data) === JSON.stringify(state.objects ?? {})) return;
    writeState(req, { ...state, objects: parsed.data });
  }

  /**
   * Keeps the session cookie's flags in step with a profile answer (GET/PUT /consumers-v3/consumer):
   * an employee who accepts the discount terms, a shopper who joins loyalty or changes their first
   * name would otherwise read the old state from /api/session until the next sign-in.
   */
  function rememberProfile(req: BffRequest, answer: unknown): void {
    const state = read(req).state;
    if (!state || state.consumerType === 'GUEST') return;
    const parsed = profileFlagsAnswer.safeParse(answer);
    if (!parsed.success || !parsed.data.consumerProfile) return;
    const profile = parsed.data.consumerProfile;
    const next: StoredState = {
      ...state,
      ...(profile.consumerDetails?.firstName ? { firstName: profile.consumerDetails.firstName } : {}),
      ...(profile.consumerDetails?.employee?.isEmployeeDiscountTCAccepted !== undefined
        ? { isEmployeeDiscountTCAccepted: profile.consumerDetails.employee.isEmployeeDiscountTCAccepted }
        : {}),
      ...(profile.isLoyaltyMember !== undefined ? { isLoyaltyMember: profile.isLoyaltyMember } : {}),
    };
    if (JSON.stringify(next) !== JSON.stringify(state)) writeState(req, next);
  }

  /**
   * Remembers the order this session just placed (number and security token), so the order
   * confirmation page can read it as this shopper, and a guest can attach it to a new account.
   * The placed cart is forgotten with it: the next add starts a new basket.
   */
  function rememberOrder(req: BffRequest, placed: { orderNumber: string; st: string; cartId?: string }): void {
    const state = read(req).state;
    if (!state) return;
    const { basketId, ...others } = state.objects ?? {};
    const objects = placed.cartId && basketId === placed.cartId ? others : state.objects;
    writeState(req, { ...state, ...(objects ? { objects } : {}), lastOrder: { orderNumber: placed.orderNumber, st: placed.st } });
  }

  /** The server's own record of this session: the associate's store session, the last order, the open basket. Never from the request body. */
  function serverSide(req: BffRequest): { buyInStore?: StoredState['buyInStore']; lastOrder?: StoredState['lastOrder']; basketId?: string; signedIn: boolean } {
    const state = read(req).state;
    return { buyInStore: state?.buyInStore, lastOrder: state?.lastOrder, basketId: state?.objects?.basketId, signedIn: !!state && state.consumerType !== 'GUEST' };
  }

  function forgetBasket(req: BffRequest): void {
    const state = read(req).state;
    if (!state?.objects?.basketId) return;
    const { basketId: _gone, ...rest } = state.objects;
    writeState(req, { ...state, objects: rest });
  }

  function clear(req: BffRequest): void {
    const names = cookieNames(req.secure);
    const base = { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' } as const;
    for (const name of Object.values(names)) req.cookies.delete(name, base);
  }

  /** A new guest session; null when the gateway refuses (403, ignored) or is unavailable. */
  async function startGuest(req: BffRequest): Promise<StoredState | null> {
    const outcome = await callContract(transport, tokenContract, { body: { type: 'Guest' } }, ctxOf(req), log);
    if (outcome.ok) return store(req, outcome.data);
    if (outcome.status !== 403) log('bff.guest_token_failed', { status: outcome.status, errorId: outcome.error.errorDetails[0]?.errorId, correlationId: req.correlationId });
    return null;
  }

  /**
   * One refresh per refresh token, whoever asks (parallel requests, other instances with a shared
   * store): the gateway rotates the token on use and would end the session on a second use. The
   * key is a hash, so the token itself is never a key. An unavailable gateway is not remembered.
   */
  function refreshOnce(req: BffRequest, refreshToken: string): Promise<RefreshResult> {
    const key = `refresh:${createHash('sha256').update(refreshToken).digest('base64url')}`;
    return once(key, REFRESH_MEMORY_MS, async () => {
      const outcome = await callContract(transport, tokenContract, { body: { type: 'Refresh', refreshToken } }, ctxOf(req), log);
      if (outcome.ok) return JSON.stringify({ kind: 'ok', answer: outcome.data } satisfies RefreshResult);
      if (outcome.status === 400 || outcome.status === 401 || outcome.status === 403) return JSON.stringify({ kind: 'refused' } satisfies RefreshResult);
      throw new Error('unavailable');
    }).then(
      (answer) => JSON.parse(answer) as RefreshResult,
      (): RefreshResult => ({ kind: 'unavailable' }),
    );
  }

  /** Refreshes with the request's refresh cookie: new cookies, or (refused) a fresh guest session. */
  async function refresh(req: BffRequest): Promise<'ok' | 'refused' | 'unavailable'> {
    const { refreshToken, state } = read(req);
    if (!refreshToken) return 'refused';
    const result = await refreshOnce(req, refreshToken);
    if (result.kind === 'ok') {
      store(req, result.answer, state?.email, state?.objects);
      return 'ok';
    }
    if (result.kind === 'refused') {
      // The shopper goes on as a new guest: signed out, their guest basket no longer theirs. Said,
      // so that refusals nobody expects (a gateway that forgot its tokens) can be seen.
      log('bff.refresh_refused', { wasGuest: state?.consumerType === 'GUEST', correlationId: req.correlationId });
      clear(req);
      await startGuest(req);
    }
    return result.kind;
  }

  /** The request's access token and usid, starting or refreshing the session when needed. */
  async function ensureSession(req: BffRequest): Promise<{ accessToken?: string; state?: StoredState }> {
    let current = read(req);
    if (current.accessToken && current.state) return current;
    if (current.refreshToken) {
      await refresh(req);
    } else {
      await startGuest(req);
    }
    current = read(req);
    return current;
  }

  /**
   * Forwards a gateway call with the shopper's token and usid. A 401 with a refresh cookie
   * refreshes once and retries once; if the refresh is refused the shopper continues as a new
   * guest and the 401 is answered, so the page can ask them to sign in again.
   */
  async function forward(req: BffRequest, call: Omit<GatewayCall, 'site' | 'correlationId' | 'channel' | 'usid'>): Promise<Response> {
    const send = (session: { accessToken?: string; state?: StoredState }) =>
      transport({
        ...call,
        site: req.site,
        correlationId: req.correlationId,
        channel: req.channel,
        usid: session.state?.usid,
        headers: { ...call.headers, ...(session.accessToken ? { authorization: `Bearer ${session.accessToken}` } : {}) },
      });
    const first = await send(await ensureSession(req));
    if (first.status !== 401 || !read(req).refreshToken) return first;
    const body = await first.text();
    const refreshed = await refresh(req);
    if (refreshed === 'ok') return send(read(req));
    return new Response(body, { status: 401, headers: first.headers });
  }

  async function signIn(req: BffRequest, input: SignInInput): Promise<AuthOutcome<SignedIn>> {
    const deadline = (options.now ?? Date.now)() + SIGN_IN_BUDGET_MS;
    const remaining = () => Math.max(1, deadline - (options.now ?? Date.now)());
    const session = await ensureSession(req);
    // What the page sends wins; else the ids the gateway answered this guest.
    const carried: GuestObjects = { ...session.state?.objects, ...input.guestObjects };
    const pkce = await createPkcePair();
    const signed = await callContract(
      transport,
      signInContract,
      {
        body: {
          type: 'Registered',
          username: input.email,
          password: input.password,
          codeChallenge: pkce.challenge,
          codeChallengeMethod: pkce.method,
          ...(input.recaptchaToken ? { recaptcha_response: input.recaptchaToken } : {}),
        },
      },
      ctxOf(req, { timeoutMs: remaining() }),
      log,
    );
    if (!signed.ok) return signed;
    const exchange = () =>
      callContract(
        transport,
        tokenContract,
        {
          body: {
            type: 'Registered',
            authorizationCode: signed.data.authorizationCode,
            codeVerifier: pkce.verifier,
            ...(Object.keys(carried).length ? { guestObjects: carried } : {}),
            ...(input.orderNo && input.st ? { orderNo: input.orderNo, st: input.st, action: 'postLogin' as const } : {}),
          },
        },
        // The guest's token proves which guest objects may be merged.
        ctxOf(req, { accessToken: session.state?.consumerType === 'GUEST' ? session.accessToken : undefined, usid: session.state?.usid, timeoutMs: remaining() }),
        log,
      );
    let exchanged = await exchange();
    if (!exchanged.ok && exchanged.status === 409) {
      await sleep(TOKEN_EXCHANGE_RETRY_MS);
      exchanged = await exchange();
    }
    if (!exchanged.ok) {
      // docs/requirements/sign-in.md#bot-check: a 403 on the login token call is ignored — not a bot-protection event
      // for the page; the sign-in simply did not complete.
      if (exchanged.status === 403) return failure(401, 'AUT404', 'Sign-in could not be completed. Please try again.', req.correlationId);
      return exchanged;
    }
    // A new session id for the signed-in shopper: an id known before sign-in (fixation) opens nothing.
    req.session?.rotate();
    const { basketId, favoriteId, saveForLaterId } = exchanged.data;
    const merged = { ...(basketId ? { basketId } : {}), ...(favoriteId ? { favoriteId } : {}), ...(saveForLaterId ? { saveForLaterId } : {}) };
    const stored = store(req, exchanged.data, input.email, merged);
    return {
      ok: true,
      data: {
        session: { ...toSessionState(stored), profile: minimalProfile(stored) },
        ...(basketId ? { basketId } : {}),
        ...(favoriteId ? { favoriteId } : {}),
        ...(saveForLaterId ? { saveForLaterId } : {}),
      },
    };
  }

  /** Sign-out (docs/requirements/sign-in.md#sign-out): the gateway revokes the tokens, then a new guest session starts. */
  async function signOut(req: BffRequest): Promise<SessionState> {
    let { accessToken, refreshToken } = read(req);
    // The sign-out call needs an access token: an expired one is refreshed first, so the
    // gateway still revokes the family instead of leaving it to expire.
    if (refreshToken && !accessToken && (await refresh(req)) === 'ok') ({ accessToken, refreshToken } = read(req));
    if (refreshToken && accessToken) {
      const outcome = await callContract(transport, signOutContract, { body: { refreshToken } }, ctxOf(req, { accessToken }), log);
      if (!outcome.ok) log('bff.sign_out_failed', { status: outcome.status, correlationId: req.correlationId });
    }
    clear(req);
    // The signed-in session is gone from the store: a replayed old cookie opens nothing.
    req.session?.destroy();
    return toSessionState((await startGuest(req)) ?? undefined);
  }

  /** `orderNo`/`st`: a guest order to attach at the sign-in that follows (the caller takes them from serverSide, never from a body). */
  async function signUp(req: BffRequest, body: SignUpBody, extra: Pick<SignInInput, 'guestObjects' | 'orderNo' | 'st'> = {}): Promise<AuthOutcome<SignedIn>> {
    await ensureSession(req);
    const created = await callContract(transport, signUpContract, { body }, ctxOf(req), log);
    if (!created.ok) return created;
    // docs/requirements/sign-in.md#sign-up: after sign-up the shopper is signed in automatically.
    return signIn(req, { email: body.email, password: body.password, guestObjects: extra.guestObjects, orderNo: extra.orderNo, st: extra.st });
  }

  async function agentLogin(req: BffRequest, body: { storeId: string; storeEmployeeId: string; password: string }): Promise<AuthOutcome<SignedIn>> {
    const session = await ensureSession(req);
    const outcome = await callContract(transport, agentLoginContract, { body }, ctxOf(req, { accessToken: session.accessToken, usid: session.state?.usid }), log);
    if (!outcome.ok) return outcome;
    req.session?.rotate();
    const stored = store(req, outcome.data);
    return { ok: true, data: { session: toSessionState(stored) } };
  }

  function minimalProfile(state: StoredState): SessionProfileDetails | undefined {
    if (state.consumerType === 'GUEST' || !state.email) return undefined;
    return { email: state.email, firstName: state.firstName ?? '', lastName: '', gender: '', phone: '', subscriptions: [] };
  }

  /** The basket summary the header shows, or nothing when there is no basket (or it is gone). */
  async function cartSummary(req: BffRequest, basketId: string): Promise<SessionCart | undefined> {
    const res = await forward(req, { method: 'GET', path: `/cart/v1/cart/${encodeURIComponent(basketId)}`, timeoutMs: PROFILE_TIMEOUT_MS }).catch(() => undefined);
    if (!res) return undefined;
    if (!res.ok) {
      await res.body?.cancel();
      // Gone (404 CART_NOT_FOUND) or another shopper's (403 INVALID_CUSTOMER): not this shopper's basket.
      if (res.status === 404 || res.status === 403) forgetBasket(req);
      return undefined;
    }
    const parsed = cartSummaryAnswer.safeParse(await res.json().catch(() => null));
    if (!parsed.success || parsed.data.state === 'ordered') return undefined;
    const { currency, totalItems, items } = parsed.data;
    return {
      basketId: parsed.data.basketId,
      currency,
      totalItems,
      items: items.map((i) => ({ itemId: i.itemId ?? i.id ?? '', productId: i.productId, qty: i.qty })).filter((i) => i.itemId),
    };
  }

  /**
   * GET /api/session: starts a guest session when there is none; the basket summary when the
   * shopper has a basket; the profile when signed in.
   */
  async function sessionState(req: BffRequest): Promise<SessionState> {
    await ensureSession(req);
    const basketId = read(req).state?.objects?.basketId;
    const cart = basketId ? await cartSummary(req, basketId) : undefined;
    const { accessToken, state } = read(req);
    const { favoriteId, saveForLaterId } = state?.objects ?? {};
    const lists = { ...(favoriteId ? { favoriteId } : {}), ...(saveForLaterId ? { saveForLaterId } : {}) };
    const base: SessionState = { ...toSessionState(state), ...(cart ? { cart } : {}), ...(favoriteId || saveForLaterId ? { lists } : {}) };
    if (!state || !base.signedIn) return base;
    const res = await transport({
      site: req.site,
      method: 'GET',
      path: '/consumers-v3/consumer',
      correlationId: req.correlationId,
      channel: req.channel,
      usid: state.usid,
      timeoutMs: PROFILE_TIMEOUT_MS,
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : undefined,
    }).catch(() => undefined);
    if (res?.ok) {
      const parsed = consumerProfileAnswer.safeParse(await res.json().catch(() => null));
      const details = parsed.success ? parsed.data.consumerProfile?.consumerDetails : undefined;
      if (details?.email) {
        return {
          ...base,
          profile: {
            email: details.email,
            firstName: details.firstName ?? state.firstName ?? '',
            lastName: details.lastName ?? '',
            gender: details.gender ?? '',
            phone: details.phone ?? '',
            subscriptions: (parsed.success ? (parsed.data.consumerProfile?.subscriptions ?? []) : []).map((s) => ({ type: s.type, optin: s.optin === true })),
          },
        };
      }
    } else {
      await res?.body?.cancel();
    }
    const profile = minimalProfile(state);
    return profile ? { ...base, profile } : base;
  }

  /**
   * A gateway call by contract, as this shopper: their token and usid, a guest session when
   * there is none, the transparent refresh, and the answer parsed with the contract.
   */
  function callForShopper<C extends AnyContract>(req: BffRequest, contract: C, input: RequestInput<C>, timeoutMs?: number): Promise<ContractOutcome<C>> {
    return callContract((call) => forward(req, call), contract, input, ctxOf(req, { timeoutMs }), log);
  }

  /** Every secret this request's cookies hold, for redacting forwarded bodies. */
  function secretsOf(req: BffRequest): string[] {
    const { accessToken, refreshToken } = read(req);
    return [accessToken, refreshToken].filter((s): s is string => !!s);
  }

  return { ensureSession, forward, callForShopper, refresh, signIn, signOut, signUp, agentLogin, sessionState, rememberObjects, rememberProfile, rememberOrder, serverSide, secretsOf, read, clear };
}

export type AuthBroker = ReturnType<typeof createAuthBroker>;
