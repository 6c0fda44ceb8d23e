// The configuration the invoices-dev README says to run, for engine tests and the bench
// (scripts/bench/extract): its header fields, and its line-item columns.
export const HEADER_CONFIGURATION = {
  attributes: [
    { name: 'invoice_number', type: 'simple', placement: 'header' },
    { name: 'date', type: 'date', placement: 'header' },
    { name: 'issuer', type: 'simple', placement: 'header' },
    { name: 'total', type: 'number', placement: 'header' },
    { name: 'currency', type: 'simple', placement: 'header' },
    { name: 'net_total', type: 'number', placement: 'header' },
    { name: 'tax_total', type: 'number', placement: 'header' },
  ],
} as const;

/** The line-item columns of that configuration. */
export const LINE_ITEM_ATTRIBUTES = [
  { name: 'description', type: 'text', placement: 'detail' },
  { name: 'quantity', type: 'number', placement: 'detail' },
  { name: 'unit_price', type: 'number', placement: 'detail' },
  { name: 'amount', type: 'number', placement: 'detail' },
] as const;
