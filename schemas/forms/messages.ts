/**
 * The validation messages of docs/requirements/errors.md#field-validation-messages, per language, keyed by the ids the
 * validators return. English is the spec's exact wording; the other languages are ours, every
 * id in each (a missing one fails the type check). A language we have no words for reads English.
 * `{n}`, `{format}`, `{date}`, `{field}` and `{pattern}` are filled from the validator's values.
 */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';
import type { FieldMessageId, FieldProblem } from './validators.ts';

type Table = Readonly<Record<FieldMessageId, string>>;

const en: Table = {
  required: 'This field is required',
  emailInvalid: 'Email is not valid',
  nameInvalid: 'Name is not valid.',
  passwordInvalid: 'Password does not meet requirements.',
  passwordRuleLength: '8 or more characters',
  passwordRuleUppercase: 'One uppercase letter',
  passwordRuleLowercase: 'One lowercase letter',
  passwordRuleNumber: 'One number',
  lengthExact: 'Value must contain exactly {n} characters',
  lengthMin: 'Value must contain at least {n} characters',
  lengthMax: 'Value must not be longer than {n} characters',
  valueMax: 'Value must not be more than {n}',
  valueMin: 'Value must not be less than {n}',
  dateInvalid: 'Date should match {format} and be a valid date.',
  dateSameOrBefore: 'Date must be same or before {date}',
  dateSameOrAfter: 'Date must be same or after {date}',
  sameAs: 'Value must be the same as {field}',
  pattern: 'Value should match {pattern}',
  phoneInvalid: 'A valid phone number is required',
  FE340: 'Passwords don’t match.',
  FE872: 'Password is too short.',
};

const fr: Table = {
  required: 'Ce champ est obligatoire',
  emailInvalid: 'L’adresse e-mail n’est pas valide',
  nameInvalid: 'Le nom n’est pas valide.',
  passwordInvalid: 'Le mot de passe ne respecte pas les exigences.',
  passwordRuleLength: '8 caractères ou plus',
  passwordRuleUppercase: 'Une lettre majuscule',
  passwordRuleLowercase: 'Une lettre minuscule',
  passwordRuleNumber: 'Un chiffre',
  lengthExact: 'La valeur doit contenir exactement {n} caractères',
  lengthMin: 'La valeur doit contenir au moins {n} caractères',
  lengthMax: 'La valeur ne doit pas dépasser {n} caractères',
  valueMax: 'La valeur ne doit pas être supérieure à {n}',
  valueMin: 'La valeur ne doit pas être inférieure à {n}',
  dateInvalid: 'La date doit respecter le format {format} et être une date valide.',
  dateSameOrBefore: 'La date doit être le {date} ou avant',
  dateSameOrAfter: 'La date doit être le {date} ou après',
  sameAs: 'La valeur doit être identique à {field}',
  pattern: 'La valeur doit correspondre à {pattern}',
  phoneInvalid: 'Un numéro de téléphone valide est requis',
  FE340: 'Les mots de passe ne correspondent pas.',
  FE872: 'Le mot de passe est trop court.',
};

const de: Table = {
  required: 'Dieses Feld ist erforderlich',
  emailInvalid: 'Die E-Mail-Adresse ist ungültig',
  nameInvalid: 'Der Name ist ungültig.',
  passwordInvalid: 'Das Passwort erfüllt die Anforderungen nicht.',
  passwordRuleLength: 'Mindestens 8 Zeichen',
  passwordRuleUppercase: 'Ein Großbuchstabe',
  passwordRuleLowercase: 'Ein Kleinbuchstabe',
  passwordRuleNumber: 'Eine Ziffer',
  lengthExact: 'Der Wert muss genau {n} Zeichen enthalten',
  lengthMin: 'Der Wert muss mindestens {n} Zeichen enthalten',
  lengthMax: 'Der Wert darf nicht länger als {n} Zeichen sein',
  valueMax: 'Der Wert darf nicht größer als {n} sein',
  valueMin: 'Der Wert darf nicht kleiner als {n} sein',
  dateInvalid: 'Das Datum muss dem Format {format} entsprechen und gültig sein.',
  dateSameOrBefore: 'Das Datum muss am oder vor dem {date} liegen',
  dateSameOrAfter: 'Das Datum muss am oder nach dem {date} liegen',
  sameAs: 'Der Wert muss mit {field} übereinstimmen',
  pattern: 'Der Wert muss {pattern} entsprechen',
  phoneInvalid: 'Eine gültige Telefonnummer ist erforderlich',
  FE340: 'Die Passwörter stimmen nicht überein.',
  FE872: 'Das Passwort ist zu kurz.',
};

const it: Table = {
  required: 'Questo campo è obbligatorio',
  emailInvalid: 'L’indirizzo email non è valido',
  nameInvalid: 'Il nome non è valido.',
  passwordInvalid: 'La password non soddisfa i requisiti.',
  passwordRuleLength: '8 o più caratteri',
  passwordRuleUppercase: 'Una lettera maiuscola',
  passwordRuleLowercase: 'Una lettera minuscola',
  passwordRuleNumber: 'Un numero',
  lengthExact: 'Il valore deve contenere esattamente {n} caratteri',
  lengthMin: 'Il valore deve contenere almeno {n} caratteri',
  lengthMax: 'Il valore non deve superare {n} caratteri',
  valueMax: 'Il valore non deve essere superiore a {n}',
  valueMin: 'Il valore non deve essere inferiore a {n}',
  dateInvalid: 'La data deve rispettare il formato {format} ed essere una data valida.',
  dateSameOrBefore: 'La data deve essere il {date} o precedente',
  dateSameOrAfter: 'La data deve essere il {date} o successiva',
  sameAs: 'Il valore deve essere uguale a {field}',
  pattern: 'Il valore deve corrispondere a {pattern}',
  phoneInvalid: 'È richiesto un numero di telefono valido',
  FE340: 'Le password non coincidono.',
  FE872: 'La password è troppo corta.',
};

/** Every message of a language (English for a language we have no words for), for a script that shows them. */
export const fieldMessages = catalogue<Table>({ en, fr, de, it });

export function fieldMessage(id: FieldMessageId, language: string): string {
  return fieldMessages(language)[id];
}

/** Puts values into a message: 'at least {n}' with { n: 2 } → 'at least 2'. Unknown names stay. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The words for a validator's answer (an id, or an id with values). */
export function fieldText(result: FieldMessageId | FieldProblem, language: string): string {
  if (typeof result === 'string') return fieldMessage(result, language);
  return fillMessage(fieldMessage(result.id, language), result.values);
}
