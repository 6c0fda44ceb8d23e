// The labelled quantities a consistency check compares, and the labels each is written after,
// Spanish and English together, folded. Where labels overlap the longest wins ('total iva' is
// the tax, not the total). Generic words ('importe', 'plazo', 'fecha') are left out on purpose:
// a contract names many amounts, terms and dates with them, which are not the same quantity.

/** What a label announces. */
export type QuantityId =
  | 'total'
  | 'net'
  | 'vat'
  | 'withholding'
  | 'amount-due'
  | 'contract-price'
  | 'gross-pay'
  | 'deductions'
  | 'net-pay'
  | 'due-date'
  | 'start-date'
  | 'end-date'
  | 'duration'
  | 'payment-term'
  | 'delivery-term'
  | 'notice-period'
  | 'warranty-period';

/** How a quantity's value is written: money, a calendar day, or a length of time. */
export type ValueKind = 'amount' | 'date' | 'duration';

export type QuantityLabel = { kind: ValueKind; phrases: readonly string[] };

export const QUANTITY_LABELS: Readonly<Record<QuantityId, QuantityLabel>> = {
  total: {
    kind: 'amount',
    phrases: [
      'total',
      'importe total',
      'total factura',
      'total de la factura',
      'total importe',
      'total general',
      'invoice total',
      'grand total',
      'total amount',
    ],
  },
  net: {
    kind: 'amount',
    phrases: [
      'base imponible',
      'subtotal',
      'sub-total',
      'importe neto',
      'total neto',
      'total sin iva',
      'neto',
      'net amount',
      'net total',
      'taxable base',
      'total excl. vat',
      'total before tax',
    ],
  },
  vat: {
    kind: 'amount',
    phrases: [
      'iva',
      'i.v.a.',
      'cuota iva',
      'cuota de iva',
      'total iva',
      'importe iva',
      'igic',
      'vat',
      'vat amount',
      'total vat',
      'sales tax',
      'tax',
    ],
  },
  withholding: {
    kind: 'amount',
    phrases: ['irpf', 'retencion', 'retencion irpf', 'withholding', 'withholding tax'],
  },
  'amount-due': {
    kind: 'amount',
    phrases: [
      'total a pagar',
      'importe a pagar',
      'liquido a pagar',
      'amount due',
      'balance due',
      'total due',
      'amount payable',
    ],
  },
  'contract-price': {
    kind: 'amount',
    phrases: [
      'precio del contrato',
      'precio total',
      'importe del contrato',
      'contract price',
      'total price',
      'contract value',
    ],
  },
  'gross-pay': {
    kind: 'amount',
    phrases: [
      'total devengado',
      'salario bruto',
      'total bruto',
      'gross pay',
      'gross salary',
      'total earnings',
    ],
  },
  deductions: {
    kind: 'amount',
    phrases: ['total deducciones', 'total a deducir', 'total deductions'],
  },
  'net-pay': {
    kind: 'amount',
    phrases: [
      'liquido a percibir',
      'liquido total a percibir',
      'neto a percibir',
      'salario neto',
      'net pay',
      'net salary',
      'take home pay',
    ],
  },
  'due-date': {
    kind: 'date',
    phrases: [
      'fecha de vencimiento',
      'vencimiento',
      'fecha limite de pago',
      'due date',
      'payment due',
      'payment due date',
      'due on',
      'pay by',
    ],
  },
  'start-date': {
    kind: 'date',
    phrases: [
      'fecha de inicio',
      'fecha de comienzo',
      'fecha de entrada en vigor',
      'fecha de alta',
      'start date',
      'commencement date',
      'effective date',
    ],
  },
  'end-date': {
    kind: 'date',
    phrases: [
      'fecha de fin',
      'fecha de finalizacion',
      'fecha de terminacion',
      'fecha de expiracion',
      'fecha de baja',
      'end date',
      'expiry date',
      'expiration date',
      'termination date',
    ],
  },
  duration: {
    kind: 'duration',
    phrases: [
      'duracion',
      'vigencia',
      'plazo de duracion',
      'periodo de vigencia',
      'duration',
      'contract term',
      'initial term',
    ],
  },
  'payment-term': {
    kind: 'duration',
    phrases: ['plazo de pago', 'pago a', 'payment term', 'payment terms', 'payable within'],
  },
  'delivery-term': {
    kind: 'duration',
    phrases: ['plazo de entrega', 'delivery time', 'delivery period', 'lead time'],
  },
  'notice-period': {
    kind: 'duration',
    phrases: ['preaviso', 'plazo de preaviso', 'notice period', 'period of notice'],
  },
  'warranty-period': {
    kind: 'duration',
    phrases: ['periodo de garantia', 'plazo de garantia', 'warranty period', 'guarantee period'],
  },
};

export const QUANTITY_IDS = Object.keys(QUANTITY_LABELS) as QuantityId[];
