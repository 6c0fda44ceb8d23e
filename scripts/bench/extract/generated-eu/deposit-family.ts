// A held family of the fourteenth pass: French deposit and final invoices. A facture d'acompte
// bills a share of an accepted quote (one line, `Acompte de 30 % sur devis n° …`), printing the
// quote's number, date and amounts beside its own; a facture de solde bills the whole job and
// deducts the deposit invoices paid, with their numbers and dates, as lines or an HT | TVA | TTC
// table, ending in what is left to pay. The total is the document's own gross (a deposit's
// share, or the whole job's on the final invoice).
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuOptions, round } from './model.ts';
import type { PageStyle } from './page.ts';
import {
  drawBuyer,
  drawEntries,
  drawItemTable,
  drawLetterhead,
  drawNotes,
  drawSums,
  ensureRoom,
  finish,
  sellerIdsOf,
  startDocument,
  taxLines,
  type Writers,
  writersOf,
} from './probe-parts.ts';
import { makeFinalInvoice, repriced } from './probe-model.ts';
import { FRENCH_SELLER } from './sample-data.ts';

/** A deposit invoice (a share of a quote's net, one line) or a final one, half each. */
function makeDepositOrFinal(random: Random, options: EuOptions): EuInvoice {
  const final = makeFinalInvoice(random, options);
  if (random.chance(0.5)) {
    return final;
  }
  const share = random.pick([20, 30, 40, 50]);
  const quote = {
    number: `D${final.date.slice(0, 4)}-${String(random.int(10, 480))}`,
    date: addDays(final.orderDate, -random.int(5, 20)),
    net: final.net,
    tax: final.tax,
    share,
  };
  const rate = final.taxes[0]?.rate ?? 20;
  const item = {
    description: `Acompte de ${share} % sur devis n° ${quote.number}`,
    quantity: 1,
    price: round((final.net * share) / 100),
    rate,
  };
  const { earlier: _earlier, ...rest } = repriced(final, [item]);
  const date = addDays(final.orderDate, random.int(1, 6));
  return { ...rest, date, dueDate: addDays(date, 14), deliveryDate: date, quote };
}

function finalDeductions(
  invoice: EuInvoice,
  w: Writers,
  random: Random,
): [string, string, boolean?][] {
  const rows: [string, string, boolean?][] = [
    [random.pick(['Total HT', 'Montant total HT']), w.money(invoice.net)],
    ...taxLines(invoice, w, 'TVA'),
    [random.pick(['Total TTC', 'Montant TTC']), w.money(invoice.total), true],
  ];
  (invoice.earlier ?? []).forEach((part) => {
    rows.push([
      `Acompte facturé n° ${part.number} du ${w.day(part.date)}`,
      w.money(-round(part.net + part.tax)),
    ]);
  });
  rows.push([
    random.pick(['Reste à payer', 'Net à payer', 'Solde dû']),
    w.money(invoice.due),
    true,
  ]);
  return rows;
}

function finalTable(
  invoice: EuInvoice,
  w: Writers,
  random: Random,
  sheet: ReturnType<typeof startDocument>['sheet'],
  y: number,
): number {
  sheet.headings(y, [
    [45, ''],
    [360, 'HT', true],
    [450, 'TVA', true],
    [550, 'TTC', true],
  ]);
  let top = y + 16;
  const row = (label: string, net: number, tax: number, isBold = false) => {
    sheet.text(45, top, label, { bold: isBold });
    sheet.right(360, top, w.money(net), { bold: isBold });
    sheet.right(450, top, w.money(tax), { bold: isBold });
    sheet.right(550, top, w.money(round(net + tax)), { bold: isBold });
    top += 14;
  };
  row(random.pick(['Montant des travaux', 'Total de la facture']), invoice.net, invoice.tax, true);
  let net = invoice.net;
  let tax = invoice.tax;
  for (const part of invoice.earlier ?? []) {
    row(`Déduction acompte ${part.number} du ${w.day(part.date)}`, -part.net, -part.tax);
    net = round(net - part.net);
    tax = round(tax - part.tax);
  }
  row(random.pick(['Reste à payer', 'Solde']), net, tax, true);
  return top;
}

