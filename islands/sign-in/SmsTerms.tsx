/**
 * The SMS terms dialog (docs/requirements/sign-in.md#sms-opt-in): opened over the sign-up form when the shopper ticks the SMS
 * opt-in; 'I accept' sets the opt-in, closing leaves it unticked.
 */
import { Dialog } from '../shared/Dialog.tsx';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { closeDialog } from '../../src/stores/dialogs.ts';
import { BUTTON, type Words } from './fields.tsx';

export function SmsTerms({ words, onAccept }: { words: Words; onAccept: () => void }) {
  return (
    <Dialog name={DIALOGS.smsTerms} title={words.smsTermsTitle} closeLabel={words.close}>
      <p>{words.smsTermsText}</p>
      <div className="mt-5 flex gap-3">
        <button
          type="button"
          className={BUTTON}
          onClick={() => {
            closeDialog(DIALOGS.smsTerms);
            onAccept();
          }}
        >
          {words.accept}
        </button>
        <button type="button" className="min-h-11 w-full rounded-sm border-2 border-brand px-5 font-semibold text-brand" onClick={() => closeDialog(DIALOGS.smsTerms)}>
          {words.cancel}
        </button>
      </div>
    </Dialog>
  );
}
