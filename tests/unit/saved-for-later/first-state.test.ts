/**
 * The cart page's saved-for-later list read on the server (issue 15;
 * src/lib/saved-for-later/first-state.ts): a first visit is an empty guest list without a session
 * started, an employee needs no read, a read becomes the list with whose it is, and a failed or
 * unreadable read leaves it to the island.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { read, reads, request as req, resetListSession, session } from '../favorites/list-session.ts';

vi.mock('../../../src/lib/bff/broker.ts', async () => (await import('../favorites/list-session.ts')).listSessionMocks.broker());
vi.mock('../../../src/lib/account/read.ts', async () => (await import('../favorites/list-session.ts')).listSessionMocks.account());

const { firstSavedForLater } = await import('../../../src/lib/saved-for-later/first-state.ts');

const item = { itemId: 'SFLI-1', productId: 'FWINSTOCK1-moss-09', masterId: 'FWINSTOCK1', upc: '012345678905', qty: 1, pageUrl: '/en-us/p/boot', available: true, name: 'Boot', image: '/media/boot.jpg' };
const answered = { saveForLaterId: 'SFL-1', items: [item], start: 0, count: 1 };

beforeEach(resetListSession);

describe('firstSavedForLater', () => {
  it('answers an empty guest list for a first visit, without reading (no session started)', async () => {
    expect(await firstSavedForLater(req)).toEqual({ kind: 'list', shopper: 'guest', list: { saveForLaterId: '', items: [] } });
    expect(reads).toEqual([]);
  });

  it('answers the employee state without reading the list', async () => {
    session.state = { consumerType: 'EMPLOYEE', consumerNo: 'C3' };
    session.accessToken = 'at';
    expect(await firstSavedForLater(req)).toEqual({ kind: 'employee' });
    expect(reads).toEqual([]);
  });

  it('reads the whole list the cart shows and says whose it is', async () => {
    session.state = { consumerType: 'REGISTERED', consumerNo: 'C1' };
    session.accessToken = 'at';
    read.answer = { ok: true, data: answered };
    const first = await firstSavedForLater(req);
    expect(reads).toEqual([{ query: { start: 0, count: 100 } }]);
    expect(first).toEqual({ kind: 'list', shopper: 'signed-in:C1', list: { saveForLaterId: 'SFL-1', items: [item] } });
  });

  it('reads with only a refresh token (the read renews the session), then names the shopper', async () => {
    session.refreshToken = 'rt';
    read.answer = { ok: true, data: answered };
    const pending = firstSavedForLater(req);
    session.state = { consumerType: 'GUEST', consumerNo: 'G1' };
    expect(await pending).toMatchObject({ kind: 'list', shopper: 'guest' });
  });

  it('leaves it to the island when the read fails or its answer cannot be read', async () => {
    session.state = { consumerType: 'GUEST', consumerNo: 'G1' };
    session.accessToken = 'at';
    read.answer = null;
    expect(await firstSavedForLater(req)).toEqual({ kind: 'unknown' });
    read.answer = { ok: false, status: 404 };
    expect(await firstSavedForLater(req)).toEqual({ kind: 'unknown' });
    read.answer = { ok: true, data: { saveForLaterId: 'SFL-1' } };
    expect(await firstSavedForLater(req)).toEqual({ kind: 'unknown' });
  });
});
