/**
 * The loyalty sign-up and welcome dialogs (docs/requirements/content-blocks.md#dialogs-and-panels named dialogs; docs/requirements/account-and-loyalty.md#loyalty-programme; issue 12).
 *
 * Loyalty sign-up, for a signed-in shopper who is not a member: framed by the CMS `loyalty-modal`
 * area (fetched on first open), the benefits box, the birth date when none is on file (in the
 * site's format, with its minimum age), the programme terms and the loyalty newsletter. Joining
 * updates the profile with a Loyalty enrollment; MISSING_BIRTHDATE makes the birth date required
 * and validates again; any other failure shows in the form, which keeps what was typed.
 *
 * Welcome, for a new member: the greeting, the points to start with and the welcome offer, from
 * $loyalty (src/lib/loyalty/summary.ts fills it).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Dialog, useDialogOpen } from '../shared/Dialog.tsx';
import { useSubmit } from '../shared/use-submit.ts';
import { BUTTON, Checkbox, LINK_BUTTON, Notice, TextField } from '../sign-in/fields.tsx';
import { fieldText } from '../../schemas/forms/messages.ts';
import { applyMask, DATE_MASK, parseDate, toIsoDate, validateChecked, type FieldResult } from '../../schemas/forms/validators.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { MISSING_BIRTHDATE } from '../../src/lib/auth/errors.ts';
import { joinLoyalty, readProfileForJoin, type ProfileRead } from '../../src/lib/loyalty/enrol.ts';
import { fillLoyalty, formatLoyaltyDate, formatPoints, loyaltyMessages, type LoyaltyMessages } from '../../src/lib/loyalty/messages.ts';
import { loyaltyBenefits, validateLoyaltyBirthDate } from '../../src/lib/loyalty/rules.ts';
import { accountSettingsFor } from '../../src/lib/site/account-settings.ts';
import type { Site } from '../../src/lib/site/locales.ts';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { closeDialog, openDialog } from '../../src/stores/dialogs.ts';
import { $loyalty } from '../../src/stores/loyalty.ts';
import { $loyaltyRequest } from './state.ts';

/** The age rule's gateway error: the birth date is out of bounds (schemas/api/consumer/profile.ts). */
const BIRTH_DATE_OUT_OF_BOUNDS = 'PRO412';

/** The CMS frame's HTML, once per page (null: none, or it could not be loaded). */
let frameHtml: Promise<string | null> | null = null;

function loadFrame(locale: string): Promise<string | null> {
  frameHtml ??= fetch(`/${locale}/loyalty/modal`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5000) })
    .then((res) => (res.ok ? res.text() : null))
    .catch(() => null);
  return frameHtml;
}

