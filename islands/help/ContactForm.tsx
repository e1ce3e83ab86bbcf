/**
 * The contact form (issue 12, docs/requirements/account-and-loyalty.md#help-and-contact): a topic and its subjects (GET
 * /consumers-v3/contactus/categorySubject; the subjects follow the topic), name, email, optional
 * phone and order number, and the message with its live count (CONTACT_MESSAGE_MAX). Sent with
 * POST /consumers-v3/contactus; the confirmation, with the case reference, takes the form's place
 * and focus. A failure keeps everything typed and says so in an alert. A signed-in shopper's name
 * and email are filled in from the browser's session (the page's HTML is public and cached).
 */
import { useEffect, useState } from 'react';
import { callBff } from '../../src/lib/bff/browser.ts';
import { CONTACT_FIELDS, CONTACT_MESSAGE_MAX, categoriesOf, contactBody, contactProblems, emptyContact, maskPhone, type ContactCategory, type ContactField } from '../../src/lib/help/forms.ts';
import { siteForLocale, SITES } from '../../src/lib/site/locales.ts';
import { Confirmation, NameFields, PhoneField, problemText, SelectField, SendFooter, TextAreaField, TextField } from './fields.tsx';
import { helpFormMessages } from './messages.ts';
import { useCareForm } from './use-care-form.ts';

const CATEGORIES_PATH = '/api/gateway/consumers-v3/contactus/categorySubject';

type Topics = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; categories: ContactCategory[] };

export default function ContactForm({ locale }: { locale: string }) {
  const site = siteForLocale(locale) ?? SITES[0]!;
  const language = site.language;
  const words = helpFormMessages(language);
  const [topics, setTopics] = useState<Topics>({ status: 'loading' });
  const f = useCareForm<ContactField>({ initial: emptyContact(), fields: CONTACT_FIELDS, check: (v) => contactProblems(v, site), language, fixFields: words.fixFields });

  const loadTopics = () => {
    setTopics({ status: 'loading' });
    void callBff('GET', CATEGORIES_PATH).then((answer) => {
      const categories = answer.ok ? categoriesOf(answer.data) : [];
      setTopics(categories.length ? { status: 'ready', categories } : { status: 'failed' });
    });
  };
  useEffect(loadTopics, []);

  const { values } = f;
  const error = (field: ContactField) => f.refused[field] ?? problemText(f.problemOf(field), language, words);
  const categories = topics.status === 'ready' ? topics.categories : [];
  const category = categories.find((c) => c.id === values.category);

  const chooseCategory = (id: string) => {
    f.set('category')(id);
    // A subject belongs to one topic: a new topic starts without one.
    const next = categories.find((c) => c.id === id);
    if (!next?.subjects.some((s) => s.id === values.subject)) f.set('subject')('');
  };

  if (f.sent) {
    return (
      <Confirmation
        title={words.contactSentTitle}
        reference={f.sent.reference}
        referenceLabel={words.reference}
        text={words.contactSentText(f.sent.email)}
        again={words.sendAnother}
        onAgain={() => f.again(['firstName', 'lastName', 'email', 'phone'])}
      />
    );
  }

  return (
    <form ref={f.form} noValidate onSubmit={f.submit('/consumers-v3/contactus', () => contactBody(values), () => values.email.trim(), () => null, 'help.contact')} className="space-y-5">
      <p className="text-sm">{words.requiredNote}</p>
      {f.prefilled ? <p className="text-sm">{words.prefilled}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={words.category}
          name="category"
          value={values.category}
          onValue={chooseCategory}
          prompt={topics.status === 'loading' ? words.categoriesLoading : words.chooseCategory}
          options={categories.map((c) => ({ value: c.id, label: c.label }))}
          disabled={topics.status !== 'ready'}
          busy={topics.status === 'loading'}
          error={error('category')}
        />
        <SelectField
          label={words.subject}
          name="subject"
          value={values.subject}
          onValue={f.set('subject')}
          prompt={category ? words.chooseSubject : words.chooseCategoryFirst}
          options={(category?.subjects ?? []).map((s) => ({ value: s.id, label: s.label }))}
          disabled={!category}
          error={error('subject')}
        />
      </div>
      {topics.status === 'failed' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-sm border-l-4 border-sale bg-white p-3 text-sm">
          <span className="font-semibold text-sale">{words.categoriesFailed}</span>
          <button type="button" onClick={loadTopics} className="font-semibold text-brand underline underline-offset-2">
            {words.retry}
          </button>
        </div>
      ) : null}
      <NameFields words={words} firstName={values.firstName} lastName={values.lastName} onValue={f.set} error={error} />
      <TextField label={words.email} name="email" type="email" autoComplete="email" value={values.email} onValue={f.set('email')} error={error('email')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField words={words} value={values.phone} onValue={(v) => f.set('phone')(maskPhone(v, site))} mask={site.phoneMask} error={error('phone')} />
        <TextField label={words.orderNumber} name="orderNumber" value={values.orderNumber} onValue={f.set('orderNumber')} hint={words.orderNumberHint} error={error('orderNumber')} />
      </div>
      <TextAreaField label={words.message} name="message" value={values.message} onValue={f.set('message')} max={CONTACT_MESSAGE_MAX} words={words} hint={words.messageHint} error={error('message')} />
      <SendFooter alert={f.alert} alertRef={f.alertRef} words={words} label={words.send} hydrated={f.hydrated} busy={f.busy} />
    </form>
  );
}
