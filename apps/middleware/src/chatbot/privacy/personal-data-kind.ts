/** The kinds of personal data the chatbot masks before text leaves for an external model. */
export type PersonalDataKind = 'email' | 'phone' | 'iban' | 'card' | 'dni' | 'nie' | 'cif' | 'name';

/** One piece of personal data in a text: `value` is `text.slice(start, end)`. */
export type PersonalDataSpan = {
  kind: PersonalDataKind;
  start: number;
  end: number;
  value: string;
};

/** Every kind, in the order placeholders list them. */
export const PERSONAL_DATA_KINDS: readonly PersonalDataKind[] = [
  'email',
  'phone',
  'iban',
  'card',
  'dni',
  'nie',
  'cif',
  'name',
];
