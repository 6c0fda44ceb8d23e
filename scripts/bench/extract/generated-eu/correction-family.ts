// A held family of the fourteenth pass: a German Rechnungskorrektur, Gutschrift or
// Stornorechnung. It names the invoice it corrects, number and date (in the meta block under
// labels of their own, on a `Bezug:` line, or in a sentence under the title), gives its reason
// with a return note's or a complaint's date, and prints its own number and date; half print
// their amounts negative (answered as printed, the positive reading accepted too).
import { addDays } from '../generated-es/formats.ts';
import type { Expected } from '../dataset.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { EuInvoice } from './model.ts';
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
  taxLines,
  writersOf,
} from './probe-parts.ts';
import { makeCorrection } from './probe-model.ts';
import { digits, GERMAN_DATES, GERMAN_SELLER } from './sample-data.ts';

// Whether a document prints its amounts negative: drawn from its number, so answers know it.
const isNegative = (invoice: EuInvoice): boolean =>
  [...invoice.number].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 2 === 0;

function drawCorrection(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const ids = sellerIdsOf(random, invoice, 'de');
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const sign = isNegative(invoice) ? -1 : 1;
  const original = invoice.correctedDate ?? invoice.date;
  const place = random.pick(['letterhead', 'footer']);
  if (place === 'letterhead') {
    drawLetterhead(sheet, invoice, ids);
  }
  drawBuyer(sheet, invoice, 45, 148, random.pick(['Rechnungsempfänger:', 'Kunde:', '']));
  const own: [string, string][] = [
    [random.pick(['Gutschrift-Nr.:', 'Korrektur-Nr.:', 'Beleg-Nr.:', 'Nummer:']), invoice.number],
    [random.pick(['Datum:', 'Belegdatum:', 'Ausstellungsdatum:']), w.day(invoice.date)],
  ];
  const reference = random.pick(['block', 'line', 'sentence'] as const);
  const referenced: [string, string][] =
    reference === 'block'
      ? [
          [
            random.pick(['Rechnungsnummer (Original):', 'Ursprüngliche Rechnung:']),
            invoice.correctedNumber,
          ],
          [random.pick(['Rechnungsdatum (Original):', 'Datum der Rechnung:']), w.day(original)],
        ]
      : reference === 'line'
        ? [['Bezug:', `Rechnung ${invoice.correctedNumber} vom ${w.day(original)}`]]
        : [];
  const customer: [string, string] = ['Kunden-Nr.:', invoice.customerNumber];
  const entries = random.chance(0.5)
    ? [...referenced, ...own, customer]
    : [...own, ...referenced, customer];
  drawEntries(sheet, entries, 305, 458, place === 'letterhead' ? 148 : 100);
  const title = random.pick([
    'Rechnungskorrektur',
    'Gutschrift',
    'Stornorechnung',
    'Korrekturrechnung',
  ]);
  sheet.text(45, 250, title, { bold: true, size: 16 });
  let y = 270;
  if (reference === 'sentence') {
    sheet.text(
      45,
      y,
      random.pick([
        `Korrektur zur Rechnung Nr. ${invoice.correctedNumber} vom ${w.day(original)}`,
        `Hiermit stornieren wir unsere Rechnung ${invoice.correctedNumber} vom ${w.day(original)}.`,
        `Wir schreiben Ihnen zu unserer Rechnung ${invoice.correctedNumber} vom ${w.day(original)} gut:`,
      ]),
    );
    y += 14;
  }
  const reasonDate = w.day(addDays(original, random.int(2, 4)));
  sheet.text(
    45,
    y,
    random.pick([
      `Grund: Rücksendung gemäß Retourenschein RS-${digits(random, 5)} vom ${reasonDate}`,
      `Grund: Preisminderung wegen Mängelrüge vom ${reasonDate}`,
      `Grund: Falschlieferung, Lieferschein LS-${digits(random, 6)} vom ${reasonDate}`,
    ]),
    { size: 9 },
  );
  cursor.y = y + 30;
  drawItemTable(random, cursor, invoice, w);
  ensureRoom(random, cursor, 120);
  const signed = (value: number) => w.money(sign * value);
  drawSums(cursor, [
    [random.pick(['Nettobetrag', 'Summe netto', 'Gutschrift netto']), signed(invoice.net)],
    ...taxLines(invoice, w, random.pick(['zzgl. USt.', 'MwSt.'])).map(
      ([label], index): [string, string] => [label, signed(invoice.taxes[index]?.amount ?? 0)],
    ),
    [
      random.pick(['Gutschriftsbetrag', 'Korrekturbetrag', 'Gesamtbetrag', 'Betrag brutto']),
      signed(invoice.total),
      true,
    ],
  ]);
  cursor.y += 12;
  drawNotes(cursor, [
    random.pick([
      'Der Betrag wird mit Ihrer nächsten Rechnung verrechnet.',
      `Wir überweisen den Betrag bis zum ${w.day(invoice.dueDate)} auf Ihr Konto.`,
    ]),
  ]);
  const bank = 'Bankverbindung: Commerzbank, IBAN DE44 2004 0000 0123 4567 00, BIC COBADEFFXXX';
  cursor.sheets.forEach((page) => {
    if (place === 'footer') {
      drawFooter(page, invoice, ids, bank);
    } else {
      page.text(45, 800, bank, { size: 7 });
    }
  });
  return finish(cursor, 'de');
}

/** As printed, and the positive reading. */
function correctionAnswers(invoice: EuInvoice): Record<string, Expected> {
  if (!isNegative(invoice)) {
    return {};
  }
  return {
    total: [-invoice.total, invoice.total],
    net_total: [-invoice.net, invoice.net],
    tax_total: [-invoice.tax, invoice.tax],
  };
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

export const CORRECTION_FAMILY: EuFamily = {
  name: 'de-rechnungskorrektur',
  half: 'held',
  kind: 'German Rechnungskorrektur / Gutschrift / Stornorechnung naming the corrected invoice and its date (labelled in the meta block, a Bezug: line, or a sentence under the title), a reason with a return note or complaint date, its own number and date; half with negative amounts',
  style: STYLE,
  options: { ...GERMAN_SELLER, rates: [19, 19, 7], itemCount: [1, 6], creditNoteChance: 1 },
  flavours: ['xrechnung-ubl', 'zugferd2-en16931', 'xrechnung-cii', 'zugferd1-comfort'],
  own: { make: makeCorrection, draw: drawCorrection, answers: correctionAnswers },
};
