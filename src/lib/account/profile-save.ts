/**
 * The profile form's one call (docs/requirements/account-and-loyalty.md#consumer-profile PUT /consumers-v3/consumer), from the browser through
 * the BFF, which also brings the session's first name up to date (the header's greeting). The
 * answer is the profile as the gateway now holds it: the form shows that, not what was typed
 * (the phone comes back normalised).
 */
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import { PROFILE_PATH, summariseProfile } from '../auth/profile.ts';
import { callBff } from '../bff/browser.ts';
import { raiseError, type ShopperError } from '../errors/report.ts';
import { $profile, setProfile } from '../../stores/auth.ts';
import { announceSessionChange } from '../session/load.ts';
import type { ProfileUpdateBody } from './profile-form.ts';

export type ProfileSaveResult = { ok: true; profile: ConsumerProfile } | { ok: false; error: ShopperError };

export async function saveProfileUpdate(body: ProfileUpdateBody): Promise<ProfileSaveResult> {
  const outcome = await callBff<{ consumerProfile?: ConsumerProfile }>('PUT', PROFILE_PATH, body);
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, 'account.profile.save') };
  const profile = outcome.data?.consumerProfile;
  if (!profile?.consumerDetails) return { ok: false, error: raiseError({ ok: false, status: outcome.status, errorId: null, message: null, appId: null }, 'account.profile.save') };
  // The sign-in island's copy, when it has one, follows.
  if ($profile.get().status === 'ready') setProfile(summariseProfile(profile));
  // A new first name: the header (and other tabs) read the session again for the greeting.
  if (body.consumerProfile.consumerDetails?.firstName) void announceSessionChange();
  return { ok: true, profile };
}
