/**
 * Checkout step 2, billing (docs/requirements/checkout-and-payments.md#checkout-steps): the billing address (the same as shipping, a saved
 * billing address with the main one preselected, or a new one) and the payment
 * (./payment/PaymentMethods.tsx). The totals are always the gateway's.
 */
import { useEffect, useState } from 'react';
import type { CartOnScreen as Cart, CartAddress } from '../../schemas/api/cart.ts';
import type { Region } from '../../schemas/forms/validators.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { GATEWAY, mutateCart } from '../../src/lib/cart/client.ts';
import { addressLine, emptyAddress, fieldOfGatewayMessage, fromCartAddress, toCartAddress } from '../../src/lib/checkout/address.ts';
import { saveToAddressBook, type Country } from '../../src/lib/checkout/address-data.ts';
import { firstBillingChoice, NEW_ADDRESS as NEW, SAME_AS_SHIPPING as SAME, samePlace } from '../../src/lib/checkout/billing.ts';
import type { FirstBilling } from '../../src/lib/checkout/first-state.ts';
import { paymentComplete } from '../../src/lib/checkout/payment.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { BUTTON, Checkbox } from '../sign-in/fields.tsx';
import { AddressForm } from './AddressForm.tsx';
import { StepSection } from './StepSection.tsx';
import type { CheckoutMessages } from './messages.ts';
import { PaymentMethods } from './payment/PaymentMethods.tsx';
import { UntilHydrated } from '../shared/UntilHydrated.tsx';
import { useAddressData, useAddressForm } from './use-address-form.ts';

interface Props {
  cart: Cart;
  t: CheckoutMessages;
  locale: string;
  language: string;
  region: Region;
  country: string;
  signedIn: boolean;
  isAthlete: boolean;
  email?: string | undefined;
  notice: string | null;
  onDone: () => void;
  /** The country list the server read for the shipping step (src/lib/checkout/first-state.ts): not read again. */
  countries?: Country[] | undefined;
  /** This step as the server rendered it, with what it read (src/lib/checkout/first-state.ts): nothing of it is read again. */
  initial?: FirstBilling | undefined;
  /** False until hydrated: the step's controls stay disabled (nothing can be typed or sent before its code runs). */
  live?: boolean;
}

export function BillingStep({ cart, t, locale, language, region, country, signedIn, isAthlete, email, notice, onDone, countries: knownCountries, initial, live = true }: Props) {
  const shipping = cart.shippingAddress;
  const initialChoice = firstBillingChoice(cart, initial?.book.filter((a) => a.approachType === 'B'));
  const [choice, setChoice] = useState<string>(initialChoice);
  const form = useAddressForm(cart.billingAddress && initialChoice === NEW ? fromCartAddress(cart.billingAddress, country) : { ...emptyAddress(country), email: email ?? shipping?.email ?? '' }, {
    locale,
    region,
    language,
    initialRules: initial?.rules,
  });
  const [save, setSave] = useState(false);
  const [topError, setTopError] = useState<string | null>(notice);
  const { busy, run } = useSubmit();
  const { countries, book } = useAddressData(
    locale,
    signedIn,
    'B',
    (billing) => {
      const main = billing.find((a) => a.main);
      if (main && !cart.billingAddress && !shipping) setChoice(main.addressId);
    },
    initial ? { countries: initial.countries, book: initial.book } : knownCountries ? { countries: knownCountries } : undefined,
  );
  useEffect(() => setTopError(notice), [notice]);

  const saved = book.find((a) => a.addressId === choice);

  const submit = () =>
    run(async () => {
      setTopError(null);
      let address: CartAddress;
      if (choice === SAME && shipping) {
        const { shippingId: _s, collectionPoint: _c, ...rest } = shipping;
        address = rest;
      } else if (saved) {
        const { addressId: _a, approachType: _t, main: _m, ...rest } = saved;
        address = { ...rest, email: rest.email || email || shipping?.email || '' };
      } else {
        if (!(await form.check())) return;
        address = toCartAddress(form.values, countries.find((c) => c.code === form.values.country)?.dialCode);
      }
      if (!samePlace(address, cart.billingAddress) || (address.email ?? '') !== (cart.billingAddress?.email ?? '')) {
        const result = await mutateCart('checkout.billingAddress', (basketId) => callBff('POST', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}/billingAddress`, address), { toast: false });
        if (!result.ok) {
          const at = fieldOfGatewayMessage(undefined, result.error.message);
          if (at && choice === NEW) form.setProblem(at, result.error.message);
          else setTopError(result.error.message);
          return;
        }
        if (save && choice === NEW) await saveToAddressBook(address, 'B');
        if (!paymentComplete(result.cart)) {
          setTopError(t.paymentIncomplete);
          return;
        }
      } else if (!paymentComplete(cart)) {
        setTopError(t.paymentIncomplete);
        return;
      }
      onDone();
    });

  return (
    <StepSection title={t.steps.billing} alert={topError}>
      {/* Rendered on the server, the step is disabled until its code runs: a card number typed
          into it could not be taken over, and a form sent without it would go nowhere. */}
      <UntilHydrated hydrated={live}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-bold">{t.billingAddress}</legend>
          {shipping ? (
            <Choice name="billing-choice" value={SAME} checked={choice === SAME} onChoose={setChoice} title={t.sameAsShipping} detail={addressLine(shipping)} />
          ) : null}
          {book.map((a) => (
            <Choice key={a.addressId} name="billing-choice" value={a.addressId} checked={choice === a.addressId} onChoose={setChoice} title={`${a.firstName} ${a.lastName}`} detail={addressLine(a)} />
          ))}
          {shipping || book.length ? <Choice name="billing-choice" value={NEW} checked={choice === NEW} onChoose={setChoice} title={t.newAddress} /> : null}
        </fieldset>
        {choice === NEW ? (
          <div ref={form.container} className="flex flex-col gap-4">
            <AddressForm section="billing" values={form.values} onChange={form.change} problems={form.problems} rules={form.rules} countries={countries} region={region} t={t} />
            {signedIn ? <Checkbox name="save-billing" label={t.saveToAddressBook} checked={save} onChecked={setSave} /> : null}
          </div>
        ) : null}
        <section aria-label={t.payment} className="flex flex-col gap-4">
          <h3 className="font-bold">{t.payment}</h3>
          <PaymentMethods cart={cart} locale={locale} language={language} signedIn={signedIn} isAthlete={isAthlete} initialMethods={initial?.methods} savedCards={initial?.savedCards} />
        </section>
        <button type="button" onClick={() => void submit()} className={BUTTON + ' sm:w-auto sm:self-end'} disabled={busy} aria-busy={busy}>
          {t.continueToSummary}
        </button>
      </UntilHydrated>
    </StepSection>
  );
}

function Choice({ name, value, checked, onChoose, title, detail }: { name: string; value: string; checked: boolean; onChoose: (v: string) => void; title: string; detail?: string }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded border border-brand-stone p-3 has-checked:border-2 has-checked:border-brand-ink">
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChoose(value)} className="mt-1" />
      <span>
        <span className="block font-semibold">{title}</span>
        {detail ? <span className="block text-sm">{detail}</span> : null}
      </span>
    </label>
  );
}
