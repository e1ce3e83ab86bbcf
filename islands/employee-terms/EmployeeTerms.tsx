/**
 * The employee discount terms dialog: 'Accept the terms' updates the profile
 * (isEmployeeDiscountTCAccepted) and the stores, then closes; 'Not now' closes it (it comes back
 * at the next sign-in). A failure stays in the dialog with the error's words.
 */
import { useRef, useState } from 'react';
import { Dialog } from '../shared/Dialog.tsx';
import { acceptEmployeeTerms } from '../../src/lib/auth/profile.ts';
import { authMessages } from '../../src/lib/auth/messages.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { closeDialog } from '../../src/stores/dialogs.ts';
import { BUTTON, Notice } from '../sign-in/fields.tsx';

export function EmployeeTerms() {
  const words = authMessages(pageLanguage());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const termsHref = `/${pageSite().locale}/associate-discount-terms`;
  async function accept() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    const result = await acceptEmployeeTerms();
    running.current = false;
    setBusy(false);
    if (result.ok) closeDialog(DIALOGS.employeeTerms);
    else setError(result.error.message);
  }
  return (
    <Dialog name={DIALOGS.employeeTerms} title={words.employeeTermsTitle} closeLabel={words.close}>
      <div className="space-y-4">
        <p>{words.employeeTermsText}</p>
        <p>
          <a href={termsHref} className="font-semibold text-brand underline" target="_blank" rel="noopener">
            {words.employeeTermsLink}
          </a>
        </p>
        <Notice message={error} />
        <div className="flex gap-3">
          <button type="button" className={BUTTON} disabled={busy} aria-busy={busy || undefined} onClick={() => void accept()}>
            {busy ? words.working : words.employeeTermsAccept}
          </button>
          <button type="button" className="min-h-11 w-full rounded-sm border-2 border-brand px-5 font-semibold text-brand" onClick={() => closeDialog(DIALOGS.employeeTerms)}>
            {words.employeeTermsLater}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
