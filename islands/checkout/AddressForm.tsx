/**
 * The address form of shipping and billing: labelled fields with their rule's error tied to them,
 * the country list, provinces as a list where the country has one, the phone with its dialling
 * code and mask. The values and problems belong to the step; this only renders and reports edits.
 */
import { useId } from 'react';
import { applyPhoneMask, defaultPhoneMask, type Region } from '../../schemas/forms/validators.ts';
import { ADDRESS_FIELDS, ruleFor, shapeInput, type AddressField, type AddressValues, type FieldRule } from '../../src/lib/checkout/address.ts';
import type { Country } from '../../src/lib/checkout/address-data.ts';
import { SelectField, TextField } from '../shared/fields.tsx';
import type { AddressFormWords } from './address-words.ts';

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel-national',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
};

interface Props {
  /** 'shipping' or 'billing': part of each field's autocomplete token and name. */
  section: 'shipping' | 'billing';
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  problems: Partial<Record<AddressField, string>>;
  rules: readonly FieldRule[];
  countries: readonly Country[];
  region: Region;
  /** Only the form's words are read (the account's address book brings its own). */
  t: AddressFormWords;
  /** Fields the form doesn't ask (the email when it is asked in the contact section). */
  hidden?: readonly AddressField[];
  disabled?: boolean;
}

export function AddressForm({ section, values, onChange, problems, rules, countries, region, t, hidden = [], disabled = false }: Props) {
  const id = useId();
  const country = countries.find((c) => c.code === values.country);
  const phoneMask = ruleFor(rules, 'phone')?.mask ?? country?.mask ?? defaultPhoneMask(region);
  const field = (name: AddressField) => {
    if (hidden.includes(name)) return null;
    const rule = ruleFor(rules, name);
    const label = t.fields[name];
    const common = { name: `${section}-${name}`, error: problems[name], disabled, required: rule?.required ?? false };
    if (name === 'country') {
      return (
        <SelectField key={name} id={`${id}-country`} label={label} value={values.country} error={problems.country} disabled={disabled} autoComplete={`${section} country`} onValue={(v) => onChange('country', v)}>
          {countries.length === 0 ? <option value={values.country}>{values.country}</option> : null}
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      );
    }
    if (name === 'province' && rule?.options?.length) {
      return (
        <SelectField key={name} id={`${id}-province`} label={label} value={values.province} error={problems.province} disabled={disabled} autoComplete={`${section} address-level1`} onValue={(v) => onChange('province', v)}>
          <option value="">{t.choose}</option>
          {rule.options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </SelectField>
      );
    }
    if (name === 'phone') {
      return (
        <TextField
          key={name}
          {...common}
          label={`${label}${country ? ` (${country.dialCode})` : ''}`}
          type="tel"
          inputMode="tel"
          autoComplete={`${section} ${AUTOCOMPLETE.phone}`}
          value={values.phone}
          hint={t.phoneHint(phoneMask)}
          onValue={(v) => onChange('phone', applyPhoneMask(v, phoneMask))}
        />
      );
    }
    return (
      <TextField
        key={name}
        {...common}
        label={label}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={`${section} ${AUTOCOMPLETE[name]}`}
        value={values[name]}
        maxLength={rule?.maxLength !== undefined ? rule.maxLength + 5 : undefined}
        onValue={(v) => onChange(name, shapeInput(name, v, rule))}
      />
    );
  };
  return <div className="grid gap-4 sm:grid-cols-2">{ADDRESS_FIELDS.map((name) => (hidden.includes(name) ? null : <div key={name} className={wide(name) ? 'sm:col-span-2' : ''}>{field(name)}</div>))}</div>;
}

const wide = (name: AddressField): boolean => name === 'addressLine1' || name === 'addressLine2' || name === 'email';
