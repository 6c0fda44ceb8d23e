// UN/CEFACT Cross Industry Invoice (Factur-X, ZUGFeRD, XRechnung CII) to the engine's fields.
import { type XmlElement, findAll, textAt } from './xml';
import type { EInvoiceFields, EInvoiceLine } from './e-invoice';

/** CII dates are `yyyymmdd` (format 102); ISO text is accepted too. */
export function ciiDate(text: string | undefined): string | undefined {
  const digits = /^(\d{4})(\d{2})(\d{2})$/u.exec(text ?? '');
  if (digits !== null) {
    return `${digits[1]}-${digits[2]}-${digits[3]}`;
  }
  return /^\d{4}-\d{2}-\d{2}/u.test(text ?? '') ? text?.slice(0, 10) : undefined;
}

/** A decimal from XML (`123.45`), or undefined. */
export function xmlNumber(text: string | undefined): number | undefined {
  const value = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The fields and lines of a CrossIndustryInvoice element. */
export function readCii(root: XmlElement): { fields: EInvoiceFields; lines: EInvoiceLine[] } {
  const sum = 'SpecifiedTradeSettlementHeaderMonetarySummation';
  const fields = defined<EInvoiceFields>({
    invoiceNumber: textAt(root, 'ExchangedDocument/ID'),
    date: ciiDate(textAt(root, 'ExchangedDocument/IssueDateTime/DateTimeString')),
    dueDate: ciiDate(textAt(root, 'SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString')),
    issuer: textAt(root, 'SellerTradeParty/Name'),
    taxId: textAt(root, 'SellerTradeParty/SpecifiedTaxRegistration/ID'),
    buyer: textAt(root, 'BuyerTradeParty/Name'),
    currency: textAt(root, 'ApplicableHeaderTradeSettlement/InvoiceCurrencyCode'),
    net: xmlNumber(textAt(root, `${sum}/TaxBasisTotalAmount`)),
    tax: xmlNumber(textAt(root, `${sum}/TaxTotalAmount`)),
    total: xmlNumber(textAt(root, `${sum}/GrandTotalAmount`)),
    amountDue: xmlNumber(textAt(root, `${sum}/DuePayableAmount`)),
  });
  const lines = findAll(root, 'IncludedSupplyChainTradeLineItem').map((item) =>
    defined<EInvoiceLine>({
      description: textAt(item, 'SpecifiedTradeProduct/Name'),
      quantity: xmlNumber(textAt(item, 'SpecifiedLineTradeDelivery/BilledQuantity')),
      unitPrice: xmlNumber(textAt(item, 'NetPriceProductTradePrice/ChargeAmount')),
      amount: xmlNumber(
        textAt(item, 'SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount'),
      ),
    }),
  );
  return { fields, lines };
}
