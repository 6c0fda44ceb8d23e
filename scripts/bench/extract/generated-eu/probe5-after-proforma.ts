// A held family of the fifth probe: the invoice that follows a pro forma paid in advance (prepayment
// by bank transfer before dispatch, as wholesalers and export sellers ask of new customers): a
// block of references where the pro forma's number and date, the order's and the delivery note's
// stand before or beside the invoice's own, a sentence naming the pro forma, the whole invoice's
// net, VAT and total, the payment received against the pro forma deducted (all of it, leaving 0,00,
// or most of it), and the rest to pay. The total answers the invoice's, not the rest.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuOptions, lineAmountOf, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawBuyer, drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
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
    title: ['Rechnung', 'Endrechnung'],
    refs: {
      customer: 'Kunden-Nr.',
      proforma: 'Proforma-Rechnung Nr.',
      proformaDate: 'Proforma vom',
      order: 'Auftrags-Nr.',
      delivery: 'Lieferschein-Nr.',
      number: 'Rechnungs-Nr.',
      date: 'Rechnungsdatum',
    },
    sentence: (pf: string, date: string) =>
      `wie in unserer Proforma-Rechnung ${pf} vom ${date} angekündigt, berechnen wir Ihnen:`,
    heads: ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag'],
    net: 'Nettobetrag',
    vat: (rate: string) => `zzgl. ${rate} MwSt.`,
    total: 'Rechnungsbetrag',
    paid: (pf: string, date: string) => `Vorauszahlung auf Proforma ${pf} vom ${date}`,
    due: 'Noch zu zahlen',
    settled: 'Der Rechnungsbetrag ist durch Ihre Vorauszahlung beglichen. Vielen Dank!',
  },
  fr: {
    title: ['Facture', 'Facture définitive'],
    refs: {
      customer: 'Code client',
      proforma: 'Facture proforma n°',
      proformaDate: 'Proforma du',
      order: 'Commande n°',
      delivery: 'Bon de livraison n°',
      number: 'Facture n°',
      date: 'Date de facture',
    },
    sentence: (pf: string, date: string) =>
      `Suite à notre facture proforma ${pf} du ${date}, nous vous facturons :`,
    heads: ['Réf.', 'Désignation', 'Qté', 'P.U. HT', 'Montant HT'],
    net: 'Total HT',
    vat: (rate: string) => `TVA ${rate}`,
    total: 'Total TTC',
    paid: (pf: string, date: string) => `Règlement reçu sur proforma ${pf} le ${date}`,
    due: 'Net à payer',
    settled: 'Facture acquittée par votre règlement anticipé. Merci.',
  },
  en: {
    title: ['Invoice', 'Final Invoice'],
    refs: {
      customer: 'Account No.',
      proforma: 'Pro forma No.',
      proformaDate: 'Pro forma date',
      order: 'Order No.',
      delivery: 'Delivery Note No.',
      number: 'Invoice No.',
      date: 'Invoice Date',
    },
    sentence: (pf: string, date: string) =>
      `Further to our pro forma invoice ${pf} dated ${date}, we have invoiced you as follows:`,
    heads: ['Line', 'Description', 'Qty', 'Unit price', 'Net'],
    net: 'Net total',
    vat: (rate: string) => `VAT @ ${rate}`,
    total: 'Invoice total',
    paid: (pf: string, date: string) => `Payment received against pro forma ${pf} on ${date}`,
    due: 'Balance due',
    settled: 'This invoice has been paid in full by your prepayment. Thank you.',
  },
} as const;

/** The invoice, paid in advance in full or all but some tens against its pro forma. */
function makeAfterProforma(random: Random, options: EuOptions): EuInvoice {
  const invoice = plainInvoice(random, options);
  const prepaid = random.chance(0.6)
    ? invoice.total
    : round(Math.floor((invoice.total * 0.8) / 10) * 10);
  return { ...invoice, prepaid, due: round(invoice.total - prepaid) };
}

