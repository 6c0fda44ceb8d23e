import { describe, expect, it } from 'vitest';

import {
  formatPlaceholder,
  MAX_PLACEHOLDER_LENGTH,
  placeholderKey,
  placeholderNumber,
  replacePlaceholders,
} from './placeholders';

const keys = (text: string) => {
  const seen: string[] = [];
  replacePlaceholders(text, (key, written) => {
    seen.push(`${key} ${written}`);
    return written;
  });
  return seen;
};

describe('placeholders', () => {
  it('writes and reads back the canonical form', () => {
    expect(formatPlaceholder('email', 1)).toBe('[EMAIL_1]');
    expect(formatPlaceholder('name', 12)).toBe('[NAME_12]');
    expect(placeholderNumber('[NAME_12]', 'name')).toBe(12);
    expect(placeholderNumber('[NAME_12]', 'email')).toBeUndefined();
    expect(placeholderKey('[PHONE_2]')).toBe('PHONE_2');
  });

  it('accepts bracketed echoes with other case, spaces and joiners', () => {
    expect(keys('[NAME_1] [ name_1 ] [Name 2] [NAME-3] [iban_1] [ CARD _ 4 ]')).toEqual([
      'NAME_1 [NAME_1]',
      'NAME_1 [ name_1 ]',
      'NAME_2 [Name 2]',
      'NAME_3 [NAME-3]',
      'IBAN_1 [iban_1]',
      'CARD_4 [ CARD _ 4 ]',
    ]);
  });

  it('accepts the bare upper-case form only as a whole word', () => {
    expect(keys('NAME_1 said, (EMAIL_2).')).toEqual(['NAME_1 NAME_1', 'EMAIL_2 EMAIL_2']);
    expect(keys('name_1 Name_1 XNAME_1 NAME_1X NAME_01x')).toEqual([]);
  });

  it('ignores what is too loose to be a placeholder', () => {
    expect(keys('[NAMES_1] [NAME_] [   name_1] [NAME_1234567] [USER_1]')).toEqual([]);
  });

  it('keeps every accepted form within MAX_PLACEHOLDER_LENGTH', () => {
    const longest = '[  EMAIL  _  123456  ]';
    expect(keys(longest)).toHaveLength(1);
    expect(longest.length).toBeLessThanOrEqual(MAX_PLACEHOLDER_LENGTH);
  });
});
