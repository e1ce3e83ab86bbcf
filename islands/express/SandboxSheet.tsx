/**
 * The sandbox wallet sheet (./sandbox-adapter.ts): our stand-in for Apple Pay's sheet, labelled
 * as such. It raises the real API's events on the WalletSession, in order: payment method
 * selected and merchant validated when it opens, shipping contact selected ("Use this contact",
 * or on paying with a changed contact), shipping method selected (the radio group), payment
 * authorized ("Pay…", with the test outcome wallet-success or wallet-failure as the token, the
 * shipping contact and the billing contact), and cancel (Cancel, the close button, Escape).
 * The billing contact is the card's address, as in Apple Pay's sheet: the shipping contact by
 * default, editable (no email or phone, Apple Pay's shape). Errors show at the contact field
 * they concern: a billingContactInvalid error at the billing contact's field.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { formatMoney } from '../../src/lib/catalogue/price.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import type { MerchantValidation, WalletMethod, WalletSession, WalletUpdate } from '../../src/lib/payments/wallet/machine.ts';
import { countryName } from '../../src/lib/payments/wallet/messages.ts';
import type { WalletContact, WalletContactField, WalletError, WalletLineItem } from '../../src/lib/payments/wallet/rules.ts';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { closeDialog } from '../../src/stores/dialogs.ts';
import { Dialog, useDialogOpen } from '../shared/Dialog.tsx';
import { BUTTON, Checkbox, Notice, SelectField, StatusNotice, TextField } from '../shared/fields.tsx';
import { SECONDARY_BUTTON } from '../shared/buttons.tsx';
import { expressMessages, type ExpressMessages } from './messages.ts';
import { $sandboxWallet, SANDBOX_WALLET_DIALOG, type SandboxRun } from './sandbox-adapter.ts';

/** The sandbox's test tokens (docs/sandbox.md "Cards and payments"). */
export const WALLET_OUTCOMES = ['wallet-success', 'wallet-failure'] as const;
type Outcome = (typeof WALLET_OUTCOMES)[number];

interface ContactForm {
  givenName: string;
  familyName: string;
  line1: string;
  line2: string;
  locality: string;
  administrativeArea: string;
  postalCode: string;
  countryCode: string;
  emailAddress: string;
  phoneNumber: string;
}
type FormField = keyof ContactForm;
/** The billing contact's fields: Apple Pay's billing contact has no email or phone. */
type BillingField = Exclude<FormField, 'emailAddress' | 'phoneNumber'>;

/** A contact the wallet "holds" for each of the shop's countries, editable in the sheet. */
const PRESETS: Record<string, Omit<ContactForm, 'countryCode' | 'emailAddress'>> = {
  US: { givenName: 'Alex', familyName: 'Walker', line1: '2150 Canyon Blvd', line2: '', locality: 'Boulder', administrativeArea: 'CO', postalCode: '80302', phoneNumber: '+1 303 555 0100' },
  CA: { givenName: 'Sam', familyName: 'Tremblay', line1: '1011 Rue Sainte-Catherine', line2: '', locality: 'Montréal', administrativeArea: 'QC', postalCode: 'H3B 1E8', phoneNumber: '+1 514 555 0100' },
  GB: { givenName: 'Jamie', familyName: 'Clarke', line1: '12 Market Street', line2: '', locality: 'London', administrativeArea: '', postalCode: 'EC1A 1BB', phoneNumber: '+44 20 7946 0100' },
  FR: { givenName: 'Camille', familyName: 'Martin', line1: '8 rue de Rivoli', line2: '', locality: 'Paris', administrativeArea: '', postalCode: '75004', phoneNumber: '+33 1 40 00 00 00' },
  DE: { givenName: 'Lena', familyName: 'Schmidt', line1: 'Leopoldstraße 10', line2: '', locality: 'München', administrativeArea: '', postalCode: '80802', phoneNumber: '+49 89 1234567' },
  IT: { givenName: 'Giulia', familyName: 'Rossi', line1: 'Via Dante 5', line2: '', locality: 'Milano', administrativeArea: '', postalCode: '20121', phoneNumber: '+39 02 1234 5678' },
};
/** Countries the sheet offers: the shop's, and one it never delivers to. */
const COUNTRIES = ['US', 'CA', 'GB', 'FR', 'DE', 'IT', 'BR'];

function presetFor(country: string): ContactForm {
  const code = country.toUpperCase();
  return { ...(PRESETS[code] ?? (PRESETS.US as (typeof PRESETS)['US'])), countryCode: code, emailAddress: 'wallet.shopper@example.com' };
}

