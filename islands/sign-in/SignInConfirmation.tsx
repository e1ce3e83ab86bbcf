/**
 * The sign-in confirmation dialog (docs/requirements/content-blocks.md#dialogs-and-panels "sign-in confirmation"): after a sign-in or sign-up
 * that a gated action asked for (sign-in-to-buy in quick shop or the buy box), in addition to the
 * toast. It says who is signed in and that the action goes on; the action itself resumes at once
 * (its caller's onSignedIn), so whatever it opens (the mini cart) opens over this kept dialog, and
 * this one is still there to close when the shopper comes back to it (docs/decisions.md).
 */
import { Dialog } from '../shared/Dialog.tsx';
import { fill } from '../../src/lib/auth/messages.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { closeDialog } from '../../src/stores/dialogs.ts';
import { BUTTON, type Words } from './fields.tsx';

export interface Confirmation {
  kind: 'sign-in' | 'sign-up';
  name: string;
}

export function confirmationText(words: Words, confirmation: Confirmation): string {
  if (confirmation.kind === 'sign-up') return words.confirmSignedUp;
  const name = confirmation.name.trim();
  return name ? fill(words.confirmSignedIn, { name }) : words.confirmSignedInNoName;
}

export function SignInConfirmation({ words, confirmation }: { words: Words; confirmation: Confirmation | null }) {
  return (
    <Dialog name={DIALOGS.signInConfirmation} title={words.confirmTitle} closeLabel={words.close}>
      <div className="space-y-4">
        <p>{confirmation ? confirmationText(words, confirmation) : null}</p>
        <button type="button" className={BUTTON} data-autofocus onClick={() => closeDialog(DIALOGS.signInConfirmation)}>
          {words.confirmContinue}
        </button>
      </div>
    </Dialog>
  );
}
