// The invoice model as OASIS UBL 2.1, Invoice or CreditNote, in the Peppol BIS Billing 3.0 and
// XRechnung customizations: element names and order after the UBL schemas and EN 16931's UBL
// binding (one TaxTotal with its TaxSubtotals per rate, a second TaxTotal in the VAT accounting
// currency for BT-111, document-level AllowanceCharge, PrepaidAmount before PayableAmount).
import type { EuInvoice, EuParty } from './model.ts';
import { lineAmountOf } from './model.ts';
import { decimal, document, element, leaf } from './xml-text.ts';

/** The customization a UBL document claims. */
export type UblCustomization = 'peppol' | 'xrechnung';

const CUSTOMIZATIONS: Record<UblCustomization, string> = {
  peppol: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  xrechnung:
    'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0',
};

const category = (rate: number): string => (rate === 0 ? 'E' : 'S');

function taxCategory(name: string, rate: number): string {
  return element(
    name,
    {},
    leaf('cbc:ID', category(rate)),
    leaf('cbc:Percent', decimal(rate)),
    rate === 0 ? leaf('cbc:TaxExemptionReason', 'Kleinunternehmer gemäß § 19 UStG') : undefined,
    element('cac:TaxScheme', {}, leaf('cbc:ID', 'VAT')),
  );
}

function party(name: string, party: EuParty, tradeName: string | undefined): string {
  return element(
    name,
    {},
    element(
      'cac:Party',
      {},
      leaf(
        'cbc:EndpointID',
        `invoice@${party.city.toLowerCase().replaceAll(/[^a-z]/gu, '')}.example`,
        { schemeID: 'EM' },
      ),
      tradeName === undefined
        ? undefined
        : element('cac:PartyName', {}, leaf('cbc:Name', tradeName)),
      element(
        'cac:PostalAddress',
        {},
        leaf('cbc:StreetName', party.street),
        leaf('cbc:CityName', party.city),
        leaf('cbc:PostalZone', party.postcode),
        element('cac:Country', {}, leaf('cbc:IdentificationCode', party.country)),
      ),
      party.vatId === undefined
        ? undefined
        : element(
            'cac:PartyTaxScheme',
            {},
            leaf('cbc:CompanyID', party.vatId.replaceAll(' ', '')),
            element('cac:TaxScheme', {}, leaf('cbc:ID', 'VAT')),
          ),
      party.taxNumber === undefined || party.country !== 'DE'
        ? undefined
        : element(
            'cac:PartyTaxScheme',
            {},
            leaf('cbc:CompanyID', party.taxNumber),
            element('cac:TaxScheme', {}, leaf('cbc:ID', 'FC')),
          ),
      element(
        'cac:PartyLegalEntity',
        {},
        leaf('cbc:RegistrationName', party.name),
        party.taxNumber === undefined ? undefined : leaf('cbc:CompanyID', party.taxNumber),
      ),
    ),
  );
}

/** A UBL Invoice (type 380) or CreditNote (381). */
export function writeUbl(
  invoice: EuInvoice,
  customization: UblCustomization,
  tradeName?: string,
): string {
  const currency = invoice.currency;
  const money = (name: string, value: number, code: string = currency): string =>
    leaf(name, decimal(value), { currencyID: code });
  const isCredit = invoice.isCreditNote;
  const lines = invoice.items.map((item, index) =>
    element(
      isCredit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
      {},
      leaf('cbc:ID', index + 1),
      leaf(isCredit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', item.quantity, {
        unitCode: 'C62',
      }),
      money('cbc:LineExtensionAmount', lineAmountOf(item)),
      element(
        'cac:Item',
        {},
        leaf('cbc:Name', item.description),
        taxCategory('cac:ClassifiedTaxCategory', item.rate),
      ),
      element('cac:Price', {}, money('cbc:PriceAmount', item.price)),
    ),
  );
  const taxTotals = [
    element(
      'cac:TaxTotal',
      {},
      money('cbc:TaxAmount', invoice.tax),
      ...invoice.taxes.map((tax) =>
        element(
          'cac:TaxSubtotal',
          {},
          money('cbc:TaxableAmount', tax.base),
          money('cbc:TaxAmount', tax.amount),
          taxCategory('cac:TaxCategory', tax.rate),
        ),
      ),
    ),
    invoice.taxCurrency === undefined
      ? undefined
      : element(
          'cac:TaxTotal',
          {},
          money('cbc:TaxAmount', invoice.taxCurrency.tax, invoice.taxCurrency.code),
        ),
  ];
  const root = element(
    isCredit ? 'CreditNote' : 'Invoice',
    {
      xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${isCredit ? 'CreditNote' : 'Invoice'}-2`,
      'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
      'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    },
    leaf('cbc:CustomizationID', CUSTOMIZATIONS[customization]),
    leaf('cbc:ProfileID', 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'),
    leaf('cbc:ID', invoice.number),
    leaf('cbc:IssueDate', invoice.date),
    isCredit ? undefined : leaf('cbc:DueDate', invoice.dueDate),
    leaf(isCredit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', isCredit ? '381' : '380'),
    invoice.isTaxExempt
      ? leaf('cbc:Note', 'Kein Ausweis von Umsatzsteuer gemäß § 19 UStG')
      : undefined,
    leaf('cbc:DocumentCurrencyCode', currency),
    invoice.taxCurrency === undefined
      ? undefined
      : leaf('cbc:TaxCurrencyCode', invoice.taxCurrency.code),
    leaf('cbc:BuyerReference', invoice.customerNumber),
    element('cac:OrderReference', {}, leaf('cbc:ID', invoice.orderNumber)),
    isCredit
      ? element(
          'cac:BillingReference',
          {},
          element('cac:InvoiceDocumentReference', {}, leaf('cbc:ID', invoice.correctedNumber)),
        )
      : undefined,
    party('cac:AccountingSupplierParty', invoice.seller, tradeName),
    party('cac:AccountingCustomerParty', invoice.buyer, undefined),
    element('cac:Delivery', {}, leaf('cbc:ActualDeliveryDate', invoice.deliveryDate)),
    element(
      'cac:PaymentMeans',
      {},
      leaf('cbc:PaymentMeansCode', '58'),
      isCredit ? leaf('cbc:PaymentDueDate', invoice.dueDate) : undefined,
      element('cac:PayeeFinancialAccount', {}, leaf('cbc:ID', 'DE89370400440532013000')),
    ),
    ...invoice.allowances.map((entry) =>
      element(
        'cac:AllowanceCharge',
        {},
        leaf('cbc:ChargeIndicator', entry.isCharge ? 'true' : 'false'),
        leaf('cbc:AllowanceChargeReason', entry.isCharge ? 'Freight' : `Discount ${entry.reason}`),
        money('cbc:Amount', entry.amount),
        taxCategory('cac:TaxCategory', entry.rate),
      ),
    ),
    ...taxTotals,
    element(
      'cac:LegalMonetaryTotal',
      {},
      money('cbc:LineExtensionAmount', invoice.lineTotal),
      money('cbc:TaxExclusiveAmount', invoice.net),
      money('cbc:TaxInclusiveAmount', invoice.total),
      invoice.allowanceTotal === 0
        ? undefined
        : money('cbc:AllowanceTotalAmount', invoice.allowanceTotal),
      invoice.chargeTotal === 0 ? undefined : money('cbc:ChargeTotalAmount', invoice.chargeTotal),
      invoice.prepaid === 0 ? undefined : money('cbc:PrepaidAmount', invoice.prepaid),
      money('cbc:PayableAmount', invoice.due),
    ),
    ...lines,
  );
  return document(root);
}
