// Vouchers of AFIP's web form the first families did not draw (tenth pass, 2026-11-29): a Nota
// de Crédito A, B or C naming the invoice it corrects and an invoice with the "Otros tributos"
// table (Percepción IIBB, Percepción IVA) in the tune half; a Factura de Crédito Electrónica
// MiPyMEs (CBU, transfer regime) held out.
import { voucherAnswers } from './afip-voucher.ts';
import { webFormPages, webFormTotal, type OtherTax, type WebFormVoucher } from './afip-web-form.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { formatDate, padded } from './formats.ts';
import { makeInvoice, type Invoice, round } from './invoice.ts';
import type { Random } from './random.ts';

const vatOf = (invoice: Invoice): number =>
  round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0));

const COPIES = [
  ['ORIGINAL'],
  ['ORIGINAL', 'DUPLICADO'],
  ['ORIGINAL', 'DUPLICADO', 'TRIPLICADO'],
] as const;

/** The voucher's number and the parts every web-form voucher draws alike. */
function common(random: Random, invoice: Invoice) {
  return {
    invoice,
    pointOfSale: padded(random.int(1, 20), 5),
    voucher: padded(random.int(1, 3000), 8),
    style: random.pick(['plain-comma', 'plain-comma', 'dot-comma'] as const),
    copies: random.pick(COPIES),
  };
}

/** The answers of a web-form voucher: A with its net and VAT, B and C with the total alone. */
function answersOf(voucher: WebFormVoucher, taxTotal?: GeneratedInvoice['header'][string]) {
  const total = webFormTotal(voucher);
  const { invoice } = voucher;
  return voucherAnswers(invoice, `${voucher.pointOfSale}-${voucher.voucher}`, {
    total,
    ...(voucher.letter === 'A'
      ? { net_total: invoice.net, tax_total: taxTotal ?? vatOf(invoice) }
      : {}),
  });
}

const CODES = { A: '003', B: '008', C: '013' } as const;
const ISSUER_CONDITION = {
  A: 'IVA Responsable Inscripto',
  B: 'IVA Responsable Inscripto',
  C: 'Responsable Monotributo',
} as const;

/** A Nota de Crédito A, B or C: its own number, and the invoice it corrects named below. */
function creditNote(random: Random): GeneratedInvoice {
  const letter = random.pick(['A', 'B', 'C'] as const);
  const invoice = makeInvoice(random, {
    country: 'AR',
    rates: letter === 'C' ? [0] : [21, 10.5],
    isIssuerPerson: letter === 'C',
    itemCount: [1, 3],
  });
  const parts = common(random, invoice);
  const corrected = `${parts.pointOfSale}-${padded(random.int(1, 3000), 8)}`;
  const note = random.pick([
    `Comprobantes Asociados: Factura ${letter} ${corrected} del ${formatDate(invoice.orderDate, 'dd/mm/yyyy')}`,
    `Comprobante asociado: FACTURA ${letter} N° ${corrected}`,
  ]);
  const voucher: WebFormVoucher = {
    ...parts,
    letter,
    code: CODES[letter],
    title: ['NOTA DE CRÉDITO'],
    notes: [note],
    otherTaxes: [],
    buyerCondition: letter === 'A' ? 'IVA Responsable Inscripto' : 'Consumidor Final',
    issuerCondition: ISSUER_CONDITION[letter],
  };
  return { pages: webFormPages(random, voucher), ...answersOf(voucher) };
}

/** A Factura A whose "Otros tributos" table holds a gross-income perception, a VAT one, or both. */
function perceptionsInvoice(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'AR', rates: [21, 21, 10.5] });
  const parts = common(random, invoice);
  const province = random.pick(['CABA', 'Buenos Aires', 'Santa Fe', 'Córdoba']);
  const candidates: OtherTax[] = [
    {
      description: 'Percepción de Ingresos Brutos',
      detail: `Percepción IIBB ${province}`,
      rate: random.pick([1.5, 2, 3]),
      amount: 0,
    },
    { description: 'Percepción de IVA', detail: 'RG 2408', rate: 3, amount: 0 },
  ];
  const chosen = random.pick([[0], [1], [0, 1]] as const);
  const otherTaxes = chosen.map((index) => {
    const tax = candidates[index] as OtherTax;
    return { ...tax, amount: round((invoice.net * tax.rate) / 100) };
  });
  const voucher: WebFormVoucher = {
    ...parts,
    letter: 'A',
    code: '001',
    title: ['FACTURA'],
    notes: [],
    otherTaxes,
    buyerCondition: 'IVA Responsable Inscripto',
    issuerCondition: 'IVA Responsable Inscripto',
  };
  const vat = vatOf(invoice);
  const perceived = round(otherTaxes.reduce((sum, tax) => sum + tax.amount, 0));
  // The perceptions are taxes of their own (AFIP's "Otros Tributos"): either reading counts.
  return {
    pages: webFormPages(random, voucher),
    ...answersOf(voucher, [vat, round(vat + perceived)]),
  };
}

const WORDS = ['casa', 'rio', 'sol', 'mesa', 'pampa', 'norte', 'vaca', 'lago', 'tren'];

/** A Factura de Crédito Electrónica MiPyMEs: code 201 (A) or 206 (B), the issuer's CBU. */
function creditInvoice(random: Random): GeneratedInvoice {
  const letter = random.pick(['A', 'A', 'B'] as const);
  const invoice = makeInvoice(random, { country: 'AR', rates: [21, 10.5], itemCount: [2, 6] });
  const parts = common(random, invoice);
  const cbu = Array.from({ length: 22 }, () => String(random.int(0, 9))).join('');
  const alias = [random.pick(WORDS), random.pick(WORDS), random.pick(WORDS)]
    .join('.')
    .toUpperCase();
  const voucher: WebFormVoucher = {
    ...parts,
    letter,
    code: letter === 'A' ? '201' : '206',
    title: ['FACTURA DE CRÉDITO', 'ELECTRÓNICA MiPyMEs (FCE)'],
    notes: [
      `CBU del Emisor: ${cbu}`,
      `Alias CBU: ${alias}`,
      `Régimen de Transferencia: ${random.pick(['Sistema de Circulación Abierta', 'Agente de Depósito Colectivo'])}`,
    ],
    otherTaxes: [],
    buyerCondition: 'IVA Responsable Inscripto',
    issuerCondition: 'IVA Responsable Inscripto',
  };
  return { pages: webFormPages(random, voucher), ...answersOf(voucher) };
}

export const AFIP_WEB_FAMILIES: Family[] = [
  {
    name: 'afip-nota-credito',
    half: 'tune',
    kind: "AFIP web form's Nota de Crédito A/B/C, associated voucher, copies",
    make: creditNote,
  },
  {
    name: 'afip-otros-tributos',
    half: 'tune',
    kind: "AFIP web form's Factura A with Percepción IIBB / IVA in Otros tributos",
    make: perceptionsInvoice,
  },
  {
    name: 'afip-fce-mipymes',
    half: 'held',
    kind: "AFIP web form's Factura de Crédito Electrónica MiPyMEs, CBU",
    make: creditInvoice,
  },
];
