// A tune family of the fifth probe: an invoice as an open-source ERP prints it (Odoo's layout):
// the seller's address at the top left under its name, the customer's block at the right with its
// own VAT id under it, a large `Invoice INV/2024/00042` (`Facture FAC/…`, `Rechnung RE/…`), a row
// of labels over values (Invoice Date, Due Date, Source S00042, Reference), rows with
// `2.00 Units` and the tax as a cell (`20%`, `TVA 20%`, `19% USt.`), Untaxed Amount / VAT 20% /
// Total, payments received listed as `Paid on …` and the Amount Due, the payment communication
// sentence repeating the number, and contacts in the footer.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuOptions, lineAmountOf } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import { plainInvoice } from './probe3-parts.ts';
import { penOf } from './probe4-parts.ts';
import {
  drawAmountRows,
  rateText,
  SELLERS,
  styleOf,
  type Tongue,
  tongueOf,
  variantsOf,
} from './probe5-parts.ts';
import { digits } from './sample-data.ts';

const WORDS = {
  de: {
    prefix: 'RE',
    title: 'Rechnung',
    facts: ['Rechnungsdatum:', 'Fälligkeitsdatum:', 'Herkunft:', 'Referenz:'],
    heads: ['Beschreibung', 'Menge', 'Einzelpreis', 'Steuern', 'Betrag'],
    unit: 'Stk',
    tax: (rate: string) => `${rate} USt.`,
    net: 'Nettobetrag',
    vat: (rate: string) => `USt. ${rate}`,
    total: 'Gesamt',
    paid: 'Bezahlt am',
    due: 'Offener Betrag',
    communication: 'Bitte verwenden Sie folgende Kommunikation für Ihre Zahlung:',
    terms: 'Zahlungsbedingungen: 30 Tage netto',
    vatId: 'USt-IdNr.:',
  },
  fr: {
    prefix: 'FAC',
    title: 'Facture',
    facts: ['Date de facturation :', "Date d'échéance :", 'Origine :', 'Référence :'],
    heads: ['Description', 'Quantité', 'Prix unitaire', 'Taxes', 'Montant'],
    unit: 'Unité(s)',
    tax: (rate: string) => `TVA ${rate}`,
    net: 'Montant HT',
    vat: (rate: string) => `TVA ${rate}`,
    total: 'Total',
    paid: 'Payé le',
    due: 'Montant dû',
    communication: 'Veuillez utiliser la communication suivante pour votre paiement :',
    terms: 'Conditions de paiement : 30 jours',
    vatId: 'N° TVA :',
  },
  en: {
    prefix: 'INV',
    title: 'Invoice',
    facts: ['Invoice Date:', 'Due Date:', 'Source:', 'Reference:'],
    heads: ['Description', 'Quantity', 'Unit Price', 'Taxes', 'Amount'],
    unit: 'Units',
    tax: (rate: string) => `${rate}`,
    net: 'Untaxed Amount',
    vat: (rate: string) => `VAT ${rate}`,
    total: 'Total',
    paid: 'Paid on',
    due: 'Amount Due',
    communication: 'Please use the following communication for your payment:',
    terms: 'Payment terms: 30 Days',
    vatId: 'VAT:',
  },
} as const;

const tongueOfCountry = (options: EuOptions): Tongue =>
  options.country === 'DE' ? 'de' : options.country === 'FR' ? 'fr' : 'en';

/** An ERP's sequence number: prefix, year, five digits (`INV/2024/00042`). */
function makeErpInvoice(random: Random, options: EuOptions): EuInvoice {
  const invoice = plainInvoice(random, options, random.pick([0, 0, 0.3, 0.5]));
  const prefix = WORDS[tongueOfCountry(options)].prefix;
  const number = `${prefix}/${invoice.date.slice(0, 4)}/${String(random.int(1, 2400)).padStart(5, '0')}`;
  return { ...invoice, number };
}

