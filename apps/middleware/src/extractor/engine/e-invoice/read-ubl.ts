// OASIS UBL Invoice (XRechnung UBL, Peppol BIS) to the engine's fields.
import { type XmlElement, find, textAt } from './xml';
import type { EInvoiceFields, EInvoiceLine } from './e-invoice';
import { ciiDate, defined, xmlNumber } from './xml-values';

/** Direct child text (UBL repeats names at several depths: `ID` is everywhere). */
function childText(element: XmlElement | undefined, name: string): string | undefined {
  const text = element?.children.find((child) => child.name === name)?.text.trim();
  return text === undefined || text === '' ? undefined : text;
}

/**
 * The document's tax total in its own currency: UBL repeats `TaxTotal` for the accounting
 * currency (BT-111), told apart by the amount's `currencyID`.
 */
function taxTotalOf(root: XmlElement, currency: string | undefined): number | undefined {
  const amounts = root.children
    .filter((child) => child.name === 'TaxTotal')
    .flatMap((taxTotal) => taxTotal.children.filter((child) => child.name === 'TaxAmount'));
  const chosen =
    amounts.find(
      (amount) => currency !== undefined && amount.attributes['currencyID'] === currency,
    ) ?? amounts[0];
  return xmlNumber(chosen?.text.trim());
}

/** The fields and lines of a UBL Invoice or CreditNote element. */
export function readUbl(root: XmlElement): { fields: EInvoiceFields; lines: EInvoiceLine[] } {
  const supplier = find(root, 'AccountingSupplierParty/Party');
  const totals = find(root, 'LegalMonetaryTotal');
  const currency = childText(root, 'DocumentCurrencyCode');
  const fields = defined<EInvoiceFields>({
    invoiceNumber: childText(root, 'ID'),
    date: ciiDate(childText(root, 'IssueDate')),
    dueDate: ciiDate(childText(root, 'DueDate') ?? textAt(root, 'PaymentMeans/PaymentDueDate')),
    issuer:
      textAt(supplier, 'PartyLegalEntity/RegistrationName') ?? textAt(supplier, 'PartyName/Name'),
    taxId: textAt(supplier, 'PartyTaxScheme/CompanyID'),
    buyer:
      textAt(root, 'AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName') ??
      textAt(root, 'AccountingCustomerParty/Party/PartyName/Name'),
    currency,
    net: xmlNumber(childText(totals, 'TaxExclusiveAmount')),
    tax: taxTotalOf(root, currency),
    total: xmlNumber(childText(totals, 'TaxInclusiveAmount')),
    amountDue: xmlNumber(childText(totals, 'PayableAmount')),
    linesTotal: xmlNumber(childText(totals, 'LineExtensionAmount')),
  });
  // A credit note's lines are `CreditNoteLine` with a `CreditedQuantity`.
  const lines = root.children
    .filter((child) => child.name === 'InvoiceLine' || child.name === 'CreditNoteLine')
    .map((line) =>
      defined<EInvoiceLine>({
        description: textAt(line, 'Item/Name') ?? textAt(line, 'Item/Description'),
        quantity: xmlNumber(
          childText(line, 'InvoicedQuantity') ?? childText(line, 'CreditedQuantity'),
        ),
        unitPrice: xmlNumber(textAt(line, 'Price/PriceAmount')),
        amount: xmlNumber(childText(line, 'LineExtensionAmount')),
      }),
    );
  return { fields, lines };
}
