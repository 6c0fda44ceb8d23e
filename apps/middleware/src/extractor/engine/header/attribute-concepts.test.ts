import { describe, expect, it } from 'vitest';

import { conceptOf } from './attribute-concepts';

const concept = (name: string, detail?: string) =>
  conceptOf({
    name,
    type: 'text',
    placement: 'header',
    ...(detail === undefined ? {} : { detail }),
  });

describe('conceptOf', () => {
  it('understands the names a user gives the standard fields, in English, Spanish, French and German', () => {
    const expected = {
      invoiceNumber: [
        'invoice_number',
        'invoiceNumber',
        'numero_factura',
        'numero_facture',
        'Rechnung Nr',
      ],
      date: [
        'invoice_date',
        'fecha_emision',
        'date_facture',
        'Rechnungsdatum',
        'Datum',
        'receipt_date',
        'ticket_date',
      ],
      issuer: ['vendor_name', 'razon_social', 'merchant', 'store_name', 'Lieferant', 'fournisseur'],
      net: ['subtotal', 'base_imponible', 'montant_ht', 'Nettobetrag'],
      tax: ['vat_amount', 'cuota_iva', 'tva', 'montant_tva', 'MwSt', 'Umsatzsteuer'],
      total: [
        'total_amount',
        'importe_total',
        'total_ttc',
        'Gesamtbetrag',
        'receipt_total',
        'bill_amount',
      ],
      currency: ['currency_code', 'moneda', 'devise', 'Währung', 'waehrung'],
    };
    for (const [wanted, names] of Object.entries(expected)) {
      for (const name of names) {
        expect({ name, concept: concept(name) }).toEqual({ name, concept: wanted });
      }
    }
  });

  it('keeps a tax id a tax id, and leaves a field of the user’s own to its own labels', () => {
    expect(concept('numero_tva')).toBe('taxId');
    expect(concept('supplier_vat_id')).toBe('issuerTaxId');
    expect(concept('store_number')).toBeUndefined();
    expect(concept('project_code')).toBeUndefined();
  });

  it('reads the detail text when the name says nothing', () => {
    expect(concept('campo_1', 'Base imponible')).toBe('net');
  });
});
