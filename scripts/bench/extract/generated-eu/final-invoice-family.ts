// A tune family of the fourteenth pass: a German builder's or installer's Schlussrechnung. The
// whole job's positions are billed, then the Abschlagsrechnungen already paid are deducted, each
// with its number, its date and (as § 14 Abs. 5 UStG asks) its net and VAT: as lines under the
// total, or as a Netto | USt | Brutto table ending in what is still owed. The total is the whole
// job's gross (the corpus's `total`); the rest to pay, the deductions' dates and numbers, and the
// order, acceptance and period dates stand around it.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, round } from './model.ts';
import type { PageStyle } from './page.ts';
import {
  drawBuyer,
  drawEntries,
  drawFooter,
  drawItemTable,
  drawLetterhead,
  drawNotes,
  drawSums,
  ensureRoom,
  finish,
  sellerIdsOf,
  startDocument,
  type Writers,
  writersOf,
} from './probe-parts.ts';
import { makeFinalInvoice } from './probe-model.ts';
import { GERMAN_DATES, GERMAN_SELLER } from './sample-data.ts';

const WORKS = [
  'Baustelleneinrichtung',
  'Erdarbeiten Baugrube',
  'Mauerwerk KS 17,5 cm',
  'Stahlbetondecke C25/30',
  'Zementestrich CT-C25-F4',
  'Trockenbau Ständerwand',
  'Fliesenarbeiten Bad',
  'Gerüststellung 4 Wochen',
  'Elektroinstallation EG',
  'Dachabdichtung Bitumen',
  'Heizkörper montiert',
  'Regiestunden Facharbeiter',
];

const SITES = [
  'Neubau Einfamilienhaus, Lindenweg 4',
  'Umbau Praxisräume, Marktplatz 9',
  'Sanierung Mehrfamilienhaus, Gartenstraße 17',
  'Anbau Lagerhalle, Industriestraße 2',
];

/** The deductions as lines: each earlier invoice gross, its net and VAT in small print under it. */
function deductionLines(
  invoice: EuInvoice,
  w: Writers,
  random: Random,
): [string, string, boolean?][] {
  const rows: [string, string, boolean?][] = [
    [
      random.pick(['Gesamtleistung netto', 'Summe netto', 'Auftragssumme netto']),
      w.money(invoice.net),
    ],
    [`zzgl. ${w.rate(invoice.taxes[0]?.rate ?? 0)} USt`, w.money(invoice.tax)],
    [
      random.pick(['Gesamtbetrag brutto', 'Schlussrechnungsbetrag', 'Gesamtsumme']),
      w.money(invoice.total),
      true,
    ],
    [random.pick(['abzüglich geleisteter Abschlagszahlungen:', 'abzgl. Abschlagsrechnungen:']), ''],
  ];
  (invoice.earlier ?? []).forEach((part, index) => {
    rows.push([
      `${index + 1}. Abschlagsrechnung Nr. ${part.number} vom ${w.day(part.date)}`,
      w.money(-round(part.net + part.tax)),
    ]);
    rows.push([`   netto ${w.money(part.net)}, darin USt ${w.money(part.tax)}`, '']);
  });
  rows.push([
    random.pick(['Summe Abschlagszahlungen', 'Summe der Abschläge']),
    w.money(-invoice.prepaid),
  ]);
  rows.push([
    random.pick(['Restbetrag', 'Noch zu zahlen', 'Schlusszahlung', 'Restforderung']),
    w.money(invoice.due),
    true,
  ]);
  return rows;
}

/** The deductions as a Netto | USt | Brutto table, from the whole job to what is still owed. */
function deductionTable(
  invoice: EuInvoice,
  w: Writers,
  random: Random,
  y: number,
  sheet: ReturnType<typeof startDocument>['sheet'],
): number {
  const rate = w.rate(invoice.taxes[0]?.rate ?? 0);
  sheet.headings(y, [
    [45, ''],
    [360, 'Netto', true],
    [450, `USt ${rate}`, true],
    [550, 'Brutto', true],
  ]);
  let top = y + 16;
  const row = (label: string, net: number, tax: number, isBold = false) => {
    sheet.text(45, top, label, { bold: isBold });
    sheet.right(360, top, w.money(net), { bold: isBold });
    sheet.right(450, top, w.money(tax), { bold: isBold });
    sheet.right(550, top, w.money(round(net + tax)), { bold: isBold });
    top += 14;
  };
  row(
    random.pick(['Gesamtleistung', 'Leistung gesamt lt. Aufmaß']),
    invoice.net,
    invoice.tax,
    true,
  );
  let net = invoice.net;
  let tax = invoice.tax;
  (invoice.earlier ?? []).forEach((part, index) => {
    row(`abzgl. ${index + 1}. AR ${part.number} vom ${w.day(part.date)}`, -part.net, -part.tax);
    net = round(net - part.net);
    tax = round(tax - part.tax);
  });
  sheet.rule(300, 555, top - 4);
  row(random.pick(['Restforderung', 'Verbleibender Betrag', 'Zahlbetrag']), net, tax, true);
  return top;
}

