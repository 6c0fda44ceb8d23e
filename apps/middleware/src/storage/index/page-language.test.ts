import { describe, expect, it } from 'vitest';

import { pageLanguages } from './page-language';

describe('pageLanguages', () => {
  it('reads each page in the language its words show', () => {
    expect(
      pageLanguages([
        'La factura del proveedor vence el lunes',
        'The invoice from the supplier is due on Monday',
        'Cláusula única',
      ]),
    ).toEqual(['es', 'en', 'es']);
  });

  it("gives a page without evidence the file's language, Spanish when the file has none", () => {
    expect(
      pageLanguages(['The annual report of the company', 'Total 1.234,56', 'and the notes']),
    ).toEqual(['en', 'en', 'en']);
    expect(pageLanguages(['Proveedor Importe', 'Acme 900'])).toEqual(['es', 'es']);
  });
});
