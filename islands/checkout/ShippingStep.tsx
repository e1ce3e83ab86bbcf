/**
 * Checkout step 1, shipping (docs/requirements/checkout-and-payments.md#checkout-steps): the contact email and the shipping address (a
 * member picks from the address book, the main address preselected, or enters a new one and may
 * save it), the delivery method of the shopper's own shipment with price and delivery time,
 * collection points (pudo), and the lines that are picked up or shipped to a store. A pickup-only
 * cart needs no address. The address is checked against the country's rules here, then by the
 * gateway (validation, then POST …/shippingAddress); every refusal is shown at its field.
 */
import { useEffect, useState } from 'react';
import type { CartOnScreen as Cart, CartAddress } from '../../schemas/api/cart.ts';
import type { FieldRule } from '../../src/lib/checkout/address.ts';
import type { Country } from '../../src/lib/checkout/address-data.ts';
import type { Region } from '../../schemas/forms/validators.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { GATEWAY, mutateCart } from '../../src/lib/cart/client.ts';
import { formatMoney } from '../../src/lib/catalogue/price.ts';
import { ADDRESS_FIELDS, addressLine, emptyAddress, fieldOfGatewayMessage, fromCartAddress, toCartAddress } from '../../src/lib/checkout/address.ts';
import { saveToAddressBook, type SavedAddress } from '../../src/lib/checkout/address-data.ts';
import { needsShippingAddress } from '../../src/lib/checkout/steps.ts';
import { setOrderMethod } from '../../src/lib/delivery/actions.ts';
import { lineStoreId, ownShipmentMethods } from '../../src/lib/delivery/methods.ts';
import { storeName } from '../../src/lib/delivery/store-client.ts';
import { botCheckToken } from '../../src/lib/auth/bot-check.ts';
import { accountSettingsForLocale, optionalCollectionContact } from '../../src/lib/site/account-settings.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { BUTTON, Checkbox } from '../sign-in/fields.tsx';
import { AddressForm } from './AddressForm.tsx';
import { StepSection } from './StepSection.tsx';
import type { CheckoutMessages } from './messages.ts';
import { useAddressData, useAddressForm } from './use-address-form.ts';
import type { CollectionPoint } from '../../schemas/api/stores.ts';

interface Props {
  cart: Cart;
  t: CheckoutMessages;
  locale: string;
  language: string;
  region: Region;
  country: string;
  signedIn: boolean;
  email?: string | undefined;
  /** A reason the shopper was sent back here (a refused order), shown at the top. */
  notice: string | null;
  onDone: () => void;
  /** What the server read for the first HTML (src/lib/checkout/first-state.ts): the form starts from it and doesn't read it again. */
  initial?: { countries: Country[]; book: SavedAddress[]; rules: { country: string; rules: readonly FieldRule[] }; storeNames: Record<string, string> } | undefined;
  /** False while the step is the server's HTML: its buttons wait for React, so no press is lost. */
  live?: boolean;
}

/** Gateway ids shown at a field of the address (docs/requirements/account-and-loyalty.md#addresses). */
const FIELD_OF_ERROR: Record<string, 'addressLine1' | 'country' | 'postalCode'> = {
  SHIPPING_POBOX_UNAVAILABLE: 'addressLine1',
  CANT_SHIP_THERE: 'country',
  SHP410: 'postalCode',
};

const NEW = 'new';
const ALL_BUT_EMAIL = ADDRESS_FIELDS.filter((f) => f !== 'email');

/** The saved address preselected: the cart's own when it is in the book, else the main one when the cart has none. */
function preselected(cart: Cart, shipping: readonly SavedAddress[]): string | undefined {
  const inCart = cart.shippingAddress?.addressId && shipping.find((a) => a.addressId === cart.shippingAddress?.addressId);
  const main = inCart || (!cart.shippingAddress ? shipping.find((a) => a.main) : undefined);
  return main ? main.addressId : undefined;
}

