/**
 * The validation messages of seed 001 §5, per language, keyed by the ids the validators return.
 * English is the spec's exact wording; the other languages are ours. A language we have no
 * words for falls back to English.
 */
import type { FieldMessageId } from './validators.ts';

const MESSAGES: Readonly<Record<string, Readonly<Record<FieldMessageId, string>>>> = {
  en: {
    required: 'This field is required',
    emailInvalid: 'Email is not valid',
    nameInvalid: 'Name is not valid.',
  },
  fr: {
    required: 'Ce champ est obligatoire',
    emailInvalid: 'L’adresse e-mail n’est pas valide',
    nameInvalid: 'Le nom n’est pas valide.',
  },
  de: {
    required: 'Dieses Feld ist erforderlich',
    emailInvalid: 'Die E-Mail-Adresse ist ungültig',
    nameInvalid: 'Der Name ist ungültig.',
  },
  it: {
    required: 'Questo campo è obbligatorio',
    emailInvalid: 'L’indirizzo email non è valido',
    nameInvalid: 'Il nome non è valido.',
  },
};

export function fieldMessage(id: FieldMessageId, language: string): string {
  return (MESSAGES[language] ?? MESSAGES.en!)[id];
}

/** Every message of a language, for a browser script that must not import the whole table. */
export function fieldMessages(language: string): Readonly<Record<FieldMessageId, string>> {
  return MESSAGES[language] ?? MESSAGES.en!;
}
