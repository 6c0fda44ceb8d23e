import { describe, expect, it } from 'vitest';

import { readCii } from './read-cii';
import { eInvoiceFormat } from './read-embedded-invoice';
import { readUbl } from './read-ubl';
import { parseXml, type XmlElement } from './xml';

function rootOf(xml: string): XmlElement {
  const root = parseXml(xml);
  if (root === undefined) {
    throw new Error('not well-formed');
  }
  return root;
}

// ZUGFeRD 1.0 BASIC: header sums under ApplicableSupplyChainTradeSettlement, no net stated, a
// line's sum under the same element name as the header's.
const ZUGFERD_1 = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:HeaderExchangedDocument><ram:ID>RK-7</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20130916</udt:DateTimeString></ram:IssueDateTime>
  </rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Lieferant GmbH</ram:Name>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">201/113/40209</ram:ID></ram:SpecifiedTaxRegistration>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Kunde AG</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="EUR">-7.90</ram:LineTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">-1.12</ram:TaxTotalAmount>
        <ram:GrandTotalAmount currencyID="EUR">-8.79</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedSupplyChainTradeAgreement>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount>1.00</ram:ChargeAmount></ram:NetPriceProductTradePrice>
      </ram:SpecifiedSupplyChainTradeAgreement>
      <ram:SpecifiedSupplyChainTradeDelivery><ram:BilledQuantity unitCode="C62">-5</ram:BilledQuantity></ram:SpecifiedSupplyChainTradeDelivery>
      <ram:SpecifiedSupplyChainTradeSettlement>
        <ram:SpecifiedTradeSettlementMonetarySummation><ram:LineTotalAmount>-5.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation>
      </ram:SpecifiedSupplyChainTradeSettlement>
      <ram:SpecifiedTradeProduct><ram:Name>Zitronensäure 100ml</ram:Name></ram:SpecifiedTradeProduct>
    </ram:IncludedSupplyChainTradeLineItem>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;

// An early 1.0 draft: the root is `Invoice` in a CII namespace, and the date is bare text.
const ZUGFERD_1_DRAFT = `<rsm:Invoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CBFBUY:5">
  <rsm:HeaderExchangedDocument><ID>RE-20140519/499</ID><IssueDateTime format="102">20140519</IssueDateTime></rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ApplicableSupplyChainTradeAgreement><SellerTradeParty><Name>usegroup</Name></SellerTradeParty></ApplicableSupplyChainTradeAgreement>
    <ApplicableSupplyChainTradeSettlement><InvoiceCurrencyCode>EUR</InvoiceCurrencyCode>
      <SpecifiedTradeSettlementMonetarySummation>
        <LineTotalAmount>496.00</LineTotalAmount><TaxBasisTotalAmount>496.00</TaxBasisTotalAmount>
        <TaxTotalAmount>63.84</TaxTotalAmount><GrandTotalAmount>559.84</GrandTotalAmount>
      </SpecifiedTradeSettlementMonetarySummation>
    </ApplicableSupplyChainTradeSettlement>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:Invoice>`;

// 2.x with the tax total repeated in the accounting currency (BT-111) before the invoice's own.
const FACTUR_X = `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">
  <rsm:ExchangedDocument><ID>FX-1</ID><IssueDateTime><DateTimeString format="102">20240306</DateTimeString></IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ApplicableHeaderTradeSettlement><InvoiceCurrencyCode>USD</InvoiceCurrencyCode>
      <SpecifiedTradeSettlementHeaderMonetarySummation>
        <LineTotalAmount>100.00</LineTotalAmount><TaxBasisTotalAmount>90.00</TaxBasisTotalAmount>
        <TaxTotalAmount currencyID="EUR">16.00</TaxTotalAmount>
        <TaxTotalAmount currencyID="USD">18.00</TaxTotalAmount>
        <GrandTotalAmount>108.00</GrandTotalAmount><DuePayableAmount>108.00</DuePayableAmount>
      </SpecifiedTradeSettlementHeaderMonetarySummation>
    </ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

const UBL_CREDIT_NOTE = `<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>CN-12</cbc:ID><cbc:IssueDate>2024-05-02</cbc:IssueDate>
  <cbc:DocumentCurrencyCode>SEK</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyTaxScheme><cbc:CompanyID>SE556677889901</cbc:CompanyID></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Leverantör AB</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">2.20</cbc:TaxAmount></cac:TaxTotal>
  <cac:TaxTotal><cbc:TaxAmount currencyID="SEK">25.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="SEK">100.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="SEK">100.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="SEK">125.00</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="SEK">125.00</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:CreditNoteLine><cbc:ID>1</cbc:ID><cbc:CreditedQuantity unitCode="EA">4</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="SEK">100.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Returned chairs</cbc:Name></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="SEK">25.00</cbc:PriceAmount></cac:Price>
  </cac:CreditNoteLine>
</CreditNote>`;

describe('e-invoice readers', () => {
  it('tell CII (1.0, its Invoice draft, 2.x) from UBL by structure and namespace', () => {
    expect(eInvoiceFormat(rootOf(ZUGFERD_1))).toBe('cii');
    expect(eInvoiceFormat(rootOf(ZUGFERD_1_DRAFT))).toBe('cii');
    expect(eInvoiceFormat(rootOf(FACTUR_X))).toBe('cii');
    expect(eInvoiceFormat(rootOf(UBL_CREDIT_NOTE))).toBe('ubl');
    expect(eInvoiceFormat(rootOf('<Invoice><Note>not an e-invoice</Note></Invoice>'))).toBe(
      undefined,
    );
  });

  it('read ZUGFeRD 1.0: header sums, the net from total minus tax, the VAT id first', () => {
    const { fields, lines } = readCii(rootOf(ZUGFERD_1));
    expect(fields).toEqual({
      invoiceNumber: 'RK-7',
      date: '2013-09-16',
      issuer: 'Lieferant GmbH',
      taxId: 'DE123456789',
      buyer: 'Kunde AG',
      currency: 'EUR',
      net: -7.67,
      tax: -1.12,
      total: -8.79,
      linesTotal: -7.9,
    });
    expect(lines).toEqual([
      { description: 'Zitronensäure 100ml', quantity: -5, unitPrice: 1, amount: -5 },
    ]);
  });

  it('read the 1.0 draft whose date is the element text', () => {
    expect(readCii(rootOf(ZUGFERD_1_DRAFT)).fields).toMatchObject({
      invoiceNumber: 'RE-20140519/499',
      date: '2014-05-19',
      issuer: 'usegroup',
      net: 496,
      tax: 63.84,
      total: 559.84,
    });
  });

  it('take the tax total in the invoice currency when the accounting currency is repeated', () => {
    expect(readCii(rootOf(FACTUR_X)).fields).toMatchObject({
      currency: 'USD',
      net: 90,
      tax: 18,
      total: 108,
      amountDue: 108,
    });
    expect(readUbl(rootOf(UBL_CREDIT_NOTE)).fields.tax).toBe(25);
  });

  it('read a UBL credit note with its CreditNoteLine items', () => {
    const { fields, lines } = readUbl(rootOf(UBL_CREDIT_NOTE));
    expect(fields).toMatchObject({
      invoiceNumber: 'CN-12',
      date: '2024-05-02',
      issuer: 'Leverantör AB',
      taxId: 'SE556677889901',
      currency: 'SEK',
      net: 100,
      total: 125,
      linesTotal: 100,
    });
    expect(lines).toEqual([
      { description: 'Returned chairs', quantity: 4, unitPrice: 25, amount: 100 },
    ]);
  });
});
