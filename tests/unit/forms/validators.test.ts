/**
 * Form validators (docs/requirements/errors.md#field-validation-messages) and their messages: the spec's exact English strings.
 */
import { describe, expect, it } from 'vitest';
import { isBlank, validateChecked, validateEmail, validateOptionalName, validateRequired } from '../../../schemas/forms/validators.ts';
import { fieldMessage, fieldMessages } from '../../../schemas/forms/messages.ts';
import { joinDays } from '../../../schemas/forms/event-registration.ts';

describe('messages', () => {
  it('are the spec’s exact English strings', () => {
    expect(fieldMessage('required', 'en')).toBe('This field is required');
    expect(fieldMessage('emailInvalid', 'en')).toBe('Email is not valid');
    expect(fieldMessage('nameInvalid', 'en')).toBe('Name is not valid.');
  });

  it('exist in every site language, and fall back to English', () => {
    const ids = Object.keys(fieldMessages('en')).sort();
    for (const lang of ['fr', 'de', 'it']) {
      const m = fieldMessages(lang);
      expect(Object.keys(m).sort()).toEqual(ids);
      expect(m.required).not.toBe(fieldMessage('required', 'en'));
    }
    // French, German and Italian have words of their own for every message.
    for (const lang of ['fr', 'de', 'it']) for (const id of ids) expect(fieldMessages(lang)[id as 'required'], `${lang} ${id}`).not.toBe(fieldMessages('en')[id as 'required']);
    expect(fieldMessage('required', 'pt')).toBe('This field is required');
    expect(fieldMessage('passwordInvalid', 'pt')).toBe('Password does not meet requirements.');
  });
});

describe('required', () => {
  it('treats blank strings as empty', () => {
    for (const v of ['', '   ', '\t\n', null, undefined]) expect(validateRequired(v), JSON.stringify(v)).toBe('required');
    expect(isBlank(' x ')).toBe(false);
    expect(validateRequired('x')).toBeNull();
  });

  it('requires a checkbox to be ticked', () => {
    expect(validateChecked(false)).toBe('required');
    expect(validateChecked(true)).toBeNull();
  });
});

describe('email', () => {
  it('is required', () => {
    expect(validateEmail('  ')).toBe('required');
  });

  it('accepts standard addresses with a dot in the domain', () => {
    for (const v of ['hiker@example.com', ' first.last+trail@mail.example.co.uk ', 'a@b.io']) expect(validateEmail(v), v).toBeNull();
  });

  it('refuses addresses without a dot in the domain, spaces or a second @', () => {
    for (const v of ['hiker', 'hiker@', 'hiker@example', 'hi ker@example.com', 'hiker@exa mple.com', 'a@b@c.com', '@example.com', 'hiker@example.', 'hiker@.com']) {
      expect(validateEmail(v), v).toBe('emailInvalid');
    }
  });
});

describe('optional name (the plus-one guest)', () => {
  it('may be left empty', () => {
    expect(validateOptionalName('')).toBeNull();
    expect(validateOptionalName('   ')).toBeNull();
  });

  it('accepts letters (accented too), spaces, comma, dot, apostrophes, backtick and hyphen', () => {
    for (const v of ['Ada Lovelace', 'Zoë Ñúñez-García', "O'Brien", 'O’Brien', 'Jr., Sam', 'd`Arcy', 'Łukasz Żółć', 'Ng']) expect(validateOptionalName(v), v).toBeNull();
  });

  it('refuses digits and other symbols', () => {
    for (const v of ['R2-D2', 'Sam!', 'a@b.com', '<script>', 'Ada_Lovelace', 'Ada & Bob']) expect(validateOptionalName(v), v).toBe('nameInvalid');
  });
});

describe('attending days', () => {
  it('are joined by a comma and a space', () => {
    expect(joinDays(['2030-07-12', '2030-07-13'])).toBe('2030-07-12, 2030-07-13');
    expect(joinDays(['2030-07-12'])).toBe('2030-07-12');
  });
});
