/**
 * A contract per gateway call: method, path, what the request may carry and what each status
 * answers, in zod. The sandbox validates requests with it (src/sandbox/http/contract-route.ts),
 * the storefront parses answers with it (src/lib/bff/contract-client.ts), and /openapi.json is
 * generated from it (schemas/api/openapi.ts). One declaration, three uses: they cannot drift.
 *
 *   export const signIn = defineContract({
 *     id: 'auth.signIn', method: 'POST', path: '/consumers-v3/auth/signin', auth: 'session',
 *     summary: 'Registered sign-in: credentials for an authorization code',
 *     request: { body: z.object({ username: z.string(), … }) },
 *     response: { 200: z.object({ authorizationCode: z.string() }) },
 *     errors: [{ status: 401, errorIds: ['AUT401'], when: 'wrong email or password' }],
 *   });
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone ('public'), a caller with any valid access token, guest included
 * ('session'), or a signed-in shopper or employee ('registered').
 */
export type ContractAuth = 'public' | 'session' | 'registered';

export interface ContractRequest {
  /** The {params} of the path, as strings before parsing: use z.string() or z.coerce. */
  params?: z.ZodType;
  /** Query parameters, strings before parsing (a repeated key arrives as an array). */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
}

export type ContractResponses = { readonly [status: number]: z.ZodType };

export interface ContractError {
  status: number;
  errorIds: readonly string[];
  /** The input that produces it, for the docs and the OpenAPI description. */
  when: string;
}

export interface Contract<Id extends string = string, Req extends ContractRequest = ContractRequest, Res extends ContractResponses = ContractResponses> {
  /** Unique, `domain.action`: the name used by /fapi/api/validate-response/{contract}. */
  readonly id: Id;
  readonly method: HttpMethod;
  /** The gateway path with {params}, exactly as in the spec: /cart/v1/cart/{basketId}. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** OpenAPI tag; defaults to the part of the id before the dot. */
  readonly tag?: string;
  readonly auth: ContractAuth;
  readonly request: Req;
  /** The answer per status. Errors have the spec's shape and are listed in `errors`. */
  readonly response: Res;
  readonly errors?: readonly ContractError[];
  /**
   * A request field that fails its schema answers this id instead of API400, e.g.
   * `{ 'body.username': 'AUT453' }`: the spec names an id for that failure.
   */
  readonly issueErrorIds?: Readonly<Record<string, string>>;
}

export type AnyContract = Contract<string, ContractRequest, ContractResponses>;

/** Declares a contract; the identity function, there for inference (ids and schemas keep their types). */
export function defineContract<const Id extends string, const Req extends ContractRequest, const Res extends ContractResponses>(
  contract: Contract<Id, Req, Res>,
): Contract<Id, Req, Res> {
  return contract;
}

/** The answer of a 204: no body. */
export const noContent = z.undefined();

// ---- Types derived from a contract -------------------------------------------------------

type PartOf<R, K extends keyof ContractRequest> = R extends { [P in K]: infer S } ? (S extends z.ZodType ? S : never) : never;
type OutputOf<S> = [S] extends [never] ? undefined : S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = [S] extends [never] ? undefined : S extends z.ZodType ? z.input<S> : undefined;

export type RequestOf<C extends AnyContract> = C['request'];

/** What a handler receives once the request passed its contract. */
export interface ParsedRequest<C extends AnyContract> {
  params: OutputOf<PartOf<RequestOf<C>, 'params'>>;
  query: OutputOf<PartOf<RequestOf<C>, 'query'>>;
  body: OutputOf<PartOf<RequestOf<C>, 'body'>>;
}

/** What a caller sends; a part the contract doesn't declare must be left out. */
export type RequestInput<C extends AnyContract> = DropUndefined<{
  params: InputOf<PartOf<RequestOf<C>, 'params'>>;
  query: InputOf<PartOf<RequestOf<C>, 'query'>>;
  body: InputOf<PartOf<RequestOf<C>, 'body'>>;
}>;
type DropUndefined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
};

export type ResponseStatus<C extends AnyContract> = keyof C['response'] & number;
export type ResponseBody<C extends AnyContract, S extends ResponseStatus<C> = ResponseStatus<C>> = z.output<C['response'][S]>;
/** The body a handler may answer with for a status (before defaults apply). */
export type ResponseInput<C extends AnyContract, S extends ResponseStatus<C> = ResponseStatus<C>> = z.input<C['response'][S]>;

/** Any of the contract's answers, tagged by status. */
export type ContractAnswer<C extends AnyContract> = {
  [S in ResponseStatus<C>]: { status: S; data: ResponseBody<C, S> };
}[ResponseStatus<C>];

// ---- Paths -------------------------------------------------------------------------------

const PATH_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The names of a path's {params}, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((m) => m[1] as string);
}

/** The router's form of the path: {basketId} → :basketId. */
export function routerPath(path: string): string {
  return path.replace(PATH_PARAM, ':$1');
}

/** Fills the {params}; each value is encoded as one path segment, so it can't add segments. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(PATH_PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The first 2xx status a contract declares: the answer a caller hopes for. */
export function successStatus(contract: AnyContract): number {
  const statuses = Object.keys(contract.response).map(Number).filter((s) => s >= 200 && s < 300).sort((a, b) => a - b);
  const first = statuses[0];
  if (first === undefined) throw new Error(`Contract ${contract.id} declares no 2xx answer`);
  return first;
}

// ---- Query helpers (query values arrive as strings) ---------------------------------------

/** `true` / `false` in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A whole number in a query string, within bounds. */
export function queryInteger(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}
