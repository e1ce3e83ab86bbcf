import { describe, expect, it } from 'vitest';
import { agentLogin } from '../../schemas/api/auth.ts';
import {
  ASSOCIATE_ID_PATTERN,
  STORE_ID_PATTERN,
  associateStores,
  failureField,
  normaliseAssociateId,
  signedInAt,
  storesPath,
  validateAssociateId,
  validateAssociatePassword,
  validateStoreId,
} from '../../src/components/associate-login/form.ts';
import { associateLoginWords } from '../../src/components/associate-login/words.ts';

const store = (storeId: string, storeName: string, services: string[], city = 'Boulder') => ({ storeId, storeName, services, address: { city } });

describe('associate login: the stores to pick', () => {
  it('keeps only the stores that take associate sign-in, by name', () => {
    const answer = {
      stores: [
        store('1002', 'Cairn Seattle', ['pickup', 'buyInStore'], 'Seattle'),
        store('1004', 'Cairn Denver', ['pickup', 'returns']),
        store('1001', 'Cairn Boulder Flagship', ['buyInStore']),
        { storeId: 7, storeName: 'broken', services: ['buyInStore'] },
      ],
    };
    expect(associateStores(answer)).toEqual([
      { storeId: '1001', storeName: 'Cairn Boulder Flagship', city: 'Boulder' },
      { storeId: '1002', storeName: 'Cairn Seattle', city: 'Seattle' },
    ]);
  });

  it('reads an unreadable answer as no stores', () => {
    expect(associateStores(null)).toEqual([]);
    expect(associateStores({ stores: 'no' })).toEqual([]);
  });

  it('asks for the site country’s stores', () => {
    expect(storesPath('us')).toBe('/api/gateway/consumers-v3/utilities/stores?country=US');
  });
});

describe('associate login: checks before sending', () => {
  it('requires every field', () => {
    expect(validateStoreId(' ', 'x')).toBe('required');
    expect(validateAssociateId('', 'x')).toBe('required');
    expect(validateAssociatePassword('')).toBe('required');
  });

  it('says which format a typed store id or associate id needs', () => {
    expect(validateStoreId('12a', '3 to 6 digits')).toEqual({ id: 'pattern', values: { pattern: '3 to 6 digits' } });
    expect(validateStoreId(' 9999 ', 'x')).toBeNull();
    expect(validateAssociateId('e1001', 'x')).toBeNull();
    expect(validateAssociateId('E-1', 'letters')).toEqual({ id: 'pattern', values: { pattern: 'letters' } });
  });

  it('sends associate ids in capitals', () => {
    expect(normaliseAssociateId(' e1001 ')).toBe('E1001');
  });

  it('checks ids exactly as the agent-login contract does', () => {
    const { storeId, storeEmployeeId } = agentLogin.request.body.shape;
    for (const sample of ['1001', '99', '123456', '1234567', '12a4', '', ' 1001']) {
      expect(STORE_ID_PATTERN.test(sample), sample).toBe(storeId.safeParse(sample).success);
    }
    for (const sample of ['E1001', 'e1001', 'E1', 'ABCDEFGHIJKL', 'ABCDEFGHIJKLM', 'E-100']) {
      expect(ASSOCIATE_ID_PATTERN.test(sample), sample).toBe(storeEmployeeId.safeParse(sample).success);
    }
  });
});

describe('associate login: answers', () => {
  it('puts an unknown store at the store field and every other failure on the form', () => {
    expect(failureField('STR404')).toBe('store');
    expect(failureField('AUT401')).toBe('form');
    expect(failureField('AUT441')).toBe('form');
    expect(failureField(null)).toBe('form');
  });

  it('says where and as whom the associate is signed in, in each language', () => {
    const session = { storeId: '1001', storeName: 'Cairn Boulder Flagship', storeEmployeeId: 'E1001', storeEmployeeName: 'Emery Staff' };
    expect(signedInAt(associateLoginWords('en').signedInAt, session)).toBe('You are signed in at Cairn Boulder Flagship as Emery Staff');
    expect(signedInAt(associateLoginWords('fr').signedInAt, session)).toContain('Cairn Boulder Flagship');
    expect(signedInAt(associateLoginWords('de').signedInAt, { ...session, storeName: '', storeEmployeeName: '' })).toBe('Du bist in 1001 als E1001 angemeldet');
    expect(signedInAt(associateLoginWords('it-it').signedInAt, session)).toBe('Hai effettuato l’accesso presso Cairn Boulder Flagship come Emery Staff');
    expect(associateLoginWords('es').title).toBe('Associate login');
  });
});
