// OASIS UBL Invoice (XRechnung UBL, Peppol BIS) to the engine's fields.
import { ciiDate, xmlNumber } from './read-cii';
import { type XmlElement, find, findAll, textAt } from './xml';
import type { EInvoiceFields, EInvoiceLine } from './e-invoice';

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** Direct child text (UBL repeats names at several depths: `ID` is everywhere). */
function childText(element: XmlElement | undefined, name: string): string | undefined {
  const text = element?.children.find((child) => child.name === name)?.text.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** The fields and lines of a UBL Invoice element. */
export function readUbl(root: XmlElement): { fields: EInvoiceFields; lines: EInvoiceLine[] } {
  const supplier = find(root, 'AccountingSupplierParty/Party');
  const totals = find(root, 'LegalMonetaryTotal');
  const taxTotal = root.children.find((child) => child.name === 'TaxTotal');
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
    currency: childText(root, 'DocumentCurrencyCode'),
    net: xmlNumber(childText(totals, 'TaxExclusiveAmount')),
    tax: xmlNumber(childText(taxTotal, 'TaxAmount')),
    total: xmlNumber(childText(totals, 'TaxInclusiveAmount')),
    amountDue: xmlNumber(childText(totals, 'PayableAmount')),
  });
  const lines = findAll(root, 'InvoiceLine').map((line) =>
    defined<EInvoiceLine>({
      description: textAt(line, 'Item/Name') ?? textAt(line, 'Item/Description'),
      quantity: xmlNumber(childText(line, 'InvoicedQuantity')),
      unitPrice: xmlNumber(textAt(line, 'Price/PriceAmount')),
      amount: xmlNumber(childText(line, 'LineExtensionAmount')),
    }),
  );
  return { fields, lines };
}
