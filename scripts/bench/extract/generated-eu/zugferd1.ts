// The invoice model as ZUGFeRD 1.0 (`CrossIndustryDocument`, namespace
// urn:ferd:CrossIndustryDocument:invoice:1p0, profiles BASIC, COMFORT, EXTENDED): every amount
// with its `currencyID`, rates as `ApplicablePercent`.
import {
  allowanceCharge,
  amount,
  dateTime,
  EXEMPTION,
  type Generation,
  headerTax,
  vatCategory,
} from './cii-parts.ts';
import type { EuInvoice, EuParty } from './model.ts';
import { lineAmountOf } from './model.ts';
import { document, element, leaf } from './xml-text.ts';

/** ZUGFeRD 1.0 CII (`urn:ferd:CrossIndustryDocument:invoice:1p0`), BASIC, COMFORT or EXTENDED. */
export function writeZugferd1(
  invoice: EuInvoice,
  profile: 'basic' | 'comfort' | 'extended',
): string {
  const currency = invoice.currency;
  const first: Generation = { percent: 'ram:ApplicablePercent', currency };
  const lines = invoice.items.map((item, index) =>
    element(
      'ram:IncludedSupplyChainTradeLineItem',
      {},
      element('ram:AssociatedDocumentLineDocument', {}, leaf('ram:LineID', index + 1)),
      profile === 'basic'
        ? undefined
        : element(
            'ram:SpecifiedSupplyChainTradeAgreement',
            {},
            element(
              'ram:GrossPriceProductTradePrice',
              {},
              amount('ram:ChargeAmount', item.price, currency),
            ),
            element(
              'ram:NetPriceProductTradePrice',
              {},
              amount('ram:ChargeAmount', item.price, currency),
            ),
          ),
      element(
        'ram:SpecifiedSupplyChainTradeDelivery',
        {},
        leaf('ram:BilledQuantity', item.quantity.toFixed(4), { unitCode: 'C62' }),
      ),
      element(
        'ram:SpecifiedSupplyChainTradeSettlement',
        {},
        profile === 'basic' ? undefined : vatCategory('ram:ApplicableTradeTax', item.rate, first),
        element(
          'ram:SpecifiedTradeSettlementMonetarySummation',
          {},
          amount('ram:LineTotalAmount', lineAmountOf(item), currency),
        ),
      ),
      element('ram:SpecifiedTradeProduct', {}, leaf('ram:Name', item.description)),
    ),
  );
  const party1 = (name: string, party: EuParty): string =>
    element(
      name,
      {},
      leaf('ram:Name', party.name),
      element(
        'ram:PostalTradeAddress',
        {},
        leaf('ram:PostcodeCode', party.postcode),
        leaf('ram:LineOne', party.street),
        leaf('ram:CityName', party.city),
        leaf('ram:CountryID', party.country),
      ),
      party.taxNumber === undefined || party.country !== 'DE'
        ? undefined
        : element(
            'ram:SpecifiedTaxRegistration',
            {},
            leaf('ram:ID', party.taxNumber, { schemeID: 'FC' }),
          ),
      party.vatId === undefined
        ? undefined
        : element(
            'ram:SpecifiedTaxRegistration',
            {},
            leaf('ram:ID', party.vatId.replaceAll(' ', ''), { schemeID: 'VA' }),
          ),
    );
  const root = element(
    'rsm:CrossIndustryDocument',
    {
      'xmlns:rsm': 'urn:ferd:CrossIndustryDocument:invoice:1p0',
      'xmlns:ram':
        'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12',
      'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15',
    },
    element(
      'rsm:SpecifiedExchangedDocumentContext',
      {},
      element(
        'ram:GuidelineSpecifiedDocumentContextParameter',
        {},
        leaf('ram:ID', `urn:ferd:CrossIndustryDocument:invoice:1p0:${profile}`),
      ),
    ),
    element(
      'rsm:HeaderExchangedDocument',
      {},
      leaf('ram:ID', invoice.number),
      leaf('ram:Name', invoice.isCreditNote ? 'GUTSCHRIFT' : 'RECHNUNG'),
      leaf('ram:TypeCode', invoice.isCreditNote ? '381' : '380'),
      dateTime('ram:IssueDateTime', invoice.date),
      invoice.isTaxExempt
        ? element('ram:IncludedNote', {}, leaf('ram:Content', EXEMPTION))
        : undefined,
    ),
    element(
      'rsm:SpecifiedSupplyChainTradeTransaction',
      {},
      element(
        'ram:ApplicableSupplyChainTradeAgreement',
        {},
        party1('ram:SellerTradeParty', invoice.seller),
        party1('ram:BuyerTradeParty', invoice.buyer),
        element('ram:BuyerOrderReferencedDocument', {}, leaf('ram:ID', invoice.orderNumber)),
      ),
      element(
        'ram:ApplicableSupplyChainTradeDelivery',
        {},
        element(
          'ram:ActualDeliverySupplyChainEvent',
          {},
          dateTime('ram:OccurrenceDateTime', invoice.deliveryDate),
        ),
      ),
      element(
        'ram:ApplicableSupplyChainTradeSettlement',
        {},
        leaf('ram:InvoiceCurrencyCode', currency),
        ...invoice.taxes.map((tax) => headerTax(tax, first)),
        ...invoice.allowances.map((entry) => allowanceCharge(entry, first)),
        element(
          'ram:SpecifiedTradePaymentTerms',
          {},
          dateTime('ram:DueDateDateTime', invoice.dueDate),
        ),
        element(
          'ram:SpecifiedTradeSettlementMonetarySummation',
          {},
          amount('ram:LineTotalAmount', invoice.lineTotal, currency),
          amount('ram:ChargeTotalAmount', invoice.chargeTotal, currency),
          amount('ram:AllowanceTotalAmount', invoice.allowanceTotal, currency),
          amount('ram:TaxBasisTotalAmount', invoice.net, currency),
          amount('ram:TaxTotalAmount', invoice.tax, currency),
          amount('ram:GrandTotalAmount', invoice.total, currency),
          invoice.prepaid === 0
            ? undefined
            : amount('ram:TotalPrepaidAmount', invoice.prepaid, currency),
          amount('ram:DuePayableAmount', invoice.due, currency),
        ),
      ),
      ...lines,
    ),
  );
  return document(root);
}
