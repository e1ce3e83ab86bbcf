/**
 * The password flows (docs/requirements/sign-in.md#passwords): the reset mail (resetpassword), the new password from the
 * mail's link (confirmforgotpassword, AUT402 when the link expired) and the change of a signed-in
 * shopper's password (changepassword). The form rules (FE872 too short, FE340 no match, the
 * password rules) are checked before anything is sent: `checkNewPassword` in ./password-rules.ts.
 */
import { callBff } from '../bff/browser.ts';
import { raiseError, type ShopperError } from '../errors/report.ts';

export type PasswordResult = { ok: true } | { ok: false; error: ShopperError };

/** docs/requirements/sign-in.md#passwords server codes the password forms name. */
export const RESET_LINK_EXPIRED = 'AUT402';
export const WRONG_CURRENT_PASSWORD = 'AUT450';

const done = async (call: ReturnType<typeof callBff>, action: string): Promise<PasswordResult> => {
  const outcome = await call;
  return outcome.ok ? { ok: true } : { ok: false, error: raiseError(outcome, action) };
};

export const requestPasswordReset = (email: string): Promise<PasswordResult> =>
  done(callBff('POST', '/api/gateway/consumers-v3/consumer/resetpassword', { email: email.trim() }), 'auth.resetPassword');

export const confirmPasswordReset = (input: { email: string; resetToken: string; newPassword: string }): Promise<PasswordResult> =>
  done(callBff('POST', '/api/gateway/consumers-v3/confirmforgotpassword', { ...input, email: input.email.trim() }), 'auth.confirmForgotPassword');

export const changePassword = (input: { currentPassword: string; newPassword: string }): Promise<PasswordResult> =>
  done(callBff('POST', '/api/gateway/consumers-v3/consumer/changepassword', input), 'auth.changePassword');

