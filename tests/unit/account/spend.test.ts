/**
 * The spend banners' rules (docs/requirements/account-and-loyalty.md#segments-and-spend-banners): athlete, WRANX and IPA profiles each get their own
 * banner; the employee discount message only once the terms are accepted.
 */
import { describe, expect, it } from 'vitest';
import { athleteBanner, employeeDiscount, prosumerBanner, spendBanners, spendFigures } from '../../../src/lib/account/spend.ts';

type Facts = Parameters<typeof spendBanners>[0];
const registered = (details: Facts['consumerDetails'] = {}): Facts => ({ consumerType: 'REGISTERED', consumerDetails: details });
const employee = (accepted: boolean): Facts => ({
  consumerType: 'EMPLOYEE',
  consumerDetails: { employee: { currentSpend: 350, annualCap: 2000, currency: 'USD', isEmployeeDiscountTCAccepted: accepted } },
});

describe('spend figures', () => {
  it('gives what is left and the share used, to the cent', () => {
    expect(spendFigures(200, 500, 'credit', 'USD')).toEqual({ currentSpend: 200, limit: 500, limitKind: 'credit', currency: 'USD', remaining: 300, percentUsed: 40 });
    expect(spendFigures(0.1 + 0.2, 1, 'cap', 'EUR')).toMatchObject({ currentSpend: 0.3, remaining: 0.7, percentUsed: 30 });
  });

  it('never shows less than nothing left, nor more than a full bar', () => {
    expect(spendFigures(620, 500, 'cap', 'USD')).toMatchObject({ remaining: 0, percentUsed: 100 });
    expect(spendFigures(-5, 500, 'cap', 'USD')).toMatchObject({ currentSpend: 0, remaining: 500, percentUsed: 0 });
    expect(spendFigures(0, 0, 'cap', 'USD')).toMatchObject({ remaining: 0, percentUsed: 100 });
  });
});

describe('programme banners', () => {
  it('shows the athlete banner against the annual credit', () => {
    const banner = athleteBanner(registered({ athlete: { currentSpend: 200, annualCredit: 500, currency: 'USD' } }));
    expect(banner).toMatchObject({ programme: 'athlete', limitKind: 'credit', currentSpend: 200, limit: 500, remaining: 300 });
  });

  it('shows the WRANX and the IPA banner by the profile’s identity type, against the annual cap', () => {
    expect(prosumerBanner(registered({ prosumer: { currentSpend: 600, annualCap: 1500, currency: 'USD', identityType: 'WRANX' } }))).toMatchObject({ programme: 'wranx', limitKind: 'cap', remaining: 900, percentUsed: 40 });
    expect(prosumerBanner(registered({ prosumer: { currentSpend: 600, annualCap: 1500, currency: 'GBP', identityType: 'IPA' } }))).toMatchObject({ programme: 'ipa', currency: 'GBP' });
  });

  it('shows nothing for a profile outside the programmes', () => {
    expect(spendBanners(registered())).toEqual([]);
    expect(spendBanners(employee(true))).toEqual([]);
  });

  it('lists every programme a profile is in, athlete first', () => {
    const both = registered({ athlete: { currentSpend: 1, annualCredit: 2, currency: 'USD' }, prosumer: { currentSpend: 1, annualCap: 2, currency: 'USD', identityType: 'IPA' } });
    expect(spendBanners(both).map((b) => b.programme)).toEqual(['athlete', 'ipa']);
  });
});

describe('employee discount', () => {
  it('shows the message and the spend only once the terms are accepted', () => {
    expect(employeeDiscount(employee(true))).toMatchObject({ status: 'active', currentSpend: 350, limit: 2000, remaining: 1650, limitKind: 'cap' });
    expect(employeeDiscount(employee(false))).toEqual({ status: 'terms-pending' });
  });

  it('is nothing for a shopper who is not an employee, whatever the profile carries', () => {
    expect(employeeDiscount(registered())).toEqual({ status: 'not-employee' });
    const notEmployee: Facts = { ...employee(true), consumerType: 'REGISTERED' };
    expect(employeeDiscount(notEmployee)).toEqual({ status: 'not-employee' });
    expect(employeeDiscount({ consumerType: 'EMPLOYEE', consumerDetails: {} })).toEqual({ status: 'not-employee' });
  });
});