function drawFinalInvoice(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const ids = sellerIdsOf(random, invoice, 'de');
  const cursor = startDocument(random);
  const bank = 'Bankverbindung: Volksbank, IBAN DE12 5009 0000 0001 2345 67, BIC GENODEF1XXX';
  const isLetterhead = random.chance(0.6);
  if (isLetterhead) {
    drawLetterhead(cursor.sheet, invoice, ids);
  }
  drawBuyer(
    cursor.sheet,
    invoice,
    45,
    148,
    random.pick(['Auftraggeber:', 'Bauherr:', 'Rechnungsempfänger:', '']),
  );
  const numberLabel = random.pick(['Rechnungsnummer:', 'Schlussrechnung Nr.:', 'Rechnungs-Nr.:']);
  const start = addDays(invoice.orderDate, 7);
  const entries: [string, string][] = [
    [numberLabel, invoice.number],
    [random.pick(['Rechnungsdatum:', 'Datum:']), w.day(invoice.date)],
  ];
  const others: [string, string][] = [
    ['Auftrag vom:', w.day(invoice.orderDate)],
    [random.pick(['Abnahme am:', 'Fertigstellung:']), w.day(invoice.deliveryDate)],
    ['Leistungszeitraum:', `${w.day(start)} - ${w.day(invoice.deliveryDate)}`],
    ['Kunden-Nr.:', invoice.customerNumber],
  ].filter(() => random.chance(0.6)) as [string, string][];
  const ordered = random.chance(0.4)
    ? [...others.slice(0, 1), ...entries, ...others.slice(1)]
    : [...entries, ...others];
  drawEntries(cursor.sheet, ordered, 330, 450, isLetterhead ? 148 : 100);
  cursor.sheet.text(45, 250, random.pick(['Schlussrechnung', 'SCHLUSSRECHNUNG']), {
    bold: true,
    size: 16,
  });
  cursor.sheet.text(45, 268, `Bauvorhaben: ${random.pick(SITES)}`);
  cursor.sheet.text(45, 282, 'Wir berechnen Ihnen für die ausgeführten Arbeiten gemäß Aufmaß:', {
    size: 9,
  });
  cursor.y = 310;
  drawItemTable(random, cursor, invoice, w);
  ensureRoom(random, cursor, 100 + 28 * (invoice.earlier ?? []).length);
  if (random.chance(0.5)) {
    drawSums(cursor, deductionLines(invoice, w, random), 220);
  } else {
    cursor.y = deductionTable(invoice, w, random, cursor.y + 10, cursor.sheet);
  }
  cursor.y += 14;
  ensureRoom(random, cursor, 40);
  drawNotes(cursor, [
    `Zahlbar ohne Abzug bis ${w.day(invoice.dueDate)}.`,
    'Die Gewährleistungsfrist beginnt mit dem Tag der Abnahme.',
  ]);
  cursor.sheets.forEach((sheet) => {
    if (isLetterhead) {
      sheet.text(45, 800, bank, { size: 7 });
    } else {
      drawFooter(sheet, invoice, ids, bank);
    }
  });
  return finish(cursor, 'de');
}

const STYLE: PageStyle = {
  language: 'de',
  seller: ['letterhead', 'footer'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['dot-comma'],
  dates: GERMAN_DATES,
  marks: ['none', 'sign-suffix', 'code'],
};

export const FINAL_INVOICE_FAMILY: EuFamily = {
  name: 'de-schlussrechnung',
  half: 'tune',
  kind: "German builder's Schlussrechnung: the whole job's positions and gross total, then the Abschlagsrechnungen paid deducted with their numbers, dates, net and VAT (as lines or a Netto | USt | Brutto table), ending in the rest to pay; order, acceptance and period dates beside the invoice date",
  style: STYLE,
  options: {
    ...GERMAN_SELLER,
    goods: WORKS,
    rates: [19],
    itemCount: [3, 14],
    creditNoteChance: 0,
  },
  flavours: ['xrechnung-cii', 'zugferd2-en16931', 'xrechnung-ubl', 'facturx-extended'],
  own: { make: makeFinalInvoice, draw: drawFinalInvoice },
};
