// UN/CEFACT Cross Industry invoices to the engine's fields, in both generations: ZUGFeRD 1.0
// (`CrossIndustryDocument`, `HeaderExchangedDocument`, `ApplicableSupplyChainTrade*`, and the
// early `Invoice` draft some generators still write) and ZUGFeRD 2.x / Factur-X / XRechnung CII
// (`CrossIndustryInvoice`, `ExchangedDocument`, `ApplicableHeaderTrade*`).
import { toCents } from '@folio/core';
import { type XmlElement, find, findAll, textAt } from './xml';
import type { EInvoiceFields, EInvoiceLine } from './e-invoice';
import { ciiDate, defined, xmlNumber } from './xml-values';

/** The first path of several that has text. */
function firstText(element: XmlElement | undefined, paths: readonly string[]): string | undefined {
  for (const path of paths) {
    const text = textAt(element, path);
    if (text !== undefined) {
      return text;
    }
  }
  return undefined;
}

/** A date element: its `DateTimeString`, or its own text in the 1.0 drafts. */
function dateAt(element: XmlElement | undefined, path: string): string | undefined {
  return ciiDate(textAt(element, `${path}/DateTimeString`) ?? textAt(element, path));
}

/**
 * The amount at a name inside the header summation, in the invoice currency: a summation may
 * repeat the tax total in the accounting currency (BT-111), told apart by `currencyID`.
 */
function amountOf(
  summation: XmlElement | undefined,
  name: string,
  currency: string | undefined,
): number | undefined {
  const amounts = (summation?.children ?? []).filter((child) => child.name === name);
  const chosen =
    amounts.find(
      (amount) => currency !== undefined && amount.attributes['currencyID'] === currency,
    ) ?? amounts[0];
  return xmlNumber(chosen?.text.trim());
}

/** The seller's VAT id (`schemeID="VA"`) before its tax number (`FC`). */
function sellerTaxId(seller: XmlElement | undefined): string | undefined {
  const ids = findAll(seller, 'SpecifiedTaxRegistration/ID')
    .filter((id) => id.text.trim() !== '')
    .sort(
      (a, b) =>
        Number(b.attributes['schemeID'] === 'VA') - Number(a.attributes['schemeID'] === 'VA'),
    );
  return ids[0]?.text.trim();
}

/** The fields and lines of a CII root element, 1.0 or 2.x. */
export function readCii(root: XmlElement): { fields: EInvoiceFields; lines: EInvoiceLine[] } {
  const document = find(root, 'ExchangedDocument') ?? find(root, 'HeaderExchangedDocument');
  const seller = find(root, 'SellerTradeParty');
  const currency = textAt(root, 'InvoiceCurrencyCode');
  // 2.x names the header sum apart from the lines'; 1.0 uses one name for both, under the
  // header's `ApplicableSupplyChainTradeSettlement`.
  const summation =
    find(root, 'SpecifiedTradeSettlementHeaderMonetarySummation') ??
    find(root, 'ApplicableSupplyChainTradeSettlement/SpecifiedTradeSettlementMonetarySummation');
  const total = amountOf(summation, 'GrandTotalAmount', currency);
  const tax = amountOf(summation, 'TaxTotalAmount', currency);
  // BASIC 1.0 files may state only the line total; the net is then total minus tax.
  const net =
    amountOf(summation, 'TaxBasisTotalAmount', currency) ??
    (total !== undefined && tax !== undefined ? toCents(total - tax) : undefined) ??
    amountOf(summation, 'LineTotalAmount', currency);
  const fields = defined<EInvoiceFields>({
    invoiceNumber: textAt(document, 'ID'),
    date: dateAt(document, 'IssueDateTime'),
    dueDate: dateAt(root, 'SpecifiedTradePaymentTerms/DueDateDateTime'),
    issuer: textAt(seller, 'Name'),
    taxId: sellerTaxId(seller),
    buyer: textAt(root, 'BuyerTradeParty/Name'),
    currency,
    net,
    tax,
    total,
    amountDue: amountOf(summation, 'DuePayableAmount', currency),
    linesTotal: amountOf(summation, 'LineTotalAmount', currency),
  });
  const lines = findAll(root, 'IncludedSupplyChainTradeLineItem').map((item) =>
    defined<EInvoiceLine>({
      description: textAt(item, 'SpecifiedTradeProduct/Name'),
      quantity: xmlNumber(textAt(item, 'BilledQuantity')),
      unitPrice: xmlNumber(
        firstText(item, [
          'NetPriceProductTradePrice/ChargeAmount',
          'GrossPriceProductTradePrice/ChargeAmount',
        ]),
      ),
      amount: xmlNumber(textAt(item, 'LineTotalAmount')),
    }),
  );
  return { fields, lines };
}
