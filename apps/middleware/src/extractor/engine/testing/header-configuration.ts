// The header fields the invoices-dev README says to extract (scripts/bench/extract runs them with
// the line items too), for engine tests that check header values.
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