const toContact = (f: ContactForm): WalletContact => ({
  givenName: f.givenName,
  familyName: f.familyName,
  addressLines: [f.line1, ...(f.line2.trim() ? [f.line2] : [])],
  locality: f.locality,
  administrativeArea: f.administrativeArea,
  postalCode: f.postalCode,
  countryCode: f.countryCode,
  emailAddress: f.emailAddress,
  phoneNumber: f.phoneNumber,
});

/** The form field that shows an error of a wallet contact field. */
const FIELD_OF: Record<WalletContactField, FormField> = {
  name: 'givenName',
  addressLines: 'line1',
  locality: 'locality',
  administrativeArea: 'administrativeArea',
  postalCode: 'postalCode',
  countryCode: 'countryCode',
  emailAddress: 'emailAddress',
  phoneNumber: 'phoneNumber',
};

/** One validation per session, however often the sheet's effect runs. */
const validations = new WeakMap<WalletSession, Promise<MerchantValidation>>();
function validationOf(session: WalletSession): Promise<MerchantValidation> {
  let pending = validations.get(session);
  if (!pending) {
    session.paymentMethodSelected();
    pending = session.validateMerchant();
    validations.set(session, pending);
  }
  return pending;
}

type Stage = 'connecting' | 'ready' | 'busy' | 'paying' | 'approved' | 'failed' | 'unavailable';

