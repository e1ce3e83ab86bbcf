/**
 * Calls the gateway by contract (schemas/api/contract.ts): fills the path, sends the query and
 * body through the transport (callGateway: the one place that adds the gateway headers and the
 * deadline), and parses the answer with the contract's schema for its status. An error answer
 * keeps the spec's body; an answer that breaks its contract becomes a 502 GEN500 and is logged,
 * so a shape drift shows up as one clear failure instead of a broken island.
 *
 *   const outcome = await callContract(callGateway, signIn, { body: {...} }, { site, correlationId });
 *   if (outcome.ok) outcome.data.authorizationCode; else outcome.error.errorDetails[0].errorId;
 *
 * Pure (the transport is a parameter), so it is unit-tested without Astro.
 */
import type { z } from 'zod';
import { fillPath, type AnyContract, type ContractAnswer, type RequestInput } from '../../../schemas/api/contract.ts';
import { apiError, type ApiError } from '../../../schemas/api/errors.ts';
import type { Channel } from '../http/gateway-headers.ts';
import type { Site } from '../site/locales.ts';
import type { GatewayTransport } from './gateway.ts';

export interface ContractCallContext {
  site: Site;
  correlationId?: string;
  channel?: Channel;
  usid?: string;
  /** Sent as `Authorization: Bearer …`. */
  accessToken?: string;
  timeoutMs?: number;
}

export type ContractOutcome<C extends AnyContract> =
  | (ContractAnswer<C> & { ok: true })
  | { ok: false; status: number; error: ApiError };

/** Logged when an answer breaks its contract; console by default, the app's logger when wired. */
export type ContractLog = (event: string, fields: Record<string, unknown>) => void;
const consoleLog: ContractLog = (event, fields) => console.warn(JSON.stringify({ level: 'warn', event, ...fields }));

export function failure(status: number, errorId: string, message: string, correlationId: string = crypto.randomUUID()): { ok: false; status: number; error: ApiError } {
  return { ok: false, status, error: { errorDetails: [{ errorId, message }], appId: 'cairn-storefront', correlationId } };
}

function queryOf(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}

export async function callContract<C extends AnyContract>(
  transport: GatewayTransport,
  contract: C,
  input: RequestInput<C>,
  ctx: ContractCallContext,
  log: ContractLog = consoleLog,
): Promise<ContractOutcome<C>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const res = await transport({
    site: ctx.site,
    method: contract.method,
    path: fillPath(contract.path, params),
    query: queryOf(query),
    body,
    correlationId: ctx.correlationId,
    channel: ctx.channel,
    usid: ctx.usid,
    timeoutMs: ctx.timeoutMs,
    headers: ctx.accessToken ? { authorization: `Bearer ${ctx.accessToken}` } : undefined,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  const schema = (contract.response as Record<number, z.ZodType>)[res.status];
  if (res.status < 400 && schema) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, status: res.status, data: parsed.data } as ContractOutcome<C>;
    log('bff.contract_answer_invalid', { contract: contract.id, status: res.status, issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) });
    return failure(502, 'GEN500', 'The service answered in an unexpected shape', ctx.correlationId);
  }
  if (res.status >= 400) {
    const error = apiError.safeParse(json);
    if (error.success) return { ok: false, status: res.status, error: error.data };
    return failure(res.status, res.status === 404 ? 'API404' : 'GEN500', 'The service failed to answer', ctx.correlationId);
  }
  log('bff.contract_status_unexpected', { contract: contract.id, status: res.status });
  return failure(502, 'GEN500', 'The service answered in an unexpected shape', ctx.correlationId);
}

/** The outcome's error as a Response in the spec's shape, for an endpoint to answer with. */
export function errorResponse(outcome: { status: number; error: ApiError }): Response {
  return new Response(JSON.stringify(outcome.error), { status: outcome.status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
}
