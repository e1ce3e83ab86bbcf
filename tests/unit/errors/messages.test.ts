/**
 * The error catalogue (docs/requirements/errors.md#flash-codes): every id and flash code has English words, the
 * spec's exact strings where it gives them, fr, de and it for every id, and the
 * fallback order catalogue → server message → generic.
 */
import { describe, expect, it } from 'vitest';
// The server's words in every language (the browser's catalogue holds one).
import '../../../src/lib/errors/all-words.ts';
import { ALL_ERROR_IDS, FLASH_CODES } from '../../../schemas/api/errors.ts';
import { errorMessage, hasOwnMessage, languageOf, type MessageKey } from '../../../src/lib/errors/messages.ts';

/** The ids a shopper meets most often: words of their own (not English) in every language. */
const COMMON: readonly MessageKey[] = [
  'GENERIC', 'NETWORK', 'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'ITEM_OOS', 'ITEMS_OOS', 'ADDED_MAX_QUANTITY', 'GWP_PRODUCT',
  'ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE', 'SOME_PRODUCTS_NO_INVENTORY', 'ORD404', 'PRM130', 'PRM135', 'PRM140',
  'PRM160', 'AUT401', 'AUT423', 'AUT441', 'AUT426', 'AUT403', 'LOGIN_IN_USE', 'LOGIN_IN_USE2', 'PHONE_NUMBER_ALREADY_IN_USE',
  'PHONE_NUMBER_ALREADY_IN_USE2', 'MISSING_BIRTHDATE', 'PAYMENT_ERROR', 'CANT_SHIP_THERE', 'STR404', ...FLASH_CODES,
];

describe('the English catalogue', () => {
  it.each([...ALL_ERROR_IDS, ...FLASH_CODES, 'GENERIC', 'NETWORK'] as MessageKey[])('has words for %s', (id) => {
    expect(hasOwnMessage(id, 'en')).toBe(true);
    expect(errorMessage(id, null, 'en').trim().length).toBeGreaterThan(5);
  });

  it('uses the spec’s exact strings', () => {
    expect(errorMessage('ITEM_OOS', 'server words', 'en')).toBe('this item could not be moved to cart');
    expect(errorMessage('ORD404', null, 'en')).toBe('Unable to remove item from cart. Please try again later');
    expect(errorMessage('AUT453', null, 'en')).toBe('Email is not valid');
    expect(errorMessage('AUT451', null, 'en')).toBe('Password does not meet requirements.');
  });

  it('gives each auth meaning its own words, without telling a wrong email from a wrong password', () => {
    expect(errorMessage('AUT401', null, 'en')).toBe(errorMessage('AUT438', null, 'en'));
    expect(errorMessage('AUT441', null, 'en')).toMatch(/locked/);
    expect(errorMessage('AUT426', null, 'en')).toMatch(/One attempt/);
    expect(errorMessage('PRM135', null, 'en')).toMatch(/expired/);
  });
});

describe('ADDED_MAX_QUANTITY', () => {
  it('names the max allowed when it is known', () => {
    expect(errorMessage('ADDED_MAX_QUANTITY', null, 'en', { max: 2 })).toBe('The maximum quantity for this item is 2.');
    expect(errorMessage('ADDED_MAX_QUANTITY', null, 'fr-fr', { max: 3 })).toBe('La quantité maximale pour cet article est de 3.');
    expect(errorMessage('ADDED_MAX_QUANTITY', null, 'de', { max: 4 })).toBe('Die Höchstmenge für diesen Artikel ist 4.');
  });

  it('falls back to the default message without a max', () => {
    expect(errorMessage('ADDED_MAX_QUANTITY', null, 'en')).toBe('You have reached the maximum quantity for this item.');
    expect(errorMessage('ADDED_MAX_QUANTITY', null, 'en', {})).toBe('You have reached the maximum quantity for this item.');
    expect(errorMessage('ADDED_MAX_QUANTITY', null, 'en', { max: '' })).toBe('You have reached the maximum quantity for this item.');
  });
});

describe('fr, de and it', () => {
  it.each(['fr', 'de', 'it'])('%s has its own words for every id', (lang) => {
    const ids = [...ALL_ERROR_IDS, ...FLASH_CODES, 'GENERIC', 'NETWORK'] as MessageKey[];
    expect(ids.filter((id) => !hasOwnMessage(id, lang))).toEqual([]);
    for (const id of COMMON) expect(errorMessage(id, null, lang)).not.toBe(errorMessage(id, null, 'en'));
  });

  it('names the max in Italian too, and a language without a catalogue reads English', () => {
    expect(errorMessage('ADDED_MAX_QUANTITY', null, 'it-it', { max: 5 })).toBe('La quantità massima per questo articolo è 5.');
    expect(errorMessage('ITEM_OOS', null, 'es-es')).toBe('this item could not be moved to cart');
    expect(hasOwnMessage('GENERIC', 'es')).toBe(false);
  });

  it('reads the language from a locale', () => {
    expect(languageOf('fr-FR')).toBe('fr');
    expect(errorMessage('GENERIC', null, 'de-de')).toBe('Etwas ist schiefgelaufen. Bitte versuche es erneut.');
    expect(errorMessage('ORD404', null, 'it-it')).toBe('Impossibile rimuovere l’articolo dal carrello. Riprova più tardi');
  });
});

describe('the fallback order', () => {
  it('is the catalogue, then the server’s message, then the generic message', () => {
    expect(errorMessage('PRM130', 'Coupon XYZ unknown', 'en')).toBe('This coupon code is not valid.');
    expect(errorMessage('SOMETHING_NEW', 'The server’s own words', 'en')).toBe('The server’s own words');
    expect(errorMessage('SOMETHING_NEW', null, 'en')).toBe('Something went wrong. Please try again.');
    expect(errorMessage('SOMETHING_NEW', null, 'fr')).toBe('Une erreur s’est produite. Veuillez réessayer.');
  });

  it('words the storefront’s own "session not available" (API503) in each language, not the server’s English', () => {
    const server = 'Your session is not available right now. Please try again.';
    expect(errorMessage('API503', server, 'en')).toBe(server);
    expect(errorMessage('API503', server, 'fr')).toBe('Votre session n’est pas disponible pour le moment. Veuillez réessayer.');
    expect(errorMessage('API503', server, 'de')).toBe('Deine Sitzung ist gerade nicht verfügbar. Bitte versuche es erneut.');
    expect(errorMessage('API503', server, 'it')).toBe('La tua sessione non è disponibile al momento. Riprova.');
  });

  it('answers the network message when nothing answered at all', () => {
    expect(errorMessage(null, null, 'en')).toMatch(/connection/);
    expect(errorMessage(null, 'Bad gateway words', 'en')).toBe('Bad gateway words');
  });

  it('keeps the server’s words for ids whose message names the field at fault (English only)', () => {
    const detail = 'address.addressLine1: Value must not be longer than 30 characters';
    expect(errorMessage('API400', detail, 'en')).toBe(detail);
    expect(errorMessage('API400', null, 'en')).toBe('This request could not be completed. Please try again.');
  });
});
