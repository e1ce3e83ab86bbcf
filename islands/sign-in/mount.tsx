/**
 * The sign-in island's entry (src/lib/islands/lazy.ts): `open(props)` mounts it once and opens
 * the sign-in dialog at a step; `openSignUp` opens it at sign-up (the 'sign-up' registry name
 * and `#dialog:sign-up` links).
 */
import { openDialog } from '../../src/stores/dialogs.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { isEnrolmentStep } from '../../src/lib/auth/enrolment.ts';
import { mountOnce } from '../shared/mount.ts';
import { SignIn } from './SignIn.tsx';
import { $signInRequest, type SignInProps } from './state.ts';

function readProps(props: unknown): SignInProps {
  if (!props || typeof props !== 'object') return {};
  const p = props as Record<string, unknown>;
  return {
    ...(isEnrolmentStep(p.step) ? { step: p.step } : {}),
    ...(typeof p.onSignedIn === 'function' ? { onSignedIn: p.onSignedIn as SignInProps['onSignedIn'] } : {}),
    ...(typeof p.returnTo === 'string' ? { returnTo: p.returnTo } : {}),
    ...(typeof p.email === 'string' ? { email: p.email } : {}),
    ...(p.gated === true ? { gated: true } : {}),
    ...(p.loyalty === true ? { loyalty: true } : {}),
  };
}

export function open(props?: unknown): void {
  $signInRequest.set({ props: readProps(props), opened: $signInRequest.get().opened + 1 });
  mountOnce('sign-in', SignIn);
  // Kept: the SMS terms open over it and hand back to it.
  openDialog(DIALOGS.signIn, { kept: true });
}

export function openSignUp(props?: unknown): void {
  open({ ...(props && typeof props === 'object' ? props : {}), step: 'sign-up' });
}
