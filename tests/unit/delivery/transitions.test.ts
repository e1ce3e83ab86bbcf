import { describe, expect, it } from 'vitest';
import { shippingMessages, transitionText } from '../../../islands/cart/shipping/messages.ts';
import { cartTransitionNotices, lineTransitionNotice, orderTransitionNotices, TRANSITION_CODES, transitionOfMove } from '../../../src/lib/delivery/transitions.ts';
import { TRANSITIONS } from '../../../src/sandbox/cart/model.ts';

type Transition = NonNullable<Parameters<typeof lineTransitionNotice>[0]['deliveryMethodTransition']>;
const lineWith = (t?: Transition) => ({ itemId: 'item-1', deliveryMethodTransition: t });

describe('delivery-method transitions (docs/requirements/cart.md#delivery-method-transitions)', () => {
  it('names the six transitions of the spec', () => {
    expect(TRANSITION_CODES).toEqual(['PICKUP_TO_HOME', 'PICKUP_TO_STS', 'STS_TO_HOME', 'STS_TO_PICKUP', 'HOME_TO_PICKUP', 'SHIPPING_METHOD_DOWNGRADED']);
  });

  it('raises each transition the sandbox reports as a notice at its level', () => {
    for (const [code, t] of Object.entries(TRANSITIONS)) {
      const notice = lineTransitionNotice(lineWith({ code, from: t.from, to: t.to, level: t.level, message: t.message }));
      expect(notice).toEqual({ code, level: t.level, serverMessage: t.message, itemId: 'item-1' });
    }
  });

  it('raises nothing for a line without a transition', () => {
    expect(lineTransitionNotice(lineWith())).toBeNull();
  });

  it('recognises a transition by its move when the code is unknown', () => {
    expect(transitionOfMove('pickup', 'standard')).toBe('PICKUP_TO_HOME');
    expect(transitionOfMove('pickup', 'sts')).toBe('PICKUP_TO_STS');
    expect(transitionOfMove('sts', 'standard')).toBe('STS_TO_HOME');
    expect(transitionOfMove('sts', 'pickup')).toBe('STS_TO_PICKUP');
    expect(transitionOfMove('standard', 'pickup')).toBe('HOME_TO_PICKUP');
    expect(transitionOfMove('pudo', 'standard')).toBe('SHIPPING_METHOD_DOWNGRADED');
    expect(transitionOfMove('digital', 'standard')).toBeNull();
    const notice = lineTransitionNotice(lineWith({ code: 'ORD516', from: 'pickup', to: 'standard', level: 'error', message: 'moved' }));
    expect(notice?.code).toBe('PICKUP_TO_HOME');
  });

  it('shows the server words for a move it does not know', () => {
    const notice = lineTransitionNotice(lineWith({ code: 'SOMETHING_NEW', from: 'customs', to: 'digital', level: 'info', message: 'Server words' }));
    expect(notice).toMatchObject({ code: null, level: 'info' });
    expect(transitionText(notice!, 'en')).toBe('Server words');
  });

  it('reports the order downgrade from customerNotifications, lines after it', () => {
    const cart = {
      customerNotifications: [
        { id: 'SHIPPING_METHOD_DOWNGRADED', type: 'info' as const, message: 'downgraded' },
        { id: 'SOME_PRODUCTS_NO_INVENTORY', type: 'error' as const, message: 'not a transition' },
        { id: 'PICKUP_TO_STS', type: 'info' as const, message: 'on a line', itemId: 'item-2' },
      ],
      items: [lineWith({ code: 'PICKUP_TO_STS', from: 'pickup', to: 'sts', level: 'info', message: 'on a line' })],
    };
    expect(orderTransitionNotices(cart)).toEqual([{ code: 'SHIPPING_METHOD_DOWNGRADED', level: 'info', serverMessage: 'downgraded' }]);
    expect(cartTransitionNotices(cart as never).map((n) => n.code)).toEqual(['SHIPPING_METHOD_DOWNGRADED', 'PICKUP_TO_STS']);
  });

  it('has words for every transition in en, fr, de and it', () => {
    for (const language of ['en', 'fr', 'de', 'it']) {
      const t = shippingMessages(language);
      for (const code of TRANSITION_CODES) expect(t.transitions[code].length, `${language} ${code}`).toBeGreaterThan(10);
    }
    expect(shippingMessages('fr').transitions.PICKUP_TO_HOME).not.toBe(shippingMessages('en').transitions.PICKUP_TO_HOME);
    expect(shippingMessages('it-it').transitions.PICKUP_TO_HOME).not.toBe(shippingMessages('en').transitions.PICKUP_TO_HOME);
    expect(shippingMessages('es')).toBe(shippingMessages('en'));
    expect(transitionText({ code: 'PICKUP_TO_STS', serverMessage: 'x' }, 'de')).toBe(shippingMessages('de').transitions.PICKUP_TO_STS);
  });
});
