/**
 * Adding or editing one address of the book (issue 12): the checkout's address form and rules
 * (islands/checkout/AddressForm.tsx, use-address-form.ts: the country list, each country's rules
 * from the server, the same masks and the spec's exact messages), plus the approach type
 * (shipping or billing) and "make this my main address". Checked before sending; a refusal from
 * the gateway is shown at its field, anything else above the buttons, and what was typed stays.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { ConsumerAddress } from '../../../schemas/api/consumer/addresses.ts';
import type { Region } from '../../../schemas/forms/validators.ts';
import { addAddress, addressBody, APPROACH_TYPES, firstOfType, updateAddress, type ApproachType } from '../../../src/lib/account/address-book.ts';
import { emptyAddress, fromCartAddress } from '../../../src/lib/checkout/address.ts';
import { loadCountries, type Country } from '../../../src/lib/checkout/address-data.ts';
import { AddressForm } from '../../checkout/AddressForm.tsx';
import { useAddressForm } from '../../checkout/use-address-form.ts';
import { useSubmit } from '../../shared/use-submit.ts';
import { SaveCancel } from '../../shared/buttons.tsx';
import { Checkbox, Notice } from '../../shared/fields.tsx';
import type { AddressBookMessages } from './messages.ts';

interface Props {
  /** The address edited, or null for a new one. */
  address: ConsumerAddress | null;
  book: readonly ConsumerAddress[];
  t: AddressBookMessages;
  locale: string;
  language: string;
  region: Region;
  country: string;
  onSaved: (book: ConsumerAddress[], addressId: string | null) => void;
  onCancel: () => void;
}

export default function AddressEditor({ address, book, t, locale, language, region, country, onSaved, onCancel }: Props) {
  const form = useAddressForm(address ? fromCartAddress(address, country) : emptyAddress(country), { locale, region, language });
  const [type, setType] = useState<ApproachType>(address?.approachType ?? 'S');
  const [main, setMain] = useState(false);
  const [countries, setCountries] = useState<Country[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const Heading = address ? 'h3' : 'h2';

  useEffect(() => {
    let live = true;
    void loadCountries(locale).then((list) => {
      if (live) setCountries(list);
    });
    heading.current?.focus();
    return () => {
      live = false;
    };
  }, [locale]);

  // The first address of a type becomes main by itself (docs/requirements/account-and-loyalty.md#addresses); the main one stays main.
  const first = firstOfType(book, type, address?.addressId);
  const alreadyMain = address?.main === true && address.approachType === type;

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    void submitChecked();
  };

  // Checked before the fields are disabled for sending, so focus can go to the first wrong one.
  // (A second press while the check waits for the phone's plans is dropped by `run`.)
  const submitChecked = async () => {
    if (!(await form.check())) return;
    void run(async () => {
      const chosen = form.values.country;
      const dialCode = countries.find((c) => c.code === chosen)?.dialCode ?? (address && address.country === chosen ? address.phoneCode : undefined);
      const body = addressBody(form.values, type, main && !first && !alreadyMain, dialCode);
      const result = address ? await updateAddress(address.addressId, body, language) : await addAddress(body, language);
      if (result.ok) {
        onSaved(result.book, result.addressId ?? address?.addressId ?? null);
        return;
      }
      if (result.refusal) form.setProblem(result.refusal.field, result.refusal.message);
      else setFormError(result.message);
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded border border-brand-stone bg-white p-4">
      {/* A new address is a section of its own; an edited one sits in its type's section. */}
      <Heading id={headingId} ref={heading} tabIndex={-1} className="mb-4 font-display text-display-sm outline-none">
        {address ? t.editTitle : t.addTitle}
      </Heading>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 font-semibold">{t.typeLegend}</legend>
          <div className="flex flex-wrap gap-3">
            {APPROACH_TYPES.map((value) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded border border-brand-stone px-4 py-2 has-checked:border-2 has-checked:border-brand-ink">
                <input type="radio" name="approach-type" value={value} checked={type === value} onChange={() => setType(value)} className="size-5 accent-brand" />
                <span className="font-semibold">{t.types[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div ref={form.container}>
          <AddressForm
            section={type === 'S' ? 'shipping' : 'billing'}
            values={form.values}
            onChange={form.change}
            problems={form.problems}
            rules={form.rules}
            countries={countries}
            region={region}
            t={t}
          />
        </div>
        {first ? <p className="text-sm">{t.firstBecomesMain}</p> : alreadyMain ? null : <Checkbox name="make-main" label={t.makeMainBox} checked={main} onChecked={setMain} />}
        <Notice message={formError} />
        <SaveCancel save={t.save} cancel={t.cancel} working={t.working} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
