/**
 * What every consumer contract shares (schemas/api/consumer/): the id, email and money shapes and
 * the errors of a call that needs a signed-in shopper. Not re-exported by the index: the modules of
 * this folder use them, nothing outside does.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../forms/validators.ts';

export const id = z.string().trim().min(1).max(100);
export const email = z.string().trim().max(100).regex(EMAIL_PATTERN, 'Email is not valid');
export const money = z.number();

/** A call of the signed-in shopper's: no token, or a guest's. */
export const profileErrors = [
  { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
  { status: 403, errorIds: ['AUT404'], when: 'a guest token (sign in first)' },
] as const;