export function ShippingStep({ cart, t, locale, language, region, country, signedIn, email, notice, onDone, initial: first, live = true }: Props) {
  const parcels = needsShippingAddress(cart);
  const initial = cart.shippingAddress ? fromCartAddress(cart.shippingAddress, country) : { ...emptyAddress(country), email: email ?? '' };
  const { methods, selected } = ownShipmentMethods(cart);
  const pudo = selected?.code === 'pudo';
  // A collection point's contact email and phone are required only where the site says so (docs/requirements/account-and-loyalty.md#phone-numbers).
  const form = useAddressForm(initial, { locale, region, language, optional: pudo ? optionalCollectionContact(accountSettingsForLocale(locale)) : [], initialRules: first?.rules });
  const [chosen, setChosen] = useState<string>(() => (first ? preselected(cart, first.book.filter((a) => a.approachType === 'S')) : undefined) ?? NEW);
  const [save, setSave] = useState(false);
  const [topError, setTopError] = useState<string | null>(notice);
  const { busy, run } = useSubmit();
  const { countries, book } = useAddressData(
    locale,
    signedIn,
    'S',
    (shipping) => {
      // The main shipping address is preselected, unless the cart already has an address of its own.
      const main = preselected(cart, shipping);
      if (main) setChosen(main);
    },
    first,
  );

  useEffect(() => setTopError(notice), [notice]);

  // One form's values shown in two fieldsets: the contact email first, then the address. The
  // fields stay enabled while the address is sent: a refusal moves the focus back to its field.
  const formProps = { section: 'shipping' as const, values: form.values, onChange: form.change, problems: form.problems, rules: form.rules, countries, region, t };
  const usingBook = chosen !== NEW && book.some((a) => a.addressId === chosen);

  const submit = () =>
    run(async () => {
      setTopError(null);
      if (!parcels) {
        onDone();
        return;
      }
      let address: CartAddress;
      let bid: string | undefined;
      if (usingBook) {
        const saved = book.find((a) => a.addressId === chosen) as SavedAddress;
        const { addressId, approachType: _t, main: _m, ...rest } = saved;
        address = { ...rest, email: rest.email || email || '' };
        bid = addressId;
      } else {
        if (!(await form.check())) return;
        const dial = countries.find((c) => c.code === form.values.country)?.dialCode;
        address = toCartAddress(form.values, dial);
      }
      if (pudo && !point) {
        setTopError(t.collectionPoint);
        return;
      }
      const context = pudo ? ('COLLECTION' as const) : undefined;
      const withPoint = pudo && point ? { ...address, collectionPoint: { storeId: point.storeId, storeName: point.storeName, optionType: point.optionType, bookingCode: point.bookingCode } } : address;
      const check = await callBff<{ valid: boolean; issues: Array<{ field: string; message: string; errorId: string }> }>(
        'POST',
        `${GATEWAY}/cart/v1/cart/${encodeURIComponent(cart.basketId)}/shippingAddress/validation`,
        { address: withPoint, ...(context ? { context } : {}) },
      );
      if (check.ok && !check.data.valid) {
        for (const issue of check.data.issues) showRefusal(issue.errorId, issue.message, issue.field);
        return;
      }
      const recaptcha = await botCheckToken('placeOrder');
      const result = await mutateCart(
        'checkout.shippingAddress',
        (basketId) =>
          callBff('POST', `${GATEWAY}/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, {
            address: [{ ...withPoint, shippingId: 'me' }],
            ...(context ? { context } : {}),
            ...(bid ? { bid } : {}),
            ...(recaptcha ? { recaptcha_response: recaptcha } : {}),
          }),
        { toast: false },
      );
      if (!result.ok) {
        showRefusal(result.error.errorId, result.error.message);
        return;
      }
      if (save && !usingBook) await saveToAddressBook(address, 'S');
      onDone();
    });

  const showRefusal = (errorId: string | null, message: string, field?: string) => {
    const at = (errorId && FIELD_OF_ERROR[errorId]) || fieldOfGatewayMessage(field, message);
    if (at && !usingBook) form.setProblem(at, message);
    else setTopError(message);
  };

  // Collection points (pudo): searched near the form's postal code.
  const [points, setPoints] = useState<CollectionPoint[] | null>(null);
  const [point, setPoint] = useState<CollectionPoint | null>(null);
  const findPoints = async () => {
    const postalCode = usingBook ? book.find((a) => a.addressId === chosen)?.postalCode : form.values.postalCode;
    if (!postalCode?.trim()) {
      form.setProblem('postalCode', t.findCollectionPoints);
      return;
    }
    const answer = await callBff<{ collectionPoints: CollectionPoint[] }>('POST', '/api/gateway/stores/v1/collectionPoints', { postalCode: postalCode.trim(), country: form.values.country });
    setPoints(answer.ok ? answer.data.collectionPoints : []);
  };

  return (
    <StepSection title={t.steps.shipping} alert={topError}>
      {/* Its text fields stay open before hydration (what is typed is adopted); its buttons and
          radios wait for the code, disabled one by one, keeping their usual look meanwhile. */}
      <form
        noValidate
        data-hydrating={live ? undefined : ''}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-6"
      >
        {parcels ? (
          <>
            {book.length > 0 ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 font-bold">{t.savedAddresses}</legend>
                {book.map((a) => (
                  <label key={a.addressId} className="flex cursor-pointer items-start gap-3 rounded border border-brand-stone p-3 has-checked:border-2 has-checked:border-brand-ink">
                    <input type="radio" name="saved-shipping" value={a.addressId} checked={chosen === a.addressId} disabled={!live} onChange={() => setChosen(a.addressId)} className="mt-1" />
                    <span>
                      <span className="block font-semibold">
                        {a.firstName} {a.lastName}
                      </span>
                      <span className="block text-sm">{addressLine(a)}</span>
                    </span>
                  </label>
                ))}
                <label className="flex cursor-pointer items-center gap-3 rounded border border-brand-stone p-3 has-checked:border-2 has-checked:border-brand-ink">
                  <input type="radio" name="saved-shipping" value={NEW} checked={!usingBook} disabled={!live} onChange={() => setChosen(NEW)} />
                  <span className="font-semibold">{t.newAddress}</span>
                </label>
              </fieldset>
            ) : null}
            {!usingBook ? (
              <div ref={form.container} className="flex flex-col gap-6">
                <fieldset>
                  <legend className="mb-2 font-bold">{t.contact}</legend>
                  <p className="mb-3 text-sm">{t.contactNote}</p>
                  <AddressForm {...formProps} hidden={ALL_BUT_EMAIL} />
                </fieldset>
                <fieldset>
                  <legend className="mb-2 font-bold">{t.shippingAddress}</legend>
                  <AddressForm {...formProps} hidden={['email']} />
                </fieldset>
                {signedIn ? <Checkbox name="save-shipping" label={t.saveToAddressBook} checked={save} onChecked={setSave} /> : null}
              </div>
            ) : null}
            {methods.length > 0 ? (
              <fieldset>
                <legend className="mb-2 font-bold">{t.delivery}</legend>
                <div className="flex flex-col gap-2">
                  {methods.map((m) => (
                    <label key={m.code} className="flex cursor-pointer items-center justify-between gap-3 rounded border border-brand-stone p-3 has-checked:border-2 has-checked:border-brand-ink">
                      <span className="flex items-center gap-3">
                        <input
                          type="radio"
                          name="own-method"
                          value={m.code}
                          checked={m.selected}
                          disabled={busy || !live}
                          onChange={() => {
                            setPoints(null);
                            setPoint(null);
                            void setOrderMethod(m.code);
                          }}
                        />
                        <span>
                          <span className="block font-semibold">{m.label}</span>
                          <span className="block text-sm">{m.deliveryTime}</span>
                        </span>
                      </span>
                      <span className="font-semibold">{m.price.amount === 0 ? t.free : formatMoney(m.price.amount, cart.currency, locale)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {pudo ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 font-bold">{t.collectionPoint}</legend>
                <button type="button" disabled={!live} onClick={() => void findPoints()} className="self-start rounded-sm border-2 border-brand px-4 py-2 font-semibold text-brand">
                  {t.findCollectionPoints}
                </button>
                {points && points.length === 0 ? <p role="status">{t.collectionPointsNone}</p> : null}
                {points?.map((p) => (
                  <label key={p.storeId} className="flex cursor-pointer items-start gap-3 rounded border border-brand-stone p-3 has-checked:border-2 has-checked:border-brand-ink">
                    <input type="radio" name="collection-point" value={p.storeId} checked={point?.storeId === p.storeId} onChange={() => setPoint(p)} className="mt-1" />
                    <span>
                      <span className="block font-semibold">{p.storeName}</span>
                      <span className="block text-sm">
                        {p.address.addressLine1}, {p.address.postalCode} {p.address.city} · {p.distanceKm.toFixed(1)} km
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
          </>
        ) : (
          <p className="rounded bg-brand-sand/40 px-4 py-3">{t.pickupOnly}</p>
        )}
        <StoreLines cart={cart} t={t} known={first?.storeNames} />
        <button type="submit" className={BUTTON + ' sm:w-auto sm:self-end'} disabled={busy || !live} aria-busy={busy}>
          {t.continueToBilling}
        </button>
      </form>
    </StepSection>
  );
}

/** Lines picked up in store or shipped to a store: where each goes. */
function StoreLines({ cart, t, known }: { cart: Cart; t: CheckoutMessages; known?: Record<string, string> | undefined }) {
  const lines = cart.items.filter((i) => !i.bonus && lineStoreId(i));
  // The names the server read for the first HTML (src/lib/checkout/first-state.ts) are not read again.
  const [names, setNames] = useState<Record<string, string>>(known ?? {});
  useEffect(() => {
    for (const item of lines) {
      const id = lineStoreId(item) as string;
      if (names[id]) continue;
      void storeName(id).then((name) => name && setNames((n) => ({ ...n, [id]: name })));
    }
  }, [cart]);
  if (!lines.length) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t.delivery}>
      {lines.map((item) => {
        const id = lineStoreId(item) as string;
        const where = names[id] ?? id;
        return (
          <li key={item.itemId} className="rounded border border-brand-sand px-3 py-2 text-sm">
            <span className="font-semibold">{item.name}</span> — {item.shippingOptions.selected === 'pickup' ? t.pickupAt(where) : t.shipToStoreAt(where)}
          </li>
        );
      })}
    </ul>
  );
}
