/**
 * The warranty claim (issue 12, docs/requirements/account-and-loyalty.md#help-and-contact POST /consumers-v3/consumer/warranty): the product
 * (its number, or its page's address pasted), an optional order number, the date and place of
 * purchase, the problem (WARRANTY_ISSUES) and its description (CLAIM_TEXT_MAX, counted live), and
 * who to answer. The contract needs a session, not an account: guests claim too, and a signed-in
 * shopper's details are filled in (and their order number must be theirs: OHS4004). The
 * confirmation, with the claim number, takes the form's place and focus; a failure keeps
 * everything typed.
 */
import { fieldText } from '../../schemas/forms/messages.ts';
import { DATE_MASK, applyMask } from '../../schemas/forms/validators.ts';
import {
  CLAIM_TEXT_MAX,
  PURCHASE_PLACES,
  WARRANTY_FIELDS,
  WARRANTY_ISSUES,
  emptyWarranty,
  maskPhone,
  shownDate,
  todayIso,
  warrantyBody,
  warrantyProblems,
  type WarrantyField,
} from '../../src/lib/help/forms.ts';
import { siteForLocale, SITES } from '../../src/lib/site/locales.ts';
import { Confirmation, FieldGroup, NameFields, PhoneField, problemText, SelectField, SendFooter, TextAreaField, TextField } from './fields.tsx';
import { helpFormMessages } from './messages.ts';
import { useCareForm, type FieldRefusal } from './use-care-form.ts';

export default function WarrantyForm({ locale }: { locale: string }) {
  const site = siteForLocale(locale) ?? SITES[0]!;
  const language = site.language;
  const words = helpFormMessages(language);
  const f = useCareForm<WarrantyField>({ initial: emptyWarranty(), fields: WARRANTY_FIELDS, check: (v) => warrantyProblems(v, site), language, fixFields: words.fixFields });
  const { values } = f;
  const error = (field: WarrantyField) => f.refused[field] ?? problemText(f.problemOf(field), language, words);

  const refusal: FieldRefusal<WarrantyField> = (errorId, message) => {
    if (errorId === 'API404') return { field: 'productId', text: words.productUnknown };
    if (errorId === 'OHS4004') return { field: 'orderNumber', text: words.orderNotYours };
    if (message?.startsWith('body.purchaseDate')) return { field: 'purchaseDate', text: fieldText({ id: 'dateSameOrBefore', values: { date: shownDate(todayIso(), site.dateFormat) } }, language) };
    return null;
  };

  if (f.sent) {
    return (
      <Confirmation
        title={words.claimSentTitle}
        reference={f.sent.reference}
        referenceLabel={words.claimReference}
        text={words.claimSentText(f.sent.email)}
        again={words.fileAnother}
        onAgain={() => f.again(['firstName', 'lastName', 'email', 'phone'])}
      />
    );
  }

  return (
    <form ref={f.form} noValidate onSubmit={f.submit('/consumers-v3/consumer/warranty', () => warrantyBody(values, site), () => values.email.trim(), refusal, 'help.warranty')} className="space-y-8">
      <p className="text-sm">{words.requiredNote}</p>
      <div className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={words.product} name="productId" autoCapitalize="characters" spellCheck={false} value={values.productId} onValue={f.set('productId')} hint={words.productHint} error={error('productId')} />
          <TextField label={words.orderNumber} name="orderNumber" autoCapitalize="characters" spellCheck={false} value={values.orderNumber} onValue={f.set('orderNumber')} hint={words.orderNumberHint} error={error('orderNumber')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={words.purchaseDate}
            name="purchaseDate"
            inputMode="numeric"
            value={values.purchaseDate}
            onValue={(v) => f.set('purchaseDate')(applyMask(v, DATE_MASK))}
            hint={words.dateHint(site.dateFormat)}
            error={error('purchaseDate')}
          />
          <SelectField
            label={words.purchasePlace}
            name="purchasePlace"
            value={values.purchasePlace}
            onValue={f.set('purchasePlace')}
            prompt={words.choosePlace}
            options={PURCHASE_PLACES.map((p) => ({ value: p, label: words.places[p] }))}
            error={error('purchasePlace')}
          />
        </div>
        <SelectField
          label={words.issue}
          name="issue"
          value={values.issue}
          onValue={f.set('issue')}
          prompt={words.chooseIssue}
          options={WARRANTY_ISSUES.map((i) => ({ value: i, label: words.issues[i] }))}
          error={error('issue')}
        />
        <TextAreaField label={words.description} name="description" value={values.description} onValue={f.set('description')} max={CLAIM_TEXT_MAX} words={words} hint={words.descriptionHint} error={error('description')} />
      </div>
      <FieldGroup legend={words.yourDetails}>
        {f.prefilled ? <p className="text-sm">{words.prefilled}</p> : null}
        <NameFields words={words} firstName={values.firstName} lastName={values.lastName} onValue={f.set} error={error} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={words.email} name="email" type="email" autoComplete="email" value={values.email} onValue={f.set('email')} error={error('email')} />
          <PhoneField words={words} value={values.phone} onValue={(v) => f.set('phone')(maskPhone(v, site))} mask={site.phoneMask} error={error('phone')} />
        </div>
      </FieldGroup>
      <SendFooter alert={f.alert} alertRef={f.alertRef} words={words} label={words.claimSend} hydrated={f.hydrated} busy={f.busy} />
    </form>
  );
}