function Sheet({ run }: { run: SandboxRun }) {
  const t = expressMessages(pageLanguage());
  const site = pageSite();
  const { session, describe, finish, request } = run;
  const money = (item: WalletLineItem) => formatMoney(Number(item.amount), request.currencyCode, site.hreflang);
  const [stage, setStage] = useState<Stage>('connecting');
  const [form, setForm] = useState<ContactForm>(() => presetFor(site.country));
  const [sameBilling, setSameBilling] = useState(true);
  const [billing, setBilling] = useState<ContactForm>(() => presetFor(site.country));
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [update, setUpdate] = useState<WalletUpdate | null>(null);
  const [methods, setMethods] = useState<WalletMethod[]>([]);
  const [method, setMethod] = useState<string>('');
  const [outcome, setOutcome] = useState<Outcome>('wallet-success');
  const [errors, setErrors] = useState<WalletError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const noticeRef = useRef<HTMLDivElement | null>(null);

  // Opening: payment method selected, then merchant validated (Apple Pay raises both as the sheet opens).
  useEffect(() => {
    let live = true;
    void validationOf(session).then((validated) => {
      if (!live) return;
      if (!validated.ok) {
        setStage('unavailable');
        setNotice(`${t.connectFailed} ${describe(validated.error)}`);
        finish({ kind: 'ended' });
        return;
      }
      setUpdate(validated.update);
      setMethods(validated.update.shippingMethods);
      setMethod(validated.update.shippingMethods[0]?.identifier ?? '');
      setStage('ready');
    });
    return () => {
      live = false;
    };
  }, [session]);

  const contactKey = JSON.stringify(form);
  /**
   * A shipping field's error; a billing error too while the billing contact is the shipping one,
   * and on email and phone (the billing address takes the shipping contact's).
   */
  const errorAt = (field: FormField): string | null => {
    const shared = sameBilling || field === 'emailAddress' || field === 'phoneNumber';
    const found = errors.find((e) => e.contactField && FIELD_OF[e.contactField] === field && (e.code !== 'billingContactInvalid' || shared));
    return found ? describe(found) : null;
  };
  const billingErrorAt = (field: BillingField): string | null => {
    if (sameBilling) return null;
    const found = errors.find((e) => e.code === 'billingContactInvalid' && e.contactField && FIELD_OF[e.contactField] === field);
    return found ? describe(found) : null;
  };
  const [refused, setRefused] = useState(0);
  const showErrors = (list: WalletError[]) => {
    setErrors(list);
    const loose = list.filter((e) => !e.contactField).map(describe);
    setNotice(loose.length ? loose.join(' ') : list.length ? t.fixContact : null);
    if (list.length) setRefused((n) => n + 1);
  };
  // After a refusal is rendered (and the busy buttons are enabled again): focus on the first field in error, else the notice.
  useEffect(() => {
    if (!refused) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else noticeRef.current?.focus();
  }, [refused]);

  /** Shipping contact selected: Apple Pay hands the partial address first. */
  const selectContact = async (): Promise<boolean> => {
    setStage('busy');
    const next = await session.shippingContactSelected({ locality: form.locality, postalCode: form.postalCode, countryCode: form.countryCode, administrativeArea: form.administrativeArea });
    setUpdate(next);
    setStage('ready');
    if (next.errors.length) {
      setConfirmed(null);
      showErrors(next.errors);
      return false;
    }
    showErrors([]);
    setConfirmed(contactKey);
    setMethods(next.shippingMethods);
    setMethod(next.shippingMethods[0]?.identifier ?? '');
    return true;
  };

  const selectMethod = async (identifier: string) => {
    setMethod(identifier);
    setStage('busy');
    const next = await session.shippingMethodSelected(identifier);
    setUpdate(next);
    setStage('ready');
    showErrors(next.errors);
  };

  const pay = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stage !== 'ready') return;
    if (confirmed !== contactKey && !(await selectContact())) return;
    setStage('paying');
    const contact = toContact(form);
    // The wallet's billing contact is the card's address: no email or phone (Apple Pay's shape).
    const billingContact: WalletContact = { ...(sameBilling ? contact : toContact(billing)), emailAddress: undefined, phoneNumber: undefined };
    const result = await session.paymentAuthorized({ paymentData: outcome, shippingContact: contact, billingContact });
    if (result.status === 'success') {
      setStage('approved');
      setNotice(null);
      finish({ kind: 'success', href: result.href });
      return;
    }
    setUpdate((u) => (u ? { ...u, total: result.total } : u));
    if (result.final) {
      setStage('failed');
      setErrors([]);
      setNotice(`${t.paymentFailed}: ${result.errors.map(describe).join(' ')} ${t.cartIntact}`);
      setRefused((n) => n + 1);
      finish({ kind: 'ended' });
      return;
    }
    setStage('ready');
    showErrors(result.errors);
  };

  const cancel = () => closeDialog(SANDBOX_WALLET_DIALOG);
  const set = (field: FormField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const setBillingField = (field: BillingField) => (value: string) => setBilling((f) => ({ ...f, [field]: value }));
  /** Editing the billing contact starts from the shipping contact, as the wallet's card address would. */
  const chooseSameBilling = (same: boolean) => {
    if (!same) setBilling({ ...form });
    setSameBilling(same);
  };
  const working = stage === 'busy' || stage === 'paying';
  const over = stage === 'approved' || stage === 'failed' || stage === 'unavailable';
  const countries = COUNTRIES.map((code) => ({ value: code, label: countryName(code, site.hreflang) }));
  const total = update?.total ?? null;

  return (
    <div className="flex flex-col gap-5">
      <p className="rounded-sm border-2 border-dashed border-brand-stone bg-brand-sand/40 p-3 text-sm font-semibold">{t.sheetNote}</p>
      <Notice message={notice} noticeRef={noticeRef} />
      <StatusNotice message={stage === 'connecting' ? t.connecting : stage === 'approved' ? t.approved : working ? (stage === 'paying' ? t.paying : t.checkingContact) : ''} />
      {over ? (
        <button type="button" className={SECONDARY_BUTTON} onClick={cancel}>
          {t.close}
        </button>
      ) : stage === 'connecting' ? null : (
        <form ref={formRef} onSubmit={(e) => void pay(e)} noValidate className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-bold">{t.shippingContact}</legend>
            <AddressFields t={t} prefix="" autoCompleteSection="" values={form} onField={set} errorAt={errorAt} countries={countries}>
              <TextField label={t.email} name="emailAddress" type="email" value={form.emailAddress} onValue={set('emailAddress')} error={errorAt('emailAddress')} autoComplete="email" />
              <TextField label={t.phone} name="phoneNumber" type="tel" value={form.phoneNumber} onValue={set('phoneNumber')} error={errorAt('phoneNumber')} autoComplete="tel" />
            </AddressFields>
            <button type="button" className={SECONDARY_BUTTON} disabled={working} onClick={() => void selectContact()}>
              {t.useContact}
            </button>
          </fieldset>

          <fieldset>
            <legend className="mb-2 font-bold">{t.shippingMethod}</legend>
            {confirmed === contactKey && methods.length ? (
              <div className="flex flex-col gap-2">
                {methods.map((m) => (
                  <label key={m.identifier} className="flex min-h-11 items-center gap-3 rounded-sm border border-brand-stone px-3">
                    <input type="radio" name="wallet-method" value={m.identifier} checked={method === m.identifier} disabled={working} onChange={() => void selectMethod(m.identifier)} className="size-5 accent-brand" />
                    <span className="flex-1">
                      {m.label} <span className="text-sm">({m.detail})</span>
                    </span>
                    <span className="font-semibold">{Number(m.amount) === 0 ? t.free : formatMoney(Number(m.amount), request.currencyCode, site.hreflang)}</span>
                  </label>
                ))}
              </div>
            ) : (
              <p className="text-sm">{t.noMethodsYet}</p>
            )}
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-bold">{t.billingContact}</legend>
            <Checkbox label={t.sameAsShipping} name="billingSameAsShipping" checked={sameBilling} disabled={working} onChecked={chooseSameBilling} />
            {sameBilling ? null : (
              <AddressFields t={t} prefix="billing" autoCompleteSection="billing " values={billing} onField={setBillingField} errorAt={billingErrorAt} countries={countries} />
            )}
          </fieldset>

          <fieldset>
            <legend className="mb-2 font-bold">{t.paymentOutcome}</legend>
            <div className="flex flex-col gap-2">
              {WALLET_OUTCOMES.map((o) => (
                <label key={o} className="flex min-h-11 items-center gap-3">
                  <input type="radio" name="wallet-outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} className="size-5 accent-brand" />
                  {o === 'wallet-success' ? t.outcomeSuccess : t.outcomeFailure}
                </label>
              ))}
            </div>
          </fieldset>

          <section aria-labelledby="sandbox-wallet-summary">
            <h3 id="sandbox-wallet-summary" className="mb-2 font-bold">
              {t.summary}
            </h3>
            <dl className="flex flex-col gap-1 text-sm">
              {(update?.lineItems ?? []).map((line) => (
                <div key={line.label} className="flex justify-between">
                  <dt>{line.label}</dt>
                  <dd>{money(line)}</dd>
                </div>
              ))}
              {total ? (
                <div className="flex justify-between border-t border-brand-sand pt-2 text-base font-bold">
                  <dt>{t.total}</dt>
                  <dd>{total.type === 'pending' ? t.pending : money(total)}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <button type="submit" className={`${BUTTON} bg-black hover:bg-brand-ink sm:w-auto`} disabled={working} aria-busy={working || undefined}>
              {stage === 'paying' ? t.paying : t.pay}
            </button>
            <button type="button" className={SECONDARY_BUTTON} disabled={stage === 'paying'} onClick={cancel}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export function SandboxSheet() {
  const run = useStore($sandboxWallet);
  const open = useDialogOpen(SANDBOX_WALLET_DIALOG);
  const t = expressMessages(pageLanguage());
  const wasOpen = useRef(false);
  // Closed (Cancel, the close button, Escape) while the session runs: the wallet's cancel event.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current || !run) return;
    wasOpen.current = false;
    if (!run.session.isOver) void run.session.cancel().then(() => run.finish({ kind: 'ended' }));
    $sandboxWallet.set(null);
  }, [open, run]);
  return (
    <Dialog name={SANDBOX_WALLET_DIALOG} title={t.sheetTitle} closeLabel={t.cancel}>
      {run ? <Sheet key={run.id} run={run} /> : null}
    </Dialog>
  );
}

/** The address part of a wallet contact (names, lines, city, region, postal code, country), for the shipping and the billing contact. */
function AddressFields({
  t,
  prefix,
  autoCompleteSection,
  values,
  onField,
  errorAt,
  countries,
  children,
}: {
  t: ExpressMessages;
  /** Before each field's name: '' (shipping) or 'billing' (billingGivenName…). */
  prefix: string;
  /** Before each autocomplete token: '' or 'billing '. */
  autoCompleteSection: string;
  values: Pick<ContactForm, BillingField>;
  onField: (field: BillingField) => (value: string) => void;
  errorAt: (field: BillingField) => string | null;
  countries: ReadonlyArray<{ value: string; label: string }>;
  /** More fields in the last grid (the shipping contact's email and phone). */
  children?: ReactNode;
}) {
  const name = (field: BillingField) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field);
  const ac = (token: string) => `${autoCompleteSection}${token}`;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t.firstName} name={name('givenName')} value={values.givenName} onValue={onField('givenName')} error={errorAt('givenName')} autoComplete={ac('given-name')} />
        <TextField label={t.lastName} name={name('familyName')} value={values.familyName} onValue={onField('familyName')} autoComplete={ac('family-name')} />
      </div>
      <TextField label={t.addressLine1} name={name('line1')} value={values.line1} onValue={onField('line1')} error={errorAt('line1')} autoComplete={ac('address-line1')} />
      <TextField label={t.addressLine2} name={name('line2')} value={values.line2} onValue={onField('line2')} autoComplete={ac('address-line2')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t.city} name={name('locality')} value={values.locality} onValue={onField('locality')} error={errorAt('locality')} autoComplete={ac('address-level2')} />
        <TextField label={t.province} name={name('administrativeArea')} value={values.administrativeArea} onValue={onField('administrativeArea')} error={errorAt('administrativeArea')} autoComplete={ac('address-level1')} />
        <TextField label={t.postalCode} name={name('postalCode')} value={values.postalCode} onValue={onField('postalCode')} error={errorAt('postalCode')} autoComplete={ac('postal-code')} />
        <SelectField label={t.country} name={name('countryCode')} value={values.countryCode} onValue={onField('countryCode')} options={countries} error={errorAt('countryCode')} autoComplete={ac('country')} />
        {children}
      </div>
    </>
  );
}
