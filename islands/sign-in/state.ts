/**
 * What the sign-in island was opened with (mount.tsx sets it, SignIn.tsx follows it), and the
 * page's site in the browser (region, date format, phone mask) from the locale path.
 */
import { atom } from 'nanostores';
import type { EnrolmentStep } from '../../src/lib/auth/enrolment.ts';
import type { AuthResult } from '../../src/lib/auth/account.ts';

export interface SignInProps {
  step?: EnrolmentStep;
  /** Called after a successful sign-in or sign-up (quick shop resumes its add, docs/requirements/sign-in.md#sign-up). */
  onSignedIn?: (result: Extract<AuthResult, { ok: true }>) => void;
  /** A same-origin path to go to after signing in. */
  returnTo?: string;
  /** Pre-filled email (the lookup step, the ?email= of a sign-up link). */
  email?: string;
  /**
   * The sign-in was asked for by a gated action (sign-in-to-buy): after it the sign-in
   * confirmation dialog opens and the action resumes (onSignedIn); the profile steps wait for
   * the next sign-in.
   */
  gated?: boolean;
  /** Sign-up with the loyalty enrolment ticked (the loyalty sign-up for a guest): the full form, never the simplified one. */
  loyalty?: boolean;
}

/** Each open() gets a new `opened` so the island starts from its step again. */
export const $signInRequest = atom<{ props: SignInProps; opened: number }>({ props: {}, opened: 0 });

export { pageSite } from '../../src/lib/site/page-site.ts';
