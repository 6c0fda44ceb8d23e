// What an embedded e-invoice says, in the engine's terms.

/** Header values an e-invoice states, by the engine's concepts. */
export type EInvoiceFields = Partial<{
  invoiceNumber: string;
  date: string;
  dueDate: string;
  issuer: string;
  taxId: string;
  buyer: string;
  currency: string;
  net: number;
  tax: number;
  total: number;
  amountDue: number;
  /** The sum of the line amounts as the invoice states it, before allowances and charges. */
  linesTotal: number;
}>;

/** A line item of an e-invoice. */
export type EInvoiceLine = Partial<{
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}>;

/** An e-invoice read from a PDF attachment. */
export type EInvoice = {
  format: 'cii' | 'ubl';
  fileName: string;
  fields: EInvoiceFields;
  lines: EInvoiceLine[];
};
