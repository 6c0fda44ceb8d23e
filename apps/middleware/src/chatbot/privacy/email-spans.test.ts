import { describe, expect, it } from 'vitest';

import { findEmails } from './email-spans';

const values = (text: string) => findEmails(text).map((span) => span.value);

describe('findEmails', () => {
  it('finds addresses with dots, plus tags, sub-domains and accents', () => {
    expect(values('Escriba a maria.lopez@example.es o a soporte+web@tienda.example.')).toEqual([
      'maria.lopez@example.es',
      'soporte+web@tienda.example',
    ]);
    expect(values('<a.b@sub.example.co.uk>')).toEqual(['a.b@sub.example.co.uk']);
    expect(values('josé@correo.example')).toEqual(['josé@correo.example']);
  });

  it('leaves out the full stop that ends a sentence', () => {
    expect(findEmails('Write to legal@example.com.')).toEqual([
      { kind: 'email', start: 9, end: 26, value: 'legal@example.com' },
    ]);
  });

  it('ignores handles and strings without a domain', () => {
    expect(values('@folio on social media, user@localhost, a@b')).toEqual([]);
  });
});
