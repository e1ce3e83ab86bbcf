/**
 * One address form's state for a checkout step: the values, the country's rules (reloaded when
 * the country changes), the problems shown at each field, and `check()` that validates all and
 * moves focus to the first field in error. Gateway refusals are put at their field with `setProblem`.
 *
 * The phone's numbering plans are not part of the form's code (src/lib/phone/fields.ts): they load
 * when the shopper first reaches into the form, and `check()` waits for them.
 */
import { useEffect, useRef, useState } from 'react';
import { fieldText } from '../../schemas/forms/messages.ts';
import type { Region } from '../../schemas/forms/validators.ts';
import { addressFieldProblem, addressProblems, DEFAULT_RULES, ruleFor, type AddressField, type AddressValues, type FieldRule } from '../../src/lib/checkout/address.ts';
import { loadAddressBook, loadAddressRules, loadCountries, type Country, type SavedAddress } from '../../src/lib/checkout/address-data.ts';
import { errorMessage } from '../../src/lib/errors/messages.ts';
import { loadPhoneRules, phoneRulesLoaded } from '../../src/lib/phone/fields.ts';
import { usePhoneRulesOnReach } from '../shared/use-phone-rules.ts';

export function useAddressForm(
  initial: AddressValues,
  options: {
    locale: string;
    region: Region;
    language: string;
    skip?: readonly AddressField[];
    optional?: readonly AddressField[];
    /** The country's rules the server read for the first HTML (src/lib/checkout/first-state.ts): not read again. */
    initialRules?: { country: string; rules: readonly FieldRule[] } | undefined;
  },
) {
  const [values, setValues] = useState<AddressValues>(initial);
  const { initialRules } = options;
  const [countryRules, setRules] = useState<readonly FieldRule[]>(initialRules?.country === initial.country ? initialRules.rules : DEFAULT_RULES);
  // The country whose rules the state already holds: its rules are not read again at mount.
  const rulesOf = useRef<string | null>(initialRules?.country === initial.country ? initialRules.country : null);
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const container = useRef<HTMLDivElement | null>(null);
  const { locale, region, language, skip = [], optional = [] } = options;
  // Fields this use of the form may leave blank (a collection point's contact where the site
  // doesn't require it, src/lib/site/account-settings.ts); a value given is still checked.
  const loose: readonly string[] = optional;
  const rules = loose.length ? countryRules.map((r) => (loose.includes(r.field) ? { ...r, required: false } : r)) : countryRules;

  useEffect(() => {
    if (rulesOf.current === values.country) return;
    rulesOf.current = null;
    let live = true;
    void loadAddressRules(values.country, locale).then((r) => {
      if (live) setRules(r);
    });
    return () => {
      live = false;
    };
  }, [values.country, locale]);

  // Its whole <form> counts, the submit button included.
  usePhoneRulesOnReach(() => container.current?.closest('form') ?? container.current);

  const text = (result: ReturnType<typeof addressFieldProblem>) => (result ? fieldText(result, language) : undefined);

  const change = (field: AddressField, value: string) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'country' ? { province: '' } : {}) }));
    // A field in error is re-checked as it is corrected; others wait for submit.
    // (A phone whose plans could not be loaded is checked at the next submit, which loads them again.)
    if (problems[field]) {
      const recheck = field !== 'phone' || phoneRulesLoaded();
      setProblems((p) => ({ ...p, [field]: recheck ? text(addressFieldProblem(field, value, ruleFor(rules, field), { region, country: values.country })) : undefined }));
    }
  };

  // The first field in error, focused once React has rendered the problems: after a wait for the
  // phone's plans, that render comes later than a frame. (The contact email comes before the names.)
  const [focusFirst, setFocusFirst] = useState(0);
  useEffect(() => {
    if (focusFirst) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirst]);

  /**
   * Validates every field; true when the address may be sent. Focus goes to the first field in
   * error. A phone number waits for its numbering plans first (a blank one is checked without
   * them, at once); if they can't be loaded (the shopper is offline), the phone field says so and
   * nothing is sent.
   */
  const check = async (): Promise<boolean> => {
    if (!skip.includes('phone') && values.phone.trim() && !phoneRulesLoaded()) {
      try {
        await loadPhoneRules();
      } catch {
        setProblems({ phone: errorMessage(null, null, language) });
        focusField('phone');
        return false;
      }
    }
    const found = addressProblems(values, rules, { region }, skip);
    const shown: Partial<Record<AddressField, string>> = {};
    for (const [field, result] of Object.entries(found)) shown[field as AddressField] = text(result);
    setProblems(shown);
    const invalid = Object.keys(shown).length > 0;
    if (invalid) setFocusFirst((n) => n + 1);
    return !invalid;
  };

  const focusField = (field: AddressField) => {
    requestAnimationFrame(() => {
      const el = container.current?.querySelector<HTMLElement>(`[name$="-${field}"], [data-field$="-${field}"]`);
      el?.focus();
    });
  };

  const setProblem = (field: AddressField, message: string) => {
    setProblems((p) => ({ ...p, [field]: message }));
    focusField(field);
  };

  return { values, setValues, rules, problems, change, check, setProblem, container };
}

/**
 * What an address step reads once: the country list, and for a signed-in shopper their saved
 * addresses of one approach type (S shipping, B billing), main first. `onBook` lets the step
 * preselect one when the book arrives.
 */
export function useAddressData(
  locale: string,
  signedIn: boolean,
  approachType: 'S' | 'B',
  onBook: (book: SavedAddress[]) => void,
  /** What the server read for the first HTML (src/lib/checkout/first-state.ts): not read again (the book only when given). */
  initial?: { countries: Country[]; book?: SavedAddress[] | undefined } | undefined,
) {
  const [countries, setCountries] = useState<Country[]>(initial?.countries ?? []);
  const [book, setBook] = useState<SavedAddress[]>(() => initial?.book?.filter((a) => a.approachType === approachType) ?? []);
  useEffect(() => {
    if (!initial?.countries.length) void loadCountries(locale).then(setCountries);
    if (!signedIn || initial?.book) return;
    void loadAddressBook().then((all) => {
      const mine = all.filter((a) => a.approachType === approachType);
      setBook(mine);
      onBook(mine);
    });
  }, [signedIn, locale]);
  return { countries, book };
}
