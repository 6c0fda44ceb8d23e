import { describe, expect, it } from 'vitest';

import { createMaskTable } from './anonymiser';

describe('createMaskTable', () => {
  it('replaces each piece of personal data with a placeholder numbered per kind', () => {
    const table = createMaskTable();

    const masked = table.mask(
      'Sr. Juan Pérez, juan@example.es, tel. 612 345 678; Sra. Ana Gil, ana@example.es.',
    );

    expect(masked).toBe('Sr. [NAME_1], [EMAIL_1], tel. [PHONE_1]; Sra. [NAME_2], [EMAIL_2].');
    expect(table.entries()).toEqual([
      { placeholder: '[NAME_1]', kind: 'name', original: 'Juan Pérez' },
      { placeholder: '[EMAIL_1]', kind: 'email', original: 'juan@example.es' },
      { placeholder: '[PHONE_1]', kind: 'phone', original: '612 345 678' },
      { placeholder: '[NAME_2]', kind: 'name', original: 'Ana Gil' },
      { placeholder: '[EMAIL_2]', kind: 'email', original: 'ana@example.es' },
    ]);
  });

  it('gives the same original the same placeholder across turns, however it is written', () => {
    const table = createMaskTable();
    table.mask('Escriba a Juan@Example.es o llame al +34 612 345 678.');

    const second = table.mask('¿Es juan@example.es el correo y 612-345-678 el móvil?');

    expect(second).toBe('¿Es [EMAIL_1] el correo y [PHONE_1] el móvil?');
    expect(table.entries()).toHaveLength(2);
  });

  it('puts the first written form back', () => {
    const table = createMaskTable();
    table.mask('DNI 12345678Z e IBAN ES91 2100 0418 4502 0005 1332');

    expect(table.restore('El DNI [DNI_1] y la cuenta [IBAN_1] coinciden.')).toBe(
      'El DNI 12345678Z y la cuenta ES91 2100 0418 4502 0005 1332 coinciden.',
    );
  });

  it('restores placeholders the model echoed with other spacing or case', () => {
    const table = createMaskTable();
    table.mask('Dear Mr. John Smith,');

    expect(table.restore('[ name_1 ], [Name 1], [NAME-1] and NAME_1 agree.')).toBe(
      'John Smith, John Smith, John Smith and John Smith agree.',
    );
  });

  it('leaves unknown placeholders and lookalikes as written', () => {
    const table = createMaskTable();
    table.mask('Sr. Juan Pérez');

    expect(table.restore('[NAME_2], [EMAIL_1], name_1, NAME_1X')).toBe(
      '[NAME_2], [EMAIL_1], name_1, NAME_1X',
    );
  });

  it('continues from persisted entries: old placeholders keep their meaning, new ones follow', () => {
    const table = createMaskTable([
      { placeholder: '[NAME_1]', kind: 'name', original: 'Juan Pérez' },
      { placeholder: '[NAME_2]', kind: 'name', original: 'Ana Gil' },
    ]);

    expect(table.mask('Sra. Ana Gil y Sr. Luis Mora')).toBe('Sra. [NAME_2] y Sr. [NAME_3]');
    expect(table.restore('[NAME_1]')).toBe('Juan Pérez');
  });

  it('returns copies, so callers cannot change the table through them', () => {
    const persisted = {
      placeholder: '[EMAIL_1]',
      kind: 'email' as const,
      original: 'a@example.es',
    };
    const table = createMaskTable([persisted]);
    persisted.original = 'b@example.es';
    for (const entry of table.entries()) {
      entry.original = 'c@example.es';
    }

    expect(table.restore('[EMAIL_1]')).toBe('a@example.es');
  });

  it('leaves text without personal data unchanged', () => {
    const table = createMaskTable();
    const text = 'Factura 2024-00123 del 12/03/2025 por 1.234,56 € (IVA 21 %).';

    expect(table.mask(text)).toBe(text);
    expect(table.entries()).toEqual([]);
  });
});

describe('a name the table knows, written again without its title', () => {
  it('is masked with its placeholder, the longest known name first', () => {
    const table = createMaskTable();
    expect(table.mask('Firma el Sr. Juan Pérez Gómez.')).toBe('Firma el Sr. [NAME_1].');
    expect(table.mask('¿Quién es juan  pérez gómez? Juan Pérez no.')).toBe(
      '¿Quién es [NAME_1]? Juan Pérez no.',
    );
    expect(table.mask('Juanito Pérez Gómezz')).toBe('Juanito Pérez Gómezz');
  });
});
