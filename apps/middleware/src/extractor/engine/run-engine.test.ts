import { readPdfText } from '@folio/documents';
import { describe, expect, it } from 'vitest';

import { runBuiltInEngine } from './run-engine';
import { makeSpanishInvoice, SPANISH_CONFIGURATION } from './testing/spanish-invoice';

async function extract(pdf: Uint8Array) {
  const text = await readPdfText(pdf);
  return runBuiltInEngine({ configuration: SPANISH_CONFIGURATION, pages: text.pages, pdf });
}

describe('runBuiltInEngine on a generated Spanish invoice', () => {
  it('reads every header field, normalised, with its page and box', async () => {
    const result = await extract(await makeSpanishInvoice());
    const values = Object.fromEntries(
      Object.entries(result.fields).map(([name, field]) => [name, field.value]),
    );
    expect(values).toEqual({
      numero_factura: 'F-2024/0157',
      fecha: '2024-03-05',
      emisor: 'ACME Soluciones S.L.',
      nif_emisor: 'B12345678',
      base_imponible: 1891,
      iva: 397.11,
      total: 2288.11,
      moneda: 'EUR',
      vencimiento: '2024-04-04',
    });
    expect(result.from).toBe('layout');
    expect(result.fields['total']?.source?.page).toBe(1);
    expect(result.fields['total']?.confidence).toBeGreaterThan(0.8);
    expect(result.warnings).toEqual([]);
  });

  it('reads the "Concepto Cantidad Precio Importe" table with a two-line concept', async () => {
    const result = await extract(await makeSpanishInvoice());
    const rows = result.rows.map((row) =>
      Object.fromEntries(Object.entries(row.cells).map(([name, cell]) => [name, cell.value])),
    );
    expect(rows).toEqual([
      { concepto: 'Consultoría técnica\n(marzo de 2024)', cantidad: 10, precio: 60, importe: 600 },
      { concepto: 'Licencia anual software', cantidad: 1, precio: 1200, importe: 1200 },
      { concepto: 'Soporte remoto', cantidad: 2, precio: 45.5, importe: 91 },
    ]);
    expect(result.rows[0]?.source?.box.height).toBeGreaterThan(15);
  });

  it('checks totals with a Spanish income-tax withholding (IRPF): base + IVA - IRPF = total', async () => {
    const result = await extract(await makeSpanishInvoice({ withholdingPercent: 15 }));
    expect(result.fields['base_imponible']?.value).toBe(1891);
    expect(result.fields['iva']?.value).toBe(397.11);
    expect(result.fields['total']?.value).toBe(2004.46);
    expect(result.warnings).toEqual([]);
  });

  it('follows a table onto the next page without a repeated header', async () => {
    const items = [1, 2, 3, 4, 5].map((n) => ({
      concept: `Servicio ${n}`,
      quantity: n,
      price: 10,
    }));
    const result = await extract(await makeSpanishInvoice({ items, itemsOnFirstPage: 3 }));
    expect(result.rows.map((row) => row.cells['concepto']?.value)).toEqual(
      items.map((item) => item.concept),
    );
    expect(result.rows.map((row) => row.cells['concepto']?.source?.page)).toEqual([1, 1, 1, 2, 2]);
    expect(result.fields['total']?.value).toBe(181.5);
    expect(result.warnings).toEqual([]);
  });
});

const CII = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument><ram:ID>XML-0042</ram:ID>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240306</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedTradeProduct><ram:Name>Consultor&#237;a &amp; soporte</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>100.00</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="H87">2</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>200.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty><ram:Name>XML Seller GmbH</ram:Name></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Buyer SA</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>200.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">42.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>242.00</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

describe('runBuiltInEngine with an embedded e-invoice', () => {
  it('takes the Factur-X/ZUGFeRD XML values first and keeps page values the XML lacks', async () => {
    const result = await extract(await makeSpanishInvoice({ attachedXml: CII }));
    expect(result.from).toBe('e-invoice');
    expect(result.fields['numero_factura']).toMatchObject({
      value: 'XML-0042',
      method: 'e-invoice',
      confidence: 1,
    });
    expect(result.fields['fecha']?.value).toBe('2024-03-06');
    expect(result.fields['emisor']?.value).toBe('XML Seller GmbH');
    expect(result.fields['total']?.value).toBe(242);
    expect(result.fields['vencimiento']).toMatchObject({ value: '2024-04-04', method: 'label' });
    expect(result.rows).toEqual([
      {
        cells: {
          concepto: {
            value: 'Consultoría & soporte',
            text: 'Consultoría & soporte',
            confidence: 1,
            method: 'e-invoice',
          },
          cantidad: { value: 2, text: '2', confidence: 1, method: 'e-invoice' },
          precio: { value: 100, text: '100', confidence: 1, method: 'e-invoice' },
          importe: { value: 200, text: '200', confidence: 1, method: 'e-invoice' },
        },
      },
    ]);
  });

  it('falls back to the layout when the attachment is not an invoice', async () => {
    const result = await extract(await makeSpanishInvoice({ attachedXml: '<note>hello</note>' }));
    expect(result.from).toBe('layout');
    expect(result.fields['numero_factura']?.value).toBe('F-2024/0157');
    expect(result.warnings.map((warning) => warning.code)).toEqual(['E_INVOICE_UNREADABLE']);
  });
});
