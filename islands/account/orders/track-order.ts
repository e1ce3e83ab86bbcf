/**
 * The tracking form's rules, shared by its island (a press in the browser) and the tracking page
 * (the same form posted before, or without, the island's code: src/lib/account/track-posted.ts):
 * the spec's checks at each field, and what a refusal says.
 */
import { fieldText } from '../../../schemas/forms/messages.ts';
import { validateEmail, validateLength, validateRequired } from '../../../schemas/forms/validators.ts';
import type { OrderMessages } from './messages.ts';
import type { Tracking } from './TrackingResult.tsx';

/** The contract's limit on an order number. */
export const ORDER_NUMBER_MAX = 100;

export interface TrackingErrors {
  orderNumber?: string | undefined;
  email?: string | undefined;
}

/** What the form shows: what was typed, the problems at the fields, the notice and the result. */
export interface TrackState {
  orderNumber: string;
  email: string;
  errors: TrackingErrors;
  notice: string | null;
  result: Tracking | null;
}

/** 'This field is required', 'Email is not valid'…, in the page's language; none when both are good. */
export function checkTracking(orderNumber: string, email: string, language: string): TrackingErrors {
  const numberProblem = validateRequired(orderNumber) ?? validateLength(orderNumber.trim(), { max: ORDER_NUMBER_MAX });
  const emailProblem = validateEmail(email);
  return {
    orderNumber: numberProblem ? fieldText(numberProblem, language) : undefined,
    email: emailProblem ? fieldText(emailProblem, language) : undefined,
  };
}

export const hasTrackingErrors = (errors: TrackingErrors): boolean => !!(errors.orderNumber || errors.email);

/**
 * A refusal's words. "No such order" and "not this order's email" (OHS4004, ORD400) read the same,
 * so an order number can't be probed for its email; no answer at all (status 0) is the connection.
 */
export function trackingRefusal(failure: { status: number; errorId?: string | null | undefined }, words: OrderMessages): string {
  const notFound = failure.errorId === 'OHS4004' || failure.errorId === 'ORD400' || failure.status === 404;
  return notFound ? words.notFound : failure.status === 0 ? words.offline : words.trackFailed;
}
