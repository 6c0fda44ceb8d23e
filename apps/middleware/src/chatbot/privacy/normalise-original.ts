import type { PersonalDataKind } from './personal-data-kind';

/**
 * The form under which two written originals count as the same person's data, so they share
 * one placeholder: addresses and names ignore case and spacing, identifiers and card numbers
 * their separators, phone numbers also the Spanish country code and the trunk "(0)".
 */
export function normaliseOriginal(kind: PersonalDataKind, original: string): string {
  switch (kind) {
    case 'email':
    case 'name':
      return original.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('es');
    case 'phone': {
      const digits = original.replace(/\(0\)/gu, '').replace(/\D/gu, '');
      const dialled = original.trim().startsWith('00') ? digits.slice(2) : digits;
      // +34 612 345 678 and 612 345 678 are the same line.
      return /^34[6789]\d{8}$/u.test(dialled) ? dialled.slice(2) : dialled;
    }
    case 'card':
      return original.replace(/\D/gu, '');
    case 'iban':
    case 'dni':
    case 'nie':
    case 'cif':
      return original.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
  }
}
