// The invoice model as UN/CEFACT Cross Industry Invoice, in both generations: ZUGFeRD 1.0
// (`CrossIndustryDocument`, namespace urn:ferd:CrossIndustryDocument:invoice:1p0, profiles BASIC,
// COMFORT, EXTENDED) and ZUGFeRD 2.x / Factur-X / XRechnung (`CrossIndustryInvoice` D16B,
// profiles MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED, XRechnung). Element names and order
// follow the standards' schemas, including what a reader may not use: MINIMUM and BASIC WL carry
// no lines, a tax total may be repeated in the VAT accounting currency (BT-111), allowances and
// charges at document level, prepaid and due payable amounts, one ApplicableTradeTax per rate.
import type { AllowanceCharge, EuInvoice, EuParty, EuTax } from './model.ts';
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

const ymd = (date: string): string => date.replaceAll('-', '');
const dateTime = (name: string, date: string): string =>
  element(name, {}, leaf('udt:DateTimeString', ymd(date), { format: '102' }));
const amount = (name: string, value: number, currency?: string): string =>
  leaf(name, decimal(value), currency === undefined ? {} : { currencyID: currency });
const category = (rate: number): string => (rate === 0 ? 'E' : 'S');
const EXEMPTION = 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG';

function party(name: string, party: EuParty, isMinimum: boolean, isSeller: boolean): string {
  const registrations = [
    party.vatId === undefined
      ? undefined
      : element(
          'ram:SpecifiedTaxRegistration',
          {},
          leaf('ram:ID', party.vatId.replaceAll(' ', ''), { schemeID: 'VA' }),
        ),
    party.taxNumber === undefined || !isSeller || party.country !== 'DE'
      ? undefined
      : element(
          'ram:SpecifiedTaxRegistration',
          {},
          leaf('ram:ID', party.taxNumber, { schemeID: 'FC' }),
        ),
  ];
  const siren =
    party.country === 'FR' && party.taxNumber !== undefined
      ? element(
          'ram:SpecifiedLegalOrganization',
          {},
          leaf('ram:ID', party.taxNumber.replaceAll(' ', '').slice(0, 9), { schemeID: '0002' }),
        )
      : undefined;
  const address = isMinimum
    ? element('ram:PostalTradeAddress', {}, leaf('ram:CountryID', party.country))
    : element(
        'ram:PostalTradeAddress',
        {},
        leaf('ram:PostcodeCode', party.postcode),
        leaf('ram:LineOne', party.street),
        leaf('ram:CityName', party.city),
        leaf('ram:CountryID', party.country),
      );
  return element(
    name,
    {},
    leaf('ram:Name', party.name),
    siren,
    address,
    ...(isMinimum && !isSeller ? [] : registrations),
  );
}

/** How a generation writes a rate and amounts: 2.x `RateApplicablePercent`, 1.0
 * `ApplicablePercent` with a `currencyID` on every amount. */
type Generation = {
  percent: 'ram:RateApplicablePercent' | 'ram:ApplicablePercent';
  currency?: string;
};

/** A VAT category under `name`: type, category code, rate. */
function vatCategory(name: string, rate: number, generation: Generation): string {
  return element(
    name,
    {},
    leaf('ram:TypeCode', 'VAT'),
    leaf('ram:CategoryCode', category(rate)),
    leaf(generation.percent, decimal(rate)),
  );
}

/** One rate's header tax (BG-23): amount, exemption reason at 0 %, base, category, rate. */
function headerTax(tax: EuTax, generation: Generation): string {
  return element(
    'ram:ApplicableTradeTax',
    {},
    amount('ram:CalculatedAmount', tax.amount, generation.currency),
    leaf('ram:TypeCode', 'VAT'),
    tax.rate === 0 ? leaf('ram:ExemptionReason', EXEMPTION) : undefined,
    amount('ram:BasisAmount', tax.base, generation.currency),
    leaf('ram:CategoryCode', category(tax.rate)),
    leaf(generation.percent, decimal(tax.rate)),
  );
}

/** A document-level allowance or charge (BG-20, BG-21). */
function allowanceCharge(entry: AllowanceCharge, generation: Generation): string {
  return element(
    'ram:SpecifiedTradeAllowanceCharge',
    {},
    element('ram:ChargeIndicator', {}, leaf('udt:Indicator', entry.isCharge ? 'true' : 'false')),
    amount('ram:ActualAmount', entry.amount, generation.currency),
    leaf('ram:Reason', entry.isCharge ? 'Fracht' : `Rabatt ${entry.reason}`),
    vatCategory('ram:CategoryTradeTax', entry.rate, generation),
  );
}

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
