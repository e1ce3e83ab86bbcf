/**
 * The spend-limited programmes on the account overview (docs/requirements/account-and-loyalty.md#segments-and-spend-banners "Employee, athlete and
 * prosumer each carry currentSpend and annualCap (or annualCredit)", docs/requirements/account-and-loyalty.md#segments-and-spend-banners roles): who sees which
 * banner, and with which figures. One rule per function, fed only by the profile the server read
 * from the gateway as this shopper (never by anything the browser sends).
 *
 * - Athlete, WRANX and IPA profiles each show their own banner: current spend against the
 *   athlete's annual credit or the programme's annual cap.
 * - The employee discount message shows only once the employee accepted the discount terms;
 *   before that the overview offers the terms instead.
 */
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';

export const SPEND_PROGRAMMES = ['athlete', 'wranx', 'ipa'] as const;
export type SpendProgramme = (typeof SPEND_PROGRAMMES)[number];

/** Current spend against the year's limit, in major units of `currency`. */
export interface SpendFigures {
  currentSpend: number;
  limit: number;
  /** Athletes have a credit to spend; employees and prosumers a cap on discounted spend. */
  limitKind: 'credit' | 'cap';
  currency: string;
  /** What is left of the limit this year, never below zero. */
  remaining: number;
  /** Share of the limit used, 0 to 100, whole percent (a spend over the limit shows full). */
  percentUsed: number;
}

export interface SpendBanner extends SpendFigures {
  programme: SpendProgramme;
}

export type EmployeeDiscount = { status: 'not-employee' } | { status: 'terms-pending' } | ({ status: 'active' } & SpendFigures);

type Details = ConsumerProfile['consumerDetails'];
type ProfileFacts = Pick<ConsumerProfile, 'consumerType'> & { consumerDetails: Pick<Details, 'athlete' | 'employee' | 'prosumer'> };

/** Money in major units, to the cent (the gateway's figures are decimals: 0.1 + 0.2 must read 0.30). */
const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** The figures of one programme: what is left, and how much of the limit is used. */
export function spendFigures(currentSpend: number, limit: number, limitKind: SpendFigures['limitKind'], currency: string): SpendFigures {
  const spent = Math.max(0, cents(currentSpend));
  const max = Math.max(0, cents(limit));
  const percentUsed = max === 0 ? 100 : Math.min(100, Math.round((spent / max) * 100));
  return { currentSpend: spent, limit: max, limitKind, currency, remaining: cents(Math.max(0, max - spent)), percentUsed };
}

/** An athlete profile carries `athlete` (current spend against the annual credit). */
export function athleteBanner(profile: ProfileFacts): SpendBanner | null {
  const athlete = profile.consumerDetails.athlete;
  if (!athlete) return null;
  return { programme: 'athlete', ...spendFigures(athlete.currentSpend, athlete.annualCredit, 'credit', athlete.currency) };
}

/** A WRANX or IPA profile carries `prosumer` with its identity type (current spend against the annual cap). */
export function prosumerBanner(profile: ProfileFacts): SpendBanner | null {
  const prosumer = profile.consumerDetails.prosumer;
  if (!prosumer) return null;
  const programme: SpendProgramme = prosumer.identityType === 'WRANX' ? 'wranx' : 'ipa';
  return { programme, ...spendFigures(prosumer.currentSpend, prosumer.annualCap, 'cap', prosumer.currency) };
}

/** Every banner this profile shows, athlete first. */
export function spendBanners(profile: ProfileFacts): SpendBanner[] {
  return [athleteBanner(profile), prosumerBanner(profile)].filter((b): b is SpendBanner => b !== null);
}

/**
 * The employee discount (docs/requirements/account-and-loyalty.md#employees "Employee discount message shows only if the employee
 * accepted the discount terms"): an EMPLOYEE with the terms accepted sees the message and the
 * spend against the annual cap; one who has not, the terms to accept; anyone else, nothing.
 */
export function employeeDiscount(profile: ProfileFacts): EmployeeDiscount {
  const employee = profile.consumerDetails.employee;
  if (profile.consumerType !== 'EMPLOYEE' || !employee) return { status: 'not-employee' };
  if (employee.isEmployeeDiscountTCAccepted !== true) return { status: 'terms-pending' };
  return { status: 'active', ...spendFigures(employee.currentSpend, employee.annualCap, 'cap', employee.currency) };
}
