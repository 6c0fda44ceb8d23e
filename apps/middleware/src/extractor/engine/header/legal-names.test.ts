import { describe, expect, it } from 'vitest';

import { findLegalName } from './legal-names';

describe('findLegalName', () => {
  it('finds company names by their legal form, Spanish ones included', () => {
    expect(findLegalName('ACME Soluciones S.L.')?.name).toBe('ACME Soluciones S.L.');
    expect(findLegalName('Distribuciones García S.A.')?.name).toBe('Distribuciones García S.A.');
    expect(
      findLegalName('Medienpilot GmbH & Co. KG • Am Saueracker 23 • 91244 Reichenschwand')?.name,
    ).toBe('Medienpilot GmbH & Co. KG');
    expect(findLegalName('Atlassian Pty Ltd, Level 6, 341 George St')?.name).toBe(
      'Atlassian Pty Ltd',
    );
    expect(findLegalName('Purchased on Fiverr.com through Fiverr Limited')?.name).toBe(
      'Fiverr Limited',
    );
    expect(findLegalName('Coolblue B.V.')?.name).toBe('Coolblue B.V.');
  });

  it('spaces a form OCR glued to the name by a stop (generated receipts, issue 16)', () => {
    expect(findLegalName('EMPORIUM MURNI MAJU.SDN. BHD.')?.name).toBe(
      'EMPORIUM MURNI MAJU SDN. BHD.',
    );
    expect(findLegalName('MADE IN U.S.A.')?.name).toBe('MADE IN U.S.A.');
  });

  it('finds a British public company written in lower case (generated UK invoices, issue 16)', () => {
    expect(findLegalName('Harbour Print plc')?.name).toBe('Harbour Print plc');
    expect(findLegalName('Harbour Print plc · 2 Deansgate · Manchester')?.name).toBe(
      'Harbour Print plc',
    );
  });

  it('keeps a Mexican form whole, its `de` included (generated CFDI, issue 16)', () => {
    expect(findLegalName('Servicios Costa Verde S. de R.L. de C.V.')?.name).toBe(
      'Servicios Costa Verde S. de R.L. de C.V.',
    );
    expect(findLegalName('Grupo Levante S.A. de C.V.')?.name).toBe('Grupo Levante S.A. de C.V.');
    expect(findLegalName('Emitido por Talleres Norte S.A. de C.V.')?.name).toBe(
      'Talleres Norte S.A. de C.V.',
    );
  });

  it('keeps a particle opening the name, and cuts one after other words', () => {
    expect(findLegalName('De Vries Kantoor B.V.')?.name).toBe('De Vries Kantoor B.V.');
    expect(findLegalName('von Ardenne GmbH · Zur Wetterwarte 50')?.name).toBe('von Ardenne GmbH');
    expect(findLegalName('Rechnung von Müller Haustechnik GmbH')?.name).toBe(
      'Müller Haustechnik GmbH',
    );
  });

  it('leaves a label before a colon out of the name', () => {
    expect(findLegalName('Obra Social: La Segunda Cooperativa Ltda.')?.name).toBe(
      'La Segunda Cooperativa Ltda.',
    );
  });

  it('finds none in ordinary lines', () => {
    expect(findLegalName('Calle Sol 3, 41001 Sevilla')).toBeUndefined();
    expect(findLegalName('Total 1.234,56 €')).toBeUndefined();
  });
});
