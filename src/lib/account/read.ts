/**
 * The first read of an account page, as the shopper, on the server: the gateway's answer, or the
 * failure logged (a refusal with its status and errorId, a thrown call with its message) and
 * answered as `null`. Statuses the page treats as an answer of their own (an order that isn't the
 * shopper's: 404) are not logged and come back as `{ ok: false, status }` for the page to say so.
 * Server-only (the BFF broker): pages import it, islands never.
 */
import type { AnyContract, ContractAnswer, RequestInput } from '../../../schemas/api/contract.ts';
import { authBroker } from '../bff/broker.ts';
import type { BffRequest } from '../bff/auth-session.ts';
import { log } from '../log/logger.ts';

export interface ShopperRead {
  req: BffRequest;
  /** The log event of a failure ('account.wallet.read_failed'). */
  event: string;
  correlationId: string | undefined;
  timeoutMs: number;
}

export async function readForShopper<C extends AnyContract>(
  { req, event, correlationId, timeoutMs }: ShopperRead,
  contract: C,
  input: RequestInput<C>,
  expected: readonly number[] = [],
): Promise<(ContractAnswer<C> & { ok: true }) | { ok: false; status: number } | null> {
  try {
    const out = await authBroker.callForShopper(req, contract, input, timeoutMs);
    if (out.ok) return out;
    if (expected.includes(out.status)) return { ok: false, status: out.status };
    log('warn', event, { status: out.status, errorId: out.error.errorDetails[0]?.errorId, correlationId });
  } catch (error) {
    log('error', event, { error: error instanceof Error ? error.message : String(error), correlationId });
  }
  return null;
}
