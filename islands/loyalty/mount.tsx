/**
 * The loyalty island's entry (islands/registry.ts 'loyalty-sign-up'): `open()` is what
 * every "Join Cairn Summit" does (docs/requirements/account-and-loyalty.md#loyalty-enrolment, issue 12).
 * - A signed-in shopper gets the loyalty sign-up dialog (./LoyaltyDialogs.tsx).
 * - A guest gets the sign-up of the sign-in island, asked for with loyalty enrolment (the form
 *   sends loyaltyEnrollment 'Full' when its loyalty box is ticked). When that dialog closes
 *   signed in: a shopper who just joined gets the programme's token and the welcome dialog; one
 *   who is not a member yet (signed up without the box, or signed in instead) gets the loyalty
 *   sign-up; one who was a member already just sees their points on the page.
 */
import type { AuthResult } from '../../src/lib/auth/account.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { openIsland } from '../../src/lib/islands/lazy.ts';
import { linkLoyaltySession } from '../../src/lib/loyalty/enrol.ts';
import { joinedRecently } from '../../src/lib/loyalty/rules.ts';
import { loadMemberLoyalty, loyaltyOn } from '../../src/lib/loyalty/summary.ts';
import { $auth } from '../../src/stores/auth.ts';
import { $dialogStack, openDialog } from '../../src/stores/dialogs.ts';
import { $loyalty } from '../../src/stores/loyalty.ts';
import { loadSession } from '../../src/lib/session/load.ts';
import { mountOnce } from '../shared/mount.ts';
import { LoyaltyDialogs } from './LoyaltyDialogs.tsx';
import { $loyaltyRequest } from './state.ts';

type SignedIn = Extract<AuthResult, { ok: true }>;

function showJoin(): void {
  mountOnce('loyalty', LoyaltyDialogs);
  $loyaltyRequest.set({ ...$loyaltyRequest.get(), opened: $loyaltyRequest.get().opened + 1 });
  openDialog(DIALOGS.loyaltySignUp);
}

function showWelcome(firstName: string): void {
  mountOnce('loyalty', LoyaltyDialogs);
  $loyaltyRequest.set({ ...$loyaltyRequest.get(), firstName });
  openDialog(DIALOGS.welcome);
}

/** After the sign-in dialog closed with the guest signed in (or up). */
async function afterGuestSignIn(result: SignedIn): Promise<void> {
  if (!result.session.isLoyaltyMember) return showJoin();
  await loadMemberLoyalty({ welcome: true, force: true });
  const loyalty = $loyalty.get();
  if (!joinedRecently(loyalty.loyaltyOptInDate ?? loyalty.welcomePromo?.validFrom)) return;
  void linkLoyaltySession();
  showWelcome(result.profile?.firstName ?? result.session.firstName ?? '');
}

async function openGuestSignUp(): Promise<void> {
  let signedIn: SignedIn | null = null;
  // `loyalty`: the sign-up with its loyalty box ticked, the full form (islands/sign-in).
  const opened = await openIsland('sign-up', {
    loyalty: true,
    onSignedIn: (result: SignedIn) => {
      signedIn = result;
    },
  });
  if (!opened) return;
  const stop = $dialogStack.listen((stack) => {
    if (stack.some((d) => d.name === DIALOGS.signIn)) return;
    stop();
    if (signedIn) void afterGuestSignIn(signedIn);
  });
}

export async function open(): Promise<void> {
  if (!loyaltyOn()) return;
  if ($auth.get().status === 'unknown') await loadSession();
  if ($auth.get().status !== 'signed-in') return openGuestSignUp();
  showJoin();
}