function drawErpInvoice(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const tongue = tongueOf(style);
  const words = WORDS[tongue];
  const { money, day } = penOf(random, invoice, tongue);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(45, 45, seller.name, { bold: true, size: 12 });
  [seller.street, `${seller.postcode} ${seller.city}`].forEach((line, index) =>
    sheet.text(45, 60 + 11 * index, line, { size: 8 }),
  );
  sheet.rule(40, 555, 88);
  const customer = [
    buyer.name,
    buyer.street,
    `${buyer.postcode} ${buyer.city}`,
    ...(random.chance(0.6) && buyer.vatId !== undefined ? [`${words.vatId} ${buyer.vatId}`] : []),
  ];
  customer.forEach((line, index) => sheet.text(330, 120 + 12 * index, line));
  sheet.text(45, 200, `${words.title} ${invoice.number}`, { size: 18 });
  const source = `S${String(random.int(1, 9999)).padStart(5, '0')}`;
  const values = [day(invoice.date), day(invoice.dueDate), source, invoice.orderNumber];
  const shown = random.chance(0.5) ? [0, 1, 2, 3] : [0, 2, 1];
  shown.forEach((which, index) => {
    sheet.text(45 + 130 * index, 225, words.facts[which] ?? '', { bold: true, size: 8 });
    sheet.text(45 + 130 * index, 237, values[which] ?? '', { size: 9 });
  });
  cursor.y = 270;
  sheet.headings(cursor.y, [
    [45, words.heads[0]],
    [330, words.heads[1], true],
    [410, words.heads[2], true],
    [470, words.heads[3], true],
    [550, words.heads[4], true],
  ]);
  sheet.rule(40, 555, cursor.y + 5);
  cursor.y += 20;
  for (const item of invoice.items) {
    ensureRoom(random, cursor, 20);
    const quantity =
      tongue === 'en' ? item.quantity.toFixed(2) : item.quantity.toFixed(2).replace('.', ',');
    sheet.text(45, cursor.y, item.description);
    sheet.right(330, cursor.y, `${quantity} ${words.unit}`);
    sheet.right(410, cursor.y, money(item.price).replace(/ ?[€£]/u, ''));
    sheet.right(470, cursor.y, words.tax(rateText(item.rate, tongue)));
    sheet.right(550, cursor.y, money(lineAmountOf(item)));
    cursor.y += 15;
  }
  cursor.y += 6;
  ensureRoom(random, cursor, 140);
  sheet.rule(330, 555, cursor.y - 6);
  cursor.y += 8;
  const rows: [string, string, boolean?][] = [
    [words.net, money(invoice.net)],
    ...invoice.taxes.map((tax): [string, string] => [
      words.vat(rateText(tax.rate, tongue)),
      money(tax.amount),
    ]),
    [words.total, money(invoice.total), true],
  ];
  if (invoice.prepaid > 0) {
    rows.push([`${words.paid} ${day(invoice.deliveryDate)}`, money(invoice.prepaid)]);
    rows.push([words.due, money(invoice.due), true]);
  }
  drawAmountRows(cursor, rows);
  cursor.y += 16;
  drawNotes(cursor, [`${words.communication} ${invoice.number}`, words.terms]);
  const domain = (seller.name.split(' ')[0] ?? 'firma').toLowerCase().replace(/[^a-z]/gu, '');
  sheet.text(
    150,
    805,
    `+${random.pick(['49', '33', '44'])} ${digits(random, 3)} ${digits(random, 6)}   info@${domain}.example   www.${domain}.example   ${words.vatId} ${seller.vatId ?? ''}`,
    { size: 7 },
  );
  return finish(cursor, tongue);
}

export const ERP_FAMILY: EuFamily = {
  name: 'eu-erp-odoo',
  half: 'tune',
  kind: "An ERP's invoice (Odoo's layout): the seller's address at the top left, the customer's block at the right with its VAT id, Invoice INV/2024/00042 large, labels over values (Invoice Date, Due Date, Source, Reference), 2.00 Units, the tax as a cell, Untaxed Amount / VAT / Total, Paid on … and Amount Due, the payment communication, contacts in the footer",
  style: styleOf('de'),
  options: SELLERS.de,
  variants: variantsOf((tongue) => SELLERS[tongue]),
  flavours: ['facturx-en16931', 'zugferd2-en16931', 'xrechnung-cii'],
  own: { make: makeErpInvoice, draw: drawErpInvoice },
};
