/**
 * The write-review and ask-question dialogs (docs/requirements/catalogue.md#reviews; DIALOGS.reviewUgc, askQuestion,
 * askQuestionSuccess), loaded by ./mount.ts when the shopper opens one. Checks run before
 * sending (./view.ts); the service's REV410 (text too long) is shown at the text field; what
 * the shopper typed stays on any failure.
 */
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { QUESTION_TEXT_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../schemas/api/reviews-rules.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { openIsland } from '../../src/lib/islands/lazy.ts';
import { checkQuestion, checkReview, isTooLong, type QuestionField, type ReviewField } from '../../src/lib/reviews/view.ts';
import { closeDialog, openDialog } from '../../src/stores/dialogs.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { BUTTON, FieldError, focusFirstInvalid, INPUT, LINK_BUTTON, Notice, SubmitButton, TextField } from '../shared/fields.tsx';
import { mountOnce } from '../shared/mount.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { reviewsMessages } from './messages.ts';

interface Target {
  productId: string;
  productName: string;
}
const $target = atom<Target | null>(null);
const enc = encodeURIComponent;

function TextArea({ label, name, value, onValue, error, hint, autoFocus }: { label: string; name: string; value: string; onValue: (v: string) => void; error?: string | undefined; hint: string; autoFocus?: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm">
        {hint}
      </p>
      <textarea
        id={id}
        name={name}
        rows={5}
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        data-autofocus={autoFocus ? '' : undefined}
        className={INPUT}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

function WriteReview() {
  const target = useStore($target);
  const m = reviewsMessages(pageLanguage());
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [nickname, setNickname] = useState('');
  const [recommended, setRecommended] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [signIn, setSignIn] = useState(false);
  const [done, setDone] = useState(false);
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const ratingName = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target) return;
    const problems = checkReview({ rating, title, text, nickname });
    const words: Partial<Record<ReviewField, string>> = {};
    for (const [field, problem] of Object.entries(problems) as Array<[ReviewField, string]>) {
      words[field] = problem === 'textTooShort' ? m.textTooShort(REVIEW_TEXT_MIN) : (m[problem as 'ratingRequired' | 'titleRequired' | 'nicknameRequired'] as string);
    }
    setErrors(words);
    setNotice(null);
    setSignIn(false);
    if (Object.keys(words).length) {
      focusFirstInvalid(form.current);
      return;
    }
    void run(async () => {
      const result = await callBff('POST', `/api/gateway/products/v1/products/${enc(target.productId)}/reviews`, { rating, title, text, nickname, recommended });
      if (result.ok) {
        setDone(true);
        return;
      }
      if (isTooLong(result.errorId)) {
        setErrors({ text: m.textTooLong(REVIEW_TEXT_MAX) });
        focusFirstInvalid(form.current);
      } else if (result.status === 401 || result.status === 403) {
        setNotice(m.signInToWrite);
        setSignIn(true);
      } else setNotice(result.message ?? m.failed);
    });
  };

  return (
    <Dialog name={DIALOGS.reviewUgc} title={m.writeReview} closeLabel={m.close} focusKey={done}>
      {done ? (
        <div className="flex flex-col gap-4">
          <Notice kind="success" message={m.reviewThanks} />
          <button type="button" className={BUTTON} onClick={() => closeDialog(DIALOGS.reviewUgc)}>
            {m.close}
          </button>
        </div>
      ) : (
        <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="font-semibold">{target?.productName}</p>
          <Notice message={notice} />
          {signIn && (
            <button type="button" className={LINK_BUTTON} onClick={() => void openIsland('sign-in')}>
              {m.signIn}
            </button>
          )}
          <fieldset aria-describedby={errors.rating ? `${ratingName}-error` : undefined}>
            <legend className="font-semibold">{m.rating}</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name={ratingName} value={n} checked={rating === n} onChange={() => setRating(n)} aria-invalid={errors.rating ? true : undefined} data-autofocus={n === 1 ? '' : undefined} className="size-5" />
                  {m.ratingOption(n)}
                </label>
              ))}
            </div>
            <FieldError id={ratingName} error={errors.rating} />
          </fieldset>
          <TextField label={m.title} name="title" value={title} onValue={setTitle} error={errors.title} maxLength={100} />
          <TextArea label={m.text} name="text" value={text} onValue={setText} error={errors.text} hint={m.textHint(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX)} />
          <TextField label={m.nickname} name="nickname" value={nickname} onValue={setNickname} error={errors.nickname} maxLength={40} autoComplete="nickname" />
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" checked={recommended} onChange={(e) => setRecommended(e.currentTarget.checked)} className="size-5" />
            {m.recommend}
          </label>
          <SubmitButton busy={busy} label={m.submitReview} working={m.submitting} />
        </form>
      )}
    </Dialog>
  );
}

