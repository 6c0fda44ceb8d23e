// The invoice model as UN/CEFACT Cross Industry Invoice of ZUGFeRD 2.x / Factur-X / XRechnung
// (`CrossIndustryInvoice` D16B, profiles MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED,
// XRechnung); ZUGFeRD 1.0 is `zugferd1.ts`, what both share `cii-parts.ts`. Element names and order
// follow the standards' schemas, including what a reader may not use: MINIMUM and BASIC WL carry
// no lines, a tax total may be repeated in the VAT accounting currency (BT-111), allowances and
// charges at document level, prepaid and due payable amounts, one ApplicableTradeTax per rate.
import {
  allowanceCharge,
  amount,
  dateTime,
  EXEMPTION,
  type Generation,
  headerTax,
  party,
  vatCategory,
} from './cii-parts.ts';
import type { EuInvoice } from './model.ts';
import { lineAmountOf } from './model.ts';
import { decimal, document, element, leaf } from './xml-text.ts';

/** A 2.x profile. */
export type CiiProfile = 'minimum' | 'basicwl' | 'basic' | 'en16931' | 'extended' | 'xrechnung';

const GUIDELINES: Record<CiiProfile, string> = {
  minimum: 'urn:factur-x.eu:1p0:minimum',
  basicwl: 'urn:factur-x.eu:1p0:basicwl',
  basic: 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
  en16931: 'urn:cen.eu:en16931:2017',
  extended: 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
};

const SECOND: Generation = { percent: 'ram:RateApplicablePercent' };

/** ZUGFeRD 2.x / Factur-X / XRechnung CII. */
export function writeCii(invoice: EuInvoice, profile: CiiProfile): string {
  const isMinimum = profile === 'minimum';
  const hasLines = profile !== 'minimum' && profile !== 'basicwl';
  const currency = invoice.currency;
  const lines = hasLines
    ? invoice.items.map((item, index) =>
        element(
          'ram:IncludedSupplyChainTradeLineItem',
          {},
          element('ram:AssociatedDocumentLineDocument', {}, leaf('ram:LineID', index + 1)),
          element('ram:SpecifiedTradeProduct', {}, leaf('ram:Name', item.description)),
          element(
            'ram:SpecifiedLineTradeAgreement',
            {},
            profile === 'basic'
              ? undefined
              : element(
                  'ram:GrossPriceProductTradePrice',
                  {},
                  leaf('ram:ChargeAmount', decimal(item.price)),
                ),
            element(
              'ram:NetPriceProductTradePrice',
              {},
              leaf('ram:ChargeAmount', decimal(item.price)),
            ),
          ),
          element(
            'ram:SpecifiedLineTradeDelivery',
            {},
            leaf('ram:BilledQuantity', item.quantity.toFixed(4), { unitCode: 'C62' }),
          ),
          element(
            'ram:SpecifiedLineTradeSettlement',
            {},
            vatCategory('ram:ApplicableTradeTax', item.rate, SECOND),
            element(
              'ram:SpecifiedTradeSettlementLineMonetarySummation',
              {},
              amount('ram:LineTotalAmount', lineAmountOf(item)),
            ),
          ),
        ),
      )
    : [];
  const allowances = isMinimum
    ? []
    : invoice.allowances.map((entry) => allowanceCharge(entry, SECOND));
  const taxes = isMinimum ? [] : invoice.taxes.map((tax) => headerTax(tax, SECOND));
  const summation = element(
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
    {},
    isMinimum ? undefined : amount('ram:LineTotalAmount', invoice.lineTotal),
    isMinimum || invoice.chargeTotal === 0
      ? undefined
      : amount('ram:ChargeTotalAmount', invoice.chargeTotal),
    isMinimum || invoice.allowanceTotal === 0
      ? undefined
      : amount('ram:AllowanceTotalAmount', invoice.allowanceTotal),
    amount('ram:TaxBasisTotalAmount', invoice.net),
    amount('ram:TaxTotalAmount', invoice.tax, currency),
    invoice.taxCurrency === undefined
      ? undefined
      : amount('ram:TaxTotalAmount', invoice.taxCurrency.tax, invoice.taxCurrency.code),
    amount('ram:GrandTotalAmount', invoice.total),
    invoice.prepaid === 0 ? undefined : amount('ram:TotalPrepaidAmount', invoice.prepaid),
    amount('ram:DuePayableAmount', invoice.due),
  );
  const root = element(
    'rsm:CrossIndustryInvoice',
    {
      'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
      'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
      'xmlns:ram':
        'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
      'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
    },
    element(
      'rsm:ExchangedDocumentContext',
      {},
      profile === 'xrechnung'
        ? element(
            'ram:BusinessProcessSpecifiedDocumentContextParameter',
            {},
            leaf('ram:ID', 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'),
          )
        : undefined,
      element(
        'ram:GuidelineSpecifiedDocumentContextParameter',
        {},
        leaf('ram:ID', GUIDELINES[profile]),
      ),
    ),
    element(
      'rsm:ExchangedDocument',
      {},
      leaf('ram:ID', invoice.number),
      leaf('ram:TypeCode', invoice.isCreditNote ? '381' : '380'),
      dateTime('ram:IssueDateTime', invoice.date),
      isMinimum || !invoice.isTaxExempt
        ? undefined
        : element('ram:IncludedNote', {}, leaf('ram:Content', EXEMPTION)),
    ),
    element(
      'rsm:SupplyChainTradeTransaction',
      {},
      ...lines,
      element(
        'ram:ApplicableHeaderTradeAgreement',
        {},
        profile === 'xrechnung' || isMinimum
          ? leaf('ram:BuyerReference', invoice.customerNumber)
          : undefined,
        party('ram:SellerTradeParty', invoice.seller, isMinimum, true),
        party('ram:BuyerTradeParty', invoice.buyer, isMinimum, false),
        element(
          'ram:BuyerOrderReferencedDocument',
          {},
          leaf('ram:IssuerAssignedID', invoice.orderNumber),
        ),
      ),
      element(
        'ram:ApplicableHeaderTradeDelivery',
        {},
        isMinimum
          ? undefined
          : element(
              'ram:ActualDeliverySupplyChainEvent',
              {},
              dateTime('ram:OccurrenceDateTime', invoice.deliveryDate),
            ),
      ),
      element(
        'ram:ApplicableHeaderTradeSettlement',
        {},
        invoice.taxCurrency === undefined
          ? undefined
          : leaf('ram:TaxCurrencyCode', invoice.taxCurrency.code),
        leaf('ram:InvoiceCurrencyCode', currency),
        ...taxes,
        ...allowances,
        isMinimum
          ? undefined
          : element(
              'ram:SpecifiedTradePaymentTerms',
              {},
              dateTime('ram:DueDateDateTime', invoice.dueDate),
            ),
        summation,
        isMinimum || !invoice.isCreditNote
          ? undefined
          : element(
              'ram:InvoiceReferencedDocument',
              {},
              leaf('ram:IssuerAssignedID', invoice.correctedNumber),
            ),
      ),
    ),
  );
  return document(root);
}
