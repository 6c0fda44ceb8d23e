// A tune family of the third probe: a German tradesman's bill (Handwerkerrechnung) to a private
// customer or a company: `Rechnungsnummer`, `Rechnungsdatum`, a `Leistungszeitraum` (or
// `Ausführungszeitraum`) from-to, the building site, a sentence before the positions, then
// `Nettobetrag / zzgl. 19 % MwSt. / Rechnungsbetrag`, the labour share of § 35a EStG with its
// own VAT, and Skonto terms naming another amount (the discount or what is paid with it).
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { formatEuDate } from './format.ts';
import { type EuInvoice, lineAmountOf, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawEntries, drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import {
  amountCell,
  drawSimpleTable,
  moneyOf,
  periodBefore,
  plainInvoice,
  quantityOf,
  TRADE_WORK,
  TRADES,
} from './probe3-parts.ts';
import { digits, GERMAN_STREETS, germanNumber, germanTaxNumber, germanVat } from './sample-data.ts';

const PRIVATE = [
  'Herrn Michael Schulz',
  'Frau Sabine Neumann',
  'Familie Richter',
  'Herrn Dr. Jan Wolf',
];

function drawHandwerker(random: Random, invoice: EuInvoice): ReturnType<typeof finish> {
  const money = moneyOf(invoice, 'dot-comma', random.pick(['suffix', 'suffix', 'none']));
  const isWords = random.chance(0.3);
  const day = (date: string) => formatEuDate(date, isWords ? 'words' : 'dotted', 'de');
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(45, 50, seller.name, { bold: true, size: 15 });
  sheet.text(
    45,
    66,
    random.pick(['Meisterbetrieb', 'Ihr Fachbetrieb seit 1987', 'Innungsbetrieb']),
    { size: 8 },
  );
  sheet.text(400, 50, seller.street, { size: 8 });
  sheet.text(400, 61, `${seller.postcode} ${seller.city}`, { size: 8 });
  sheet.text(400, 72, `Tel. 0${digits(random, 3)} / ${digits(random, 6)}`, { size: 8 });
  sheet.text(45, 110, `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, {
    size: 6,
  });
  const isPrivate = random.chance(0.6);
  const name = isPrivate ? random.pick(PRIVATE) : buyer.name;
  sheet.text(45, 124, name);
  sheet.text(45, 136, buyer.street);
  sheet.text(45, 148, `${buyer.postcode} ${buyer.city}`);
  const [from, to] = periodBefore(random, invoice.date);
  const isPeriod = random.chance(0.7);
  const entries: [string, string][] = [
    [random.pick(['Rechnungsnummer:', 'Rechnung Nr.:', 'Rechnungs-Nr.:']), invoice.number],
    [random.pick(['Rechnungsdatum:', 'Datum:']), day(invoice.date)],
    [random.pick(['Kundennummer:', 'Kunden-Nr.:']), invoice.customerNumber],
    isPeriod
      ? [random.pick(['Leistungszeitraum:', 'Ausführungszeitraum:']), `${day(from)} - ${day(to)}`]
      : [random.pick(['Leistungsdatum:', 'Ausführungsdatum:']), day(to)],
  ];
  if (random.chance(0.5)) {
    // The period first: the invoice's own date is not the first on the page.
    entries.unshift(entries.splice(3, 1)[0] ?? ['', '']);
  }
  drawEntries(sheet, entries, 340, 450, 124);
  sheet.text(45, 200, `Rechnung ${random.chance(0.5) ? `Nr. ${invoice.number}` : ''}`.trim(), {
    bold: true,
    size: 13,
  });
  sheet.text(
    45,
    216,
    `Bauvorhaben: ${random.pick(['Badsanierung', 'Elektroinstallation Neubau', 'Renovierung Wohnung', 'Dachreparatur'])}, ${buyer.street}, ${buyer.city}`,
  );
  cursor.y = 240;
  drawNotes(cursor, [
    isPrivate ? 'Sehr geehrte Damen und Herren,' : 'Sehr geehrte Damen und Herren,',
    `für die ${isPeriod ? `vom ${day(from)} bis ${day(to)}` : `am ${day(to)}`} ausgeführten Arbeiten erlauben wir uns zu berechnen:`,
  ]);
  cursor.y += 10;
  const quantities = random.pick(['plain', 'comma'] as const);
  drawSimpleTable(cursor, invoice, [
    { heading: 'Pos.', x: 45, cell: (_item, index) => String(index + 1) },
    {
      heading: 'Menge',
      x: 110,
      isRight: true,
      cell: (item) => quantityOf(item.quantity, quantities),
    },
    {
      heading: 'Einheit',
      x: 120,
      cell: (item) => (/Arbeitszeit/.test(item.description) ? 'Std.' : 'Stk.'),
    },
    { heading: 'Bezeichnung', x: 165, cell: (item) => item.description },
    { heading: 'Einzelpreis', x: 470, isRight: true, cell: (item) => money(item.price) },
    { heading: 'Gesamt', x: 550, isRight: true, cell: amountCell(money) },
  ]);
  ensureRoom(random, cursor, 220);
  const rate = invoice.taxes[0]?.rate ?? 19;
  const rows: [string, string, boolean][] = [
    [random.pick(['Nettobetrag', 'Summe netto', 'Netto']), money(invoice.net), false],
    [`zzgl. ${rate} % MwSt.`, money(invoice.tax), false],
    [
      random.pick(['Rechnungsbetrag', 'Gesamtbetrag', 'Rechnungsbetrag brutto']),
      money(invoice.total),
      true,
    ],
  ];
  rows.forEach(([label, value, isBold], index) => {
    cursor.sheet.text(330, cursor.y + 14 * index, label, { bold: isBold });
    cursor.sheet.right(550, cursor.y + 14 * index, value, { bold: isBold });
  });
  cursor.y += 14 * rows.length + 14;
  const labour = round(
    invoice.items
      .filter((item) => /Arbeitszeit|Anfahrt/.test(item.description))
      .reduce((sum, item) => sum + lineAmountOf(item), 0),
  );
  const notes: string[] = [];
  if (isPrivate && labour > 0) {
    const gross = round(labour * (1 + rate / 100));
    notes.push(
      `Im Rechnungsbetrag enthaltene Lohn- und Fahrtkosten gem. § 35a EStG: ${money(gross)} (darin enthaltene MwSt. ${money(round(gross - labour))}).`,
    );
  }
  const skonto = random.pick([2, 3]);
  const skontoDays = random.pick([7, 8, 10]);
  const discount = round((invoice.total * skonto) / 100);
  notes.push(
    random.pick([
      `Zahlbar innerhalb von 14 Tagen ohne Abzug. Bei Zahlung innerhalb von ${skontoDays} Tagen gewähren wir ${skonto} % Skonto (${money(discount)}).`,
      `Bei Zahlung bis zum ${day(addDays(invoice.date, skontoDays))} abzüglich ${skonto} % Skonto: ${money(round(invoice.total - discount))}. Danach netto bis ${day(invoice.dueDate)}.`,
      `Zahlungsziel: ${day(invoice.dueDate)}. ${skonto} % Skonto = ${money(discount)} bei Zahlung binnen ${skontoDays} Tagen, Zahlbetrag dann ${money(round(invoice.total - discount))}.`,
    ]),
  );
  if (isPrivate) {
    notes.push(
      'Nach § 14 Abs. 4 Nr. 9 UStG sind Sie verpflichtet, diese Rechnung zwei Jahre aufzubewahren.',
    );
  }
  notes.push('Mit freundlichen Grüßen');
  drawNotes(cursor, notes);
  cursor.sheet.text(
    45,
    795,
    `Steuernummer ${seller.taxNumber ?? ''} · USt-IdNr. ${seller.vatId ?? ''} · Handwerkskammer ${seller.city}`,
    { size: 7 },
  );
  cursor.sheet.text(
    45,
    806,
    `Sparkasse ${seller.city} · IBAN DE${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 2)} · BIC ${random.pick(['COLSDE33', 'BYLADEM1001', 'SOLADEST600'])}`,
    { size: 7 },
  );
  return finish(cursor, 'de');
}

const STYLE: PageStyle = {
  language: 'de',
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['dot-comma'],
  dates: ['dotted'],
  marks: ['sign-suffix'],
};

export const HANDWERKER_FAMILY: EuFamily = {
  name: 'de-handwerker',
  half: 'tune',
  kind: "German tradesman's bill: Rechnungsnummer, Rechnungsdatum and a Leistungszeitraum (sometimes first), the building site, Nettobetrag / zzgl. 19 % MwSt. / Rechnungsbetrag, § 35a labour costs with their VAT, Skonto naming another amount",
  style: STYLE,
  options: {
    country: 'DE',
    rates: [19],
    goods: TRADE_WORK,
    companies: TRADES,
    streets: GERMAN_STREETS,
    vatIdOf: germanVat,
    taxNumberOf: germanTaxNumber,
    numberOf: germanNumber,
    itemCount: [2, 9],
    quantities: [1, 2, 3, 4, 6, 8, 12],
  },
  flavours: ['xrechnung-cii', 'zugferd2-en16931', 'facturx-basic'],
  own: {
    make: (random, options) => plainInvoice(random, options),
    draw: (random, invoice) => drawHandwerker(random, invoice),
  },
};