function drawDepositOrFinal(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const ids = sellerIdsOf(random, invoice, 'fr');
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { quote } = invoice;
  drawLetterhead(sheet, invoice, ids);
  drawBuyer(sheet, invoice, 45, 148, random.pick(['Client :', 'Facturé à :', '']));
  const entries: [string, string][] = [
    [random.pick(['Facture n°', 'N° de facture :']), invoice.number],
    [random.pick(['Date :', 'Date de facture :']), w.day(invoice.date)],
  ];
  if (quote !== undefined) {
    entries.push(['Devis n° :', quote.number], ['Date du devis :', w.day(quote.date)]);
    entries.push(['Bon pour accord du :', w.day(invoice.orderDate)]);
  } else {
    entries.push(
      ['Commande du :', w.day(invoice.orderDate)],
      ['Fin des travaux :', w.day(invoice.deliveryDate)],
    );
  }
  const ordered = random.chance(0.4) ? [...entries.slice(2), ...entries.slice(0, 2)] : entries;
  drawEntries(sheet, ordered, 320, 440, 148);
  const title =
    quote === undefined
      ? random.pick(['Facture de solde', 'FACTURE DE SOLDE', 'Facture finale'])
      : random.pick(["Facture d'acompte", "FACTURE D'ACOMPTE"]);
  sheet.text(45, 250, title, { bold: true, size: 16 });
  if (quote !== undefined) {
    const quoteTotal = round(quote.net + quote.tax);
    sheet.text(
      45,
      270,
      `Acompte de ${quote.share} % à la commande, selon devis n° ${quote.number} du ${w.day(quote.date)}`,
      { size: 9 },
    );
    sheet.text(
      45,
      282,
      `d'un montant de ${w.money(quote.net)} HT, soit ${w.money(quoteTotal)} TTC.`,
      { size: 9 },
    );
  }
  cursor.y = 310;
  drawItemTable(random, cursor, invoice, w);
  ensureRoom(random, cursor, 140);
  if (quote !== undefined) {
    drawSums(cursor, [
      ['Total HT', w.money(invoice.net)],
      ...taxLines(invoice, w, 'TVA'),
      [random.pick(['Total TTC', "Montant de l'acompte TTC"]), w.money(invoice.total), true],
      ['Net à payer', w.money(invoice.total), true],
    ]);
  } else if (random.chance(0.5)) {
    drawSums(cursor, finalDeductions(invoice, w, random), 240);
  } else {
    cursor.y = finalTable(invoice, w, random, cursor.sheet, cursor.y + 10);
  }
  cursor.y += 12;
  drawNotes(cursor, [
    `Date d'échéance : ${w.day(invoice.dueDate)}. Pas d'escompte pour paiement anticipé.`,
    'Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire de 40 €.',
  ]);
  cursor.sheets.forEach((page) =>
    page.text(45, 800, 'IBAN FR76 3000 4000 0312 3456 7890 143 - BIC BNPAFRPP', { size: 7 }),
  );
  return finish(cursor, 'fr');
}

const STYLE: PageStyle = {
  language: 'fr',
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['space-comma', 'dot-comma'],
  dates: ['slashed', 'words'],
  marks: ['sign-suffix', 'none', 'code'],
};

export const DEPOSIT_FAMILY: EuFamily = {
  name: 'fr-acompte-solde',
  half: 'held',
  kind: "French facture d'acompte (a share of an accepted quote, its number, date and amounts beside the invoice's) and facture de solde (the whole job, the deposit invoices deducted with their numbers and dates as lines or an HT | TVA | TTC table, the rest to pay)",
  style: STYLE,
  options: { ...FRENCH_SELLER, rates: [20], itemCount: [2, 10], creditNoteChance: 0 },
  flavours: ['facturx-en16931', 'facturx-extended', 'facturx-basicwl'],
  own: { make: makeDepositOrFinal, draw: drawDepositOrFinal },
};
