/**
 * The bot-check token (reCAPTCHA Enterprise, docs/requirements/sign-in.md#bot-check: actions login, register, placeOrder).
 * The page loads the enterprise script only where a site key is configured; the sandbox has
 * none, so there is no token and the call goes without one (docs/decisions.md "Bot check").
 */

export type BotCheckAction = 'login' | 'register' | 'placeOrder';

interface Enterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: Enterprise };
  }
}

/** How long a shopper may wait for the token before the call goes without one. */
const BOT_CHECK_TIMEOUT_MS = 3000;

/** The site key the enterprise script was loaded with (`<script data-recaptcha-key>`). */
function siteKey(): string | undefined {
  return document.querySelector<HTMLElement>('script[data-recaptcha-key]')?.dataset.recaptchaKey || undefined;
}

/** A token for the action, or undefined when there is no bot check on the page (or it fails). */
export async function botCheckToken(action: BotCheckAction): Promise<string | undefined> {
  const enterprise = typeof window === 'undefined' ? undefined : window.grecaptcha?.enterprise;
  const key = enterprise ? siteKey() : undefined;
  if (!enterprise || !key) return undefined;
  try {
    return await Promise.race([
      new Promise<string>((resolve, reject) => enterprise.ready(() => enterprise.execute(key, { action }).then(resolve, reject))),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), BOT_CHECK_TIMEOUT_MS)),
    ]);
  } catch {
    return undefined;
  }
}
