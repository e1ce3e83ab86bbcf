/**
 * Following the lists' owner (src/lib/favorites/shopper.ts followShopper): a list is read once the
 * session is known and again when the shopper changes; a list the server already rendered for the
 * same shopper (the favorites page, the cart's saved-for-later) is not read again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { followShopper } from '../../../src/lib/favorites/shopper.ts';
import { $auth, setGuest, setSignedIn, type SignedInShopper } from '../../../src/stores/auth.ts';

const member = (consumerNo: string): SignedInShopper => ({ consumerNo, consumerType: 'REGISTERED', isLoyaltyMember: false, isEmployeeDiscountTCAccepted: false, identityTypes: [], isAthlete: false });

afterEach(() => $auth.set({ status: 'unknown' }));

describe('followShopper', () => {
  it('reads once the session is known, and again for another shopper only', () => {
    const reads: string[] = [];
    const stop = followShopper((state) => reads.push(state.status));
    expect(reads).toEqual([]);
    setGuest();
    setGuest();
    setSignedIn(member('C1'));
    stop();
    setGuest();
    expect(reads).toEqual(['guest', 'signed-in']);
  });

  it('does not read again the list the server rendered for the same shopper, but does for anyone else', () => {
    const reads: string[] = [];
    const stop = followShopper((state) => reads.push(state.status), 'signed-in:C1');
    setSignedIn(member('C1'));
    expect(reads).toEqual([]);
    setGuest();
    expect(reads).toEqual(['guest']);
    stop();

    $auth.set({ status: 'unknown' });
    const other: string[] = [];
    const stopOther = followShopper((state) => other.push(state.status), 'signed-in:C1');
    setSignedIn(member('C2'));
    stopOther();
    expect(other).toEqual(['signed-in']);
  });
});
