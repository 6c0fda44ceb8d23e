import { describe, expect, it } from 'vitest';

import { headerValuesOf } from '../testing/header-values';

describe('words a renderer split after an r (issue 16)', () => {
  it('mends the issuer of a document whose labels show the split', () => {
    expect(
      headerValuesOf([
        ['Ver käufer :', 50],
        ['Liefer ant GmbH', 50],
        ['Steuernummer : 201/113/40209', 50],
        ['Rechnungssumme ohne USt.', 300],
        ['100,00', 500, true],
        ['Steuerbetrag', 300],
        ['19,00', 500, true],
        ['Br uttosumme', 300],
        ['119,00', 500, true],
      ]),
    ).toMatchObject({ issuer: 'Lieferant GmbH', total: 119 });
  });

  it('leaves names alone where no label was split', () => {
    expect(
      headerValuesOf([
        ['Bäcker am Markt GmbH', 50],
        ['Steuernummer : 201/113/40209', 50],
        ['Gesamtbetrag', 300],
        ['119,00', 500, true],
      ]),
    ).toMatchObject({ issuer: 'Bäcker am Markt GmbH' });
  });
});
