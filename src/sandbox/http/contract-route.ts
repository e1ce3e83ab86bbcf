/**
 * Routes declared by their contract (schemas/api/contract.ts). The request is checked before the
 * handler runs: path params, query and JSON body are parsed with the contract's schemas, and a
 * failure answers 400 in the spec's shape with one errorDetail per issue (API400, or the id the
 * contract names for that field). The caller is authenticated per `contract.auth`. The answer is
 * checked against the contract's response schema too: a handler that drifts from its contract
 * fails loudly (500 and a log line) instead of shipping a shape the storefront can't parse.
 *
 *   export const authRoutes: Route[] = [
 *     contractRoute(signIn, ({ body, x }) => ({ status: 200, body: issueCode(x.db, body) })),
 *   ];
 */
import type { z } from 'zod';
import type { AnyContract, ParsedRequest, ResponseInput, ResponseStatus } from '../../../schemas/api/contract.ts';
import { routerPath } from '../../../schemas/api/contract.ts';
import { authenticate, type Session } from '../auth/session.ts';
import { HttpError, header, sendError, sendJson, APP_ID, type Exchange } from './exchange.ts';
import type { Route } from './router.ts';

/** Bodies larger than this are refused (413): every gateway body is a small JSON document. */
export const MAX_BODY_BYTES = 1_000_000;

/** Answer validation can be turned off for benchmarks with SANDBOX_VALIDATE_RESPONSES=off. */
const validateAnswers = process.env.SANDBOX_VALIDATE_RESPONSES !== 'off';

export type SessionFor<C extends AnyContract> = C['auth'] extends 'public' ? Session | undefined : Session;

export interface ContractContext<C extends AnyContract> extends ParsedRequest<C> {
  x: Exchange;
  /** The caller's session: always set unless the contract is public (then set when a valid token came). */
  session: SessionFor<C>;
}

export type ContractReply<C extends AnyContract> = {
  [S in ResponseStatus<C>]: { status: S; body: ResponseInput<C, S>; headers?: Record<string, string> };
}[ResponseStatus<C>];

export type ContractHandler<C extends AnyContract> = (ctx: ContractContext<C>) => ContractReply<C> | Promise<ContractReply<C>>;

/** A failed request check: one errorDetail per issue, with the field path. */
export class ContractViolation extends HttpError {
  readonly issues: Array<{ errorId: string; message: string; field: string }>;
  constructor(issues: Array<{ errorId: string; message: string; field: string }>) {
    super(400, issues[0]?.errorId ?? 'API400', issues[0] ? `${issues[0].field}: ${issues[0].message}` : 'The request is not valid');
    this.name = 'ContractViolation';
    this.issues = issues;
  }
}

/** Reads the JSON body (undefined when empty). 415 when it is not JSON, 413 when too large. */
export async function readJsonBody(x: Exchange): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of x.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'API400', `The body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  const type = header(x, 'content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'API415', 'Content-Type must be application/json');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'API400', 'The body is not valid JSON');
  }
}

/** The query as an object: a key given once is a string, a repeated key an array. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/** A dotted issue path: body.items.0.qty. */
export function issuePath(part: string, path: ReadonlyArray<PropertyKey>): string {
  return [part, ...path.map(String)].join('.');
}

type Part = 'params' | 'query' | 'body';

function check(contract: AnyContract, part: Part, schema: z.ZodType | undefined, value: unknown, issues: ContractViolation['issues']): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issuePath(part, issue.path);
    // The most specific id the contract names: body.guestObjects.basketId, then body.guestObjects…
    let errorId = 'API400';
    for (let f = field; f; f = f.includes('.') ? f.slice(0, f.lastIndexOf('.')) : '') {
      const named = contract.issueErrorIds?.[f];
      if (named) {
        errorId = named;
        break;
      }
    }
    issues.push({ errorId, message: issue.message, field });
  }
  return undefined;
}

/** Parses a request against its contract; throws ContractViolation listing every issue. */
export function parseRequest<C extends AnyContract>(contract: C, raw: { params: Record<string, string>; query: Record<string, string | string[]>; body: unknown }): ParsedRequest<C> {
  const issues: ContractViolation['issues'] = [];
  const req = contract.request;
  const params = check(contract, 'params', req.params, raw.params, issues);
  const query = check(contract, 'query', req.query, raw.query, issues);
  let body: unknown;
  if (req.body) body = check(contract, 'body', req.body, raw.body, issues);
  else if (raw.body !== undefined) issues.push({ errorId: 'API400', message: 'This call takes no body', field: 'body' });
  if (issues.length) throw new ContractViolation(issues);
  return { params, query, body } as ParsedRequest<C>;
}

function sendViolation(x: Exchange, violation: ContractViolation): void {
  sendJson(x, 400, {
    errorDetails: violation.issues.map((i) => ({ errorId: i.errorId, message: `${i.field}: ${i.message}`, field: i.field })),
    appId: APP_ID,
    correlationId: x.correlationId,
  });
}

async function sessionFor(contract: AnyContract, x: Exchange): Promise<Session | undefined> {
  const session = authenticate(x);
  if (contract.auth === 'public') return session;
  if (!session) throw new HttpError(401, 'AUT404', 'A valid access token is required (Authorization: Bearer …)');
  if (contract.auth === 'registered' && session.consumerType === 'GUEST') throw new HttpError(403, 'AUT404', 'Sign in to do this');
  return session;
}

/** A router entry for a contract. The handler gets the parsed request and the caller's session. */
export function contractRoute<C extends AnyContract>(contract: C, handler: NoInfer<ContractHandler<C>>): Route {
  return {
    method: contract.method,
    path: routerPath(contract.path),
    handler: async (x) => {
      const body = contract.method === 'GET' ? undefined : await readJsonBody(x);
      // Who is calling is settled before the request is judged: a caller without a session
      // learns nothing about what the call would accept.
      const session = (await sessionFor(contract, x)) as SessionFor<C>;
      let parsed: ParsedRequest<C>;
      try {
        parsed = parseRequest(contract, { params: x.params, query: queryObject(x.url), body });
      } catch (error) {
        if (error instanceof ContractViolation) return sendViolation(x, error);
        throw error;
      }
      const reply = await handler({ ...parsed, x, session });
      const status = reply.status as number;
      const schema = (contract.response as Record<number, z.ZodType>)[status];
      if (validateAnswers) {
        const checked = schema?.safeParse(reply.body);
        if (!checked?.success) {
          x.log('error', 'sandbox.contract_answer_invalid', {
            contract: contract.id,
            status,
            issues: checked ? checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) : ['status not declared by the contract'],
            correlationId: x.correlationId,
          });
          return sendError(x, 500, 'GEN500', `The answer of ${contract.id} broke its contract; see the sandbox log`);
        }
      }
      if (reply.body === undefined) {
        x.res.writeHead(status, { 'Cache-Control': 'no-store', ...reply.headers });
        x.res.end();
        return;
      }
      sendJson(x, status, reply.body, reply.headers);
    },
  };
}