function AskQuestion() {
  const target = useStore($target);
  const m = reviewsMessages(pageLanguage());
  const [text, setText] = useState('');
  const [nickname, setNickname] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<QuestionField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target) return;
    const problems = checkQuestion({ text, nickname, email });
    const words: Partial<Record<QuestionField, string>> = {};
    if (problems.text) words.text = problems.text === 'questionTooLong' ? m.questionTooLong(QUESTION_TEXT_MAX) : m.questionTooShort;
    if (problems.nickname) words.nickname = m.nicknameRequired;
    if (problems.email) words.email = m.emailInvalid;
    setErrors(words);
    setNotice(null);
    if (Object.keys(words).length) {
      focusFirstInvalid(form.current);
      return;
    }
    void run(async () => {
      const body = { text, nickname, ...(email.trim() ? { email: email.trim() } : {}) };
      const result = await callBff('POST', `/api/gateway/products/v1/products/${enc(target.productId)}/reviews/questions`, body);
      if (result.ok) {
        setText('');
        closeDialog(DIALOGS.askQuestion);
        openDialog(DIALOGS.askQuestionSuccess);
        return;
      }
      if (isTooLong(result.errorId)) {
        setErrors({ text: m.questionTooLong(QUESTION_TEXT_MAX) });
        focusFirstInvalid(form.current);
      } else setNotice(result.message ?? m.failed);
    });
  };

  return (
    <>
      <Dialog name={DIALOGS.askQuestion} title={m.askQuestion} closeLabel={m.close}>
        <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="font-semibold">{target?.productName}</p>
          <Notice message={notice} />
          <TextArea label={m.question} name="question" value={text} onValue={setText} error={errors.text} hint={m.questionHint(QUESTION_TEXT_MAX)} autoFocus />
          <TextField label={m.nickname} name="nickname" value={nickname} onValue={setNickname} error={errors.nickname} maxLength={40} autoComplete="nickname" />
          <TextField label={m.email} name="email" type="email" value={email} onValue={setEmail} error={errors.email} autoComplete="email" />
          <SubmitButton busy={busy} label={m.submitQuestion} working={m.submitting} />
        </form>
      </Dialog>
      <Dialog name={DIALOGS.askQuestionSuccess} title={m.askSuccessTitle} closeLabel={m.close}>
        <div className="flex flex-col gap-4">
          <p role="status">{m.askSuccess}</p>
          <button type="button" className={BUTTON} onClick={() => closeDialog(DIALOGS.askQuestionSuccess)}>
            {m.close}
          </button>
        </div>
      </Dialog>
    </>
  );
}

function ReviewDialogs() {
  return (
    <>
      <WriteReview />
      <AskQuestion />
    </>
  );
}

export function openWriteReview(target: Target): void {
  $target.set({ productId: target.productId, productName: target.productName });
  mountOnce('reviews', ReviewDialogs);
  openDialog(DIALOGS.reviewUgc);
}

export function openAskQuestion(target: Target): void {
  $target.set({ productId: target.productId, productName: target.productName });
  mountOnce('reviews', ReviewDialogs);
  openDialog(DIALOGS.askQuestion);
}
