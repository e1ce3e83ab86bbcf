/**
 * A shopper's session and the account read, faked for the lists' first states on the server
 * (src/lib/favorites/first-state.ts, src/lib/saved-for-later/first-state.ts): a test sets who is
 * there and what the read answers, and sees what was asked. Mock the broker and the account read
 * with `listSessionMocks` (vi.mock factories may import this module).
 */
import type { BffRequest } from '../../../src/lib/bff/auth-session.ts';

type State = { consumerType: string; consumerNo: string } | undefined;

export const session: { state: State; accessToken?: string; refreshToken?: string } = { state: undefined };
/** What each read was asked (its input). */
export const reads: unknown[] = [];
/** What the next reads answer. */
export const read: { answer: unknown } = { answer: null };

export const listSessionMocks = {
  broker: () => ({ authBroker: { read: () => session } }),
  account: () => ({
    readForShopper: async (_read: unknown, _contract: unknown, input: unknown) => {
      reads.push(input);
      return read.answer;
    },
  }),
};

export const request = { site: { country: 'us' }, correlationId: 'c' } as unknown as BffRequest;

/** A first visit: no session, nothing read, nothing answered. */
export function resetListSession(): void {
  session.state = undefined;
  delete session.accessToken;
  delete session.refreshToken;
  reads.length = 0;
  read.answer = null;
}
