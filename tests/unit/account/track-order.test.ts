/**
 * The tracking form's rules (islands/account/orders/track-order.ts), which its island and the
 * page a posted form reaches both apply: the spec's messages at each field, in the page's
 * language, and one "not found" for a wrong number and a wrong email alike.
 */
import { describe, expect, it } from 'vitest';
import { orderMessages } from '../../../islands/account/orders/messages.ts';
import { checkTracking, hasTrackingErrors, trackingRefusal } from '../../../islands/account/orders/track-order.ts';

describe('the tracking form’s rules', () => {
  it('names each field’s problem in the page’s language, and none for a good pair', () => {
    expect(checkTracking('', '', 'en')).toEqual({ orderNumber: 'This field is required', email: 'This field is required' });
    expect(checkTracking('CRN00001002', 'member@cairn', 'en')).toEqual({ orderNumber: undefined, email: 'Email is not valid' });
    expect(checkTracking('C'.repeat(101), 'member@cairn.test', 'en').orderNumber).toBeDefined();
    expect(hasTrackingErrors(checkTracking('CRN00001002', 'member@cairn.test', 'en'))).toBe(false);
    expect(checkTracking('CRN00001002', 'pas-un-email', 'fr').email).toMatch(/L’adresse e-mail n’est pas valide/);
  });

  it('reads a wrong number and a wrong email the same, and tells no answer from a failed one', () => {
    const words = orderMessages('en');
    expect(trackingRefusal({ status: 404, errorId: 'OHS4004' }, words)).toBe(words.notFound);
    expect(trackingRefusal({ status: 400, errorId: 'ORD400' }, words)).toBe(words.notFound);
    expect(trackingRefusal({ status: 0 }, words)).toBe(words.offline);
    expect(trackingRefusal({ status: 502, errorId: 'GEN500' }, words)).toBe(words.trackFailed);
  });
});