/** The `loyalty-modal` area: server-rendered, sanitised block HTML; parsed inert (no script runs). */
function Frame({ locale }: { locale: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void loadFrame(locale).then((html) => {
      const el = ref.current;
      if (!live || !el || !html?.trim()) return;
      const template = document.createElement('template');
      template.innerHTML = html;
      el.replaceChildren(template.content);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return <div ref={ref} className="loyalty-frame mb-4 empty:hidden" data-loyalty-frame />;
}

function Benefits({ words, site }: { words: LoyaltyMessages; site: Site }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded border border-brand-sand bg-brand-snow p-4">
      <h3 id={id} className="mb-2 font-semibold">
        {words.benefitsTitle}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {loyaltyBenefits(site.country).map((b) => (
          <li key={b}>{words.benefits[b]}</li>
        ))}
      </ul>
    </section>
  );
}

type Errors = { birthDate?: string | undefined; terms?: string | undefined };

function JoinForm({ words, site, language, birthDateOnFile, onJoined }: { words: LoyaltyMessages; site: Site; language: string; birthDateOnFile: boolean; onJoined: (firstName: string) => void }) {
  const settings = accountSettingsFor(site);
  const [birthDate, setBirthDate] = useState('');
  const [birthDateRequired, setBirthDateRequired] = useState(settings.birthDateRequired);
  const [askBirthDate, setAskBirthDate] = useState(!birthDateOnFile);
  const [terms, setTerms] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const t = (r: FieldResult) => (r ? fieldText(r, language) : undefined);
  // Focus goes to the first invalid field once React has marked it (the marks of an answer
  // that came back after an await are committed later than the next frame).
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  const focusFirstInvalid = () => setFocusInvalid((n) => n + 1);

  const validate = (required: boolean, asked: boolean): Errors => ({
    birthDate: asked ? t(validateLoyaltyBirthDate(birthDate, site, { required })) : undefined,
    terms: t(validateChecked(terms)),
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setNotice(null);
      const found = validate(birthDateRequired, askBirthDate);
      setErrors(found);
      if (found.birthDate || found.terms) return focusFirstInvalid();
      const date = askBirthDate && birthDate ? parseDate(birthDate, site.dateFormat) : null;
      const result = await joinLoyalty({ birthDate: date ? toIsoDate(date) : undefined, loyaltyNewsletter: newsletter });
      if (result.ok) return onJoined(result.firstName);
      if (result.error.errorId === MISSING_BIRTHDATE) {
        // docs/requirements/sign-in.md#sign-up: MISSING_BIRTHDATE re-runs validation, now with the birth date required.
        setBirthDateRequired(true);
        setAskBirthDate(true);
        setErrors(validate(true, true));
        return focusFirstInvalid();
      }
      if (result.error.errorId === BIRTH_DATE_OUT_OF_BOUNDS && askBirthDate) {
        setErrors({ birthDate: t(validateLoyaltyBirthDate(birthDate, site, { required: true })) ?? result.error.message });
        return focusFirstInvalid();
      }
      setNotice(result.error.message);
      requestAnimationFrame(() => noticeRef.current?.focus());
    });
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4" aria-label={words.joinTitle}>
      <p>{words.joinIntro}</p>
      <Notice message={notice} noticeRef={noticeRef} />
      {askBirthDate ? (
        <TextField
          label={`${words.birthDate} (${site.dateFormat})`}
          name="birthDate"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={site.dateFormat}
          required={birthDateRequired}
          hint={fillLoyalty(words.birthDateHint, { age: settings.minimumAge })}
          value={birthDate}
          onValue={(v) => {
            setBirthDate(applyMask(v, DATE_MASK));
            setErrors((e) => ({ ...e, birthDate: undefined }));
          }}
          error={errors.birthDate}
          data-autofocus
        />
      ) : null}
      <div>
        <Checkbox label={words.acceptTerms} name="loyaltyTerms" checked={terms} onChecked={setTerms} error={errors.terms} />
        <p className="ml-8 mt-1 text-sm">
          <a href={`/${site.locale}/loyalty-terms`} target="_blank" rel="noopener" className={LINK_BUTTON}>
            {words.readTerms}
          </a>
        </p>
      </div>
      <Checkbox label={words.loyaltyNewsletter} name="loyaltyNewsletter" checked={newsletter} onChecked={setNewsletter} />
      <button type="submit" className={BUTTON} disabled={busy} aria-busy={busy || undefined}>
        {busy ? words.working : words.joinNow}
      </button>
    </form>
  );
}

type ProfileState = { status: 'loading' } | { status: 'done'; read: ProfileRead };

function JoinDialog({ words, site, language }: { words: LoyaltyMessages; site: Site; language: string }) {
  const request = useStore($loyaltyRequest);
  const open = useDialogOpen(DIALOGS.loyaltySignUp);
  const [profile, setProfile] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setProfile({ status: 'loading' });
    void readProfileForJoin().then((read) => {
      if (live) setProfile({ status: 'done', read });
    });
    return () => {
      live = false;
    };
  }, [open, request.opened, attempt]);

  const joined = (firstName: string) => {
    $loyaltyRequest.set({ ...$loyaltyRequest.get(), firstName });
    // The welcome replaces the sign-up (the manager closes the dialog that was not kept).
    openDialog(DIALOGS.welcome);
  };

  const read = profile.status === 'done' ? profile.read : null;
  return (
    <Dialog name={DIALOGS.loyaltySignUp} title={words.joinTitle} closeLabel={words.close} focusKey={profile.status}>
      <Frame locale={site.locale} />
      <div className="space-y-5">
        <Benefits words={words} site={site} />
        {profile.status === 'loading' ? (
          <p role="status" aria-busy="true">
            {words.working}
          </p>
        ) : read && !read.ok ? (
          <div role="alert" className="space-y-3">
            <p className="font-semibold text-sale">{words.profileFailed}</p>
            <button type="button" className={BUTTON} onClick={() => setAttempt((n) => n + 1)}>
              {words.retry}
            </button>
          </div>
        ) : read?.ok && read.isLoyaltyMember ? (
          <div className="space-y-3">
            <p role="status">{words.alreadyMember}</p>
            <button type="button" className={BUTTON} onClick={() => closeDialog(DIALOGS.loyaltySignUp)}>
              {words.seePoints}
            </button>
          </div>
        ) : read?.ok ? (
          <JoinForm words={words} site={site} language={language} birthDateOnFile={!!read.birthDate} onJoined={joined} />
        ) : null}
      </div>
    </Dialog>
  );
}

/** After the welcome, focus goes to the points on the loyalty page (the join button that opened it is gone). */
function focusPoints(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-loyalty-panel] [data-points]')?.focus());
}

function WelcomeDialog({ words, site }: { words: LoyaltyMessages; site: Site }) {
  const request = useStore($loyaltyRequest);
  const loyalty = useStore($loyalty);
  const open = useDialogOpen(DIALOGS.welcome);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) focusPoints();
    wasOpen.current = open;
  }, [open]);
  const promo = loyalty.welcomePromo;
  const ready = loyalty.status === 'ready';
  return (
    <Dialog name={DIALOGS.welcome} title={words.welcomeDialogTitle} closeLabel={words.close}>
      <div className="space-y-4">
        <p className="text-lg font-semibold">{request.firstName ? fillLoyalty(words.welcomeHello, { name: request.firstName }) : words.welcomeHelloNoName}</p>
        <div role="status" aria-live="polite" className="space-y-2">
          {ready ? (
            <>
              <p>{fillLoyalty(words.welcomePoints, { points: formatPoints(loyalty.currentLoyaltyPoints, site.hreflang) })}</p>
              {promo?.active ? (
                <p className="rounded border border-brand-sand bg-brand-snow p-3">
                  {fillLoyalty(words.welcomeOffer, { percent: formatPoints(promo.discountPercent, site.hreflang), code: promo.couponCode, date: formatLoyaltyDate(promo.validUntil, site.hreflang) })}
                </p>
              ) : null}
            </>
          ) : loyalty.status === 'error' ? null : (
            <p aria-busy="true">{words.welcomeLoading}</p>
          )}
        </div>
        <button type="button" className={BUTTON} onClick={() => closeDialog(DIALOGS.welcome)}>
          {words.seePoints}
        </button>
      </div>
    </Dialog>
  );
}

export function LoyaltyDialogs() {
  const site = pageSite();
  const language = pageLanguage();
  const words = loyaltyMessages(language);
  return (
    <>
      <JoinDialog words={words} site={site} language={language} />
      <WelcomeDialog words={words} site={site} />
    </>
  );
}
