/**
 * The password forms' own rules, pure (the reset page and the change-password form use them):
 * a new password and its repetition (docs/requirements/sign-in.md#passwords FE872 / FE340), and the reset link.
 */
import { validateNewPassword, validatePasswordConfirmation, type FieldMessageId } from '../../../schemas/forms/validators.ts';

export interface NewPasswordErrors {
  newPassword: FieldMessageId | null;
  confirmation: FieldMessageId | null;
}

/** A new password and its repetition: the rules first, then FE872 / FE340 on the repetition. */
export function checkNewPassword(newPassword: string, confirmation: string): NewPasswordErrors {
  const first = validateNewPassword(newPassword);
  return { newPassword: first, confirmation: validatePasswordConfirmation(newPassword, confirmation) };
}

/** The reset mail's link: the account's email and the one-time token. */
export interface ResetLink {
  email: string;
  resetToken: string;
}

/** The reset link's query (src/sandbox/routes/auth.ts: /forgot-password?email=…&token=…). */
export function resetLinkOf(search: string): ResetLink | null {
  const params = new URLSearchParams(search);
  const email = params.get('email')?.trim();
  const resetToken = params.get('token')?.trim();
  return email && resetToken ? { email, resetToken } : null;
}
