/**
 * The address book (docs/requirements/account-and-loyalty.md#addresses Address, docs/requirements/account-and-loyalty.md#addresses): one main address per approach type (S shipping,
 * B billing). The first address of a type becomes main; main: true on another moves it; when the
 * main one goes, the newest other address of its type takes over. A partial unique index
 * (consumer_addresses_one_main) holds the rule even against a bug here. Every address is checked
 * against its country's rules (src/sandbox/utilities/address-rules.ts), the ones the storefront's
 * form applies.
 */
import { MAX_ADDRESSES, type AddressInput, type ConsumerAddress } from '../../../schemas/api/consumer/addresses.ts';
import type { Site } from '../../lib/site/locales.ts';
import { statement, transaction, type Database } from '../db.ts';
import { apiFailure } from '../http/api-error.ts';
import { addressRules, checkAddress, transformed, type AddressValues } from '../utilities/address-rules.ts';
import { dialCodeOf } from '../utilities/countries.ts';
import { fieldFailure, newId, parseJson } from './common.ts';

interface AddressRow {
  address_id: string;
  consumer_no: string;
  approach_type: 'S' | 'B';
  main: number;
  body: string;
  created_at: string;
}

type StoredAddress = Omit<ConsumerAddress, 'addressId' | 'id' | 'approachType' | 'main' | 'countryCode'>;

function view(row: AddressRow): ConsumerAddress {
  const body = parseJson<StoredAddress>(row.body, {} as StoredAddress);
  return { ...body, addressId: row.address_id, id: row.address_id, approachType: row.approach_type, main: row.main === 1, countryCode: body.country };
}

export function listAddresses(db: Database, consumerNo: string): ConsumerAddress[] {
  const rows = statement(db, 'SELECT * FROM consumer_addresses WHERE consumer_no = ? ORDER BY approach_type DESC, main DESC, created_at, address_id').all(consumerNo) as unknown as AddressRow[];
  return rows.map(view);
}

function findRow(db: Database, consumerNo: string, addressId: string): AddressRow | undefined {
  return statement(db, 'SELECT * FROM consumer_addresses WHERE address_id = ? AND consumer_no = ?').get(addressId, consumerNo) as AddressRow | undefined;
}

const blankToUndefined = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v.trim());

/** The stored form: trimmed, transforms applied (GB postcodes upper case), dialling code filled in; or 400 per broken rule. */
function normalise(input: AddressInput, site: Site): StoredAddress {
  const country = (blankToUndefined(input.country) ?? blankToUndefined(input.countryCode) ?? site.country).toUpperCase();
  const values: AddressValues = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: blankToUndefined(input.email),
    phone: blankToUndefined(input.phone),
    phoneCode: blankToUndefined(input.phoneCode) ?? dialCodeOf(country),
    addressLine1: input.addressLine1,
    addressLine2: blankToUndefined(input.addressLine2),
    addressLine3: blankToUndefined(input.addressLine3),
    city: input.city,
    province: blankToUndefined(input.province) ?? blankToUndefined(input.stateCode),
    postalCode: input.postalCode,
    country,
  };
  const issues = checkAddress(values, site.language);
  if (issues.length) throw fieldFailure(issues.map((i) => ({ field: `address.${i.field}`, message: i.message })));
  const out: Record<string, unknown> = {};
  for (const rule of addressRules(country, site.language)) {
    const v = values[rule.field];
    if (v !== undefined) out[rule.field] = transformed(rule, v);
  }
  if (values.phoneCode) out.phoneCode = values.phoneCode;
  const province = out.province as string | undefined;
  return {
    ...(out as unknown as StoredAddress),
    ...(province && (country === 'US' || country === 'CA') ? { stateCode: province } : {}),
    ...(blankToUndefined(input.region) ? { region: (input.region as string).trim() } : {}),
    ...(blankToUndefined(input.recipientContactPhone) ? { recipientContactPhone: (input.recipientContactPhone as string).trim() } : {}),
    ...(input.subscriptions?.newsletterConsent !== undefined ? { subscriptions: { newsletterConsent: input.subscriptions.newsletterConsent } } : {}),
  };
}