function drawAfterProforma(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const tongue = tongueOf(style);
  const words = WORDS[tongue];
  const { money, day } = penOf(random, invoice, tongue);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller } = invoice;
  sheet.text(45, 50, seller.name, { bold: true, size: 14 });
  sheet.text(45, 64, `${seller.street} · ${seller.postcode} ${seller.city}`, { size: 8 });
  drawBuyer(sheet, invoice, 45, 130, '');
  const year = invoice.date.slice(0, 4);
  const proforma = random.pick([
    `PF-${year}-${String(random.int(1, 999)).padStart(4, '0')}`,
    `PRO${digits(random, 5)}`,
    `${year}${digits(random, 4)}`,
  ]);
  const proformaDate = addDays(invoice.date, -random.int(8, 30));
  const paidOn = addDays(proformaDate, random.int(2, 6));
  const refs: [string, string][] = [
    [words.refs.customer, invoice.customerNumber],
    [words.refs.proforma, proforma],
    [words.refs.proformaDate, day(proformaDate)],
    [words.refs.order, `${random.int(40000, 49999)}`],
    [words.refs.delivery, `${random.int(70000, 79999)}`],
    [words.refs.number, invoice.number],
    [words.refs.date, day(invoice.date)],
  ];
  if (random.chance(0.4)) {
    refs.unshift(...refs.splice(5, 2));
  }
  refs.forEach(([label, value], index) => {
    sheet.text(340, 120 + 12 * index, label, { size: 8 });
    sheet.right(550, 120 + 12 * index, value, { size: 8 });
  });
  sheet.text(45, 225, random.pick(words.title), { bold: true, size: 14 });
  sheet.text(45, 243, words.sentence(proforma, day(proformaDate)));
  cursor.y = 270;
  sheet.headings(cursor.y, [
    [45, words.heads[0]],
    [80, words.heads[1]],
    [360, words.heads[2], true],
    [450, words.heads[3], true],
    [550, words.heads[4], true],
  ]);
  sheet.rule(40, 555, cursor.y + 5);
  cursor.y += 20;
  invoice.items.forEach((item, index) => {
    ensureRoom(random, cursor, 20);
    sheet.text(45, cursor.y, String(index + 1));
    sheet.text(80, cursor.y, item.description);
    sheet.right(360, cursor.y, String(item.quantity));
    sheet.right(450, cursor.y, money(item.price));
    sheet.right(550, cursor.y, money(lineAmountOf(item)));
    cursor.y += 15;
  });
  sheet.rule(40, 555, cursor.y - 5);
  cursor.y += 10;
  ensureRoom(random, cursor, 160);
  drawAmountRows(cursor, [
    [words.net, money(invoice.net)],
    ...invoice.taxes.map((tax): [string, string] => [
      words.vat(rateText(tax.rate, tongue)),
      money(tax.amount),
    ]),
    [words.total, money(invoice.total), true],
  ]);
  cursor.y += 4;
  drawAmountRows(
    cursor,
    [
      [words.paid(proforma, day(paidOn)), money(-invoice.prepaid)],
      [words.due, money(invoice.due), true],
    ],
    200,
  );
  cursor.y += 16;
  drawNotes(cursor, invoice.due === 0 ? [words.settled] : []);
  sheet.text(45, 805, `${seller.vatId ?? ''} · IBAN ${seller.country}${digits(random, 20)}`, {
    size: 7,
  });
  return finish(cursor, tongue);
}

const OPTIONS = (tongue: Tongue): EuOptions => SELLERS[tongue === 'en' ? 'ie' : tongue];

export const AFTER_PROFORMA_FAMILY: EuFamily = {
  name: 'eu-after-proforma',
  half: 'held',
  kind: 'The invoice after a pro forma paid in advance: a block of references (customer, pro forma number and date, order, delivery note) before or beside its own number and date, a sentence naming the pro forma, net, VAT and total, the prepayment against the pro forma deducted (leaving 0,00 or a rest), the rest to pay',
  style: styleOf('de'),
  options: OPTIONS('de'),
  variants: variantsOf(OPTIONS),
  flavours: ['zugferd2-en16931', 'xrechnung-cii', 'facturx-en16931'],
  own: { make: makeAfterProforma, draw: drawAfterProforma },
};