function clearMain(db: Database, consumerNo: string, type: 'S' | 'B'): void {
  statement(db, 'UPDATE consumer_addresses SET main = 0 WHERE consumer_no = ? AND approach_type = ? AND main = 1').run(consumerNo, type);
}

/** A type with addresses and no main gets its newest one as main. */
function ensureMain(db: Database, consumerNo: string, type: 'S' | 'B'): void {
  const hasMain = statement(db, 'SELECT 1 FROM consumer_addresses WHERE consumer_no = ? AND approach_type = ? AND main = 1').get(consumerNo, type);
  if (hasMain) return;
  statement(
    db,
    `UPDATE consumer_addresses SET main = 1 WHERE address_id = (
       SELECT address_id FROM consumer_addresses WHERE consumer_no = ? AND approach_type = ? ORDER BY created_at DESC, address_id DESC LIMIT 1)`,
  ).run(consumerNo, type);
}

export interface AddressChange {
  addressId: string;
  address: ConsumerAddress;
  addresses: ConsumerAddress[];
}

export function addAddress(db: Database, consumerNo: string, input: AddressInput, site: Site, now = new Date()): AddressChange {
  const stored = normalise(input, site);
  const type = input.approachType ?? 'S';
  return transaction(db, () => {
    const count = (statement(db, 'SELECT COUNT(*) AS n FROM consumer_addresses WHERE consumer_no = ?').get(consumerNo) as { n: number }).n;
    if (count >= MAX_ADDRESSES) throw apiFailure(409, 'PRO414', `The address book is full (${MAX_ADDRESSES} addresses): delete one first`);
    const first = !statement(db, 'SELECT 1 FROM consumer_addresses WHERE consumer_no = ? AND approach_type = ?').get(consumerNo, type);
    const main = first || input.main === true;
    if (main) clearMain(db, consumerNo, type);
    const addressId = newId('ADR');
    const at = now.toISOString();
    statement(db, 'INSERT INTO consumer_addresses (address_id, consumer_no, approach_type, main, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      addressId,
      consumerNo,
      type,
      main ? 1 : 0,
      JSON.stringify(stored),
      at,
      at,
    );
    const addresses = listAddresses(db, consumerNo);
    return { addressId, address: addresses.find((a) => a.addressId === addressId) as ConsumerAddress, addresses };
  });
}

export function updateAddress(db: Database, consumerNo: string, addressId: string, input: AddressInput, site: Site, now = new Date()): AddressChange {
  const stored = normalise(input, site);
  return transaction(db, () => {
    const before = findRow(db, consumerNo, addressId);
    if (!before) throw apiFailure(404, 'ADDRESS_NOT_FOUND', `No address ${addressId} in the address book`);
    const type = input.approachType ?? before.approach_type;
    const movedType = type !== before.approach_type;
    // main: false is not "no main": another address has to become main for that to happen.
    const main = input.main === true || (!movedType && before.main === 1);
    if (main) clearMain(db, consumerNo, type);
    statement(db, 'UPDATE consumer_addresses SET approach_type = ?, main = ?, body = ?, updated_at = ? WHERE address_id = ?').run(type, main ? 1 : 0, JSON.stringify(stored), now.toISOString(), addressId);
    ensureMain(db, consumerNo, type);
    if (movedType) ensureMain(db, consumerNo, before.approach_type);
    const addresses = listAddresses(db, consumerNo);
    return { addressId, address: addresses.find((a) => a.addressId === addressId) as ConsumerAddress, addresses };
  });
}

export function deleteAddress(db: Database, consumerNo: string, addressId: string): ConsumerAddress[] {
  return transaction(db, () => {
    const before = findRow(db, consumerNo, addressId);
    if (!before) throw apiFailure(404, 'ADDRESS_NOT_FOUND', `No address ${addressId} in the address book`);
    statement(db, 'DELETE FROM consumer_addresses WHERE address_id = ?').run(addressId);
    ensureMain(db, consumerNo, before.approach_type);
    return listAddresses(db, consumerNo);
  });
}
