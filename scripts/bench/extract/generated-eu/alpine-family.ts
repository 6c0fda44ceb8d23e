// A held family of the third probe: a Swiss Rechnung with a QR-bill at its foot (`Empfangsschein`
// and `Zahlteil`: `Konto / Zahlbar an` the seller, `Zahlbar durch` the customer, `Währung Betrag`
// again), `MWST-Nr. CHE-… MWST`, `Total exkl. MWST / MWST 8.1 % / Total inkl. MWST`, amounts
// `1'234.50`; or an Austrian one: `UID-Nr. ATU…`, the Firmenbuch number, `Rechnungsnr.`,
// `Leistungszeitraum`, `Summe netto / 20 % USt / Gesamtbetrag`.
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { formatEuDate } from './format.ts';
import type { EuInvoice, EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import {
  amountCell,
  drawSimpleTable,
  moneyOf,
  periodBefore,
  plainInvoice,
  quantityOf,
} from './probe3-parts.ts';
import {
  AUSTRIAN_COMPANIES,
  AUSTRIAN_STREETS,
  digits,
  GERMAN_GOODS,
  germanNumber,
  SWISS_COMPANIES,
  SWISS_STREETS,
} from './sample-data.ts';

function drawAlpine(random: Random, invoice: EuInvoice): ReturnType<typeof finish> {
  const isSwiss = invoice.currency === 'CHF';
  const money = isSwiss
    ? moneyOf(invoice, 'apostrophe-dot', random.pick(['none', 'code-prefix']))
    : moneyOf(invoice, 'dot-comma', random.pick(['prefix', 'code-suffix', 'none']));
  const day = (date: string) => formatEuDate(date, 'dotted', 'de');
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(45, 50, seller.name, { bold: true, size: 14 });
  sheet.text(45, 66, `${seller.street}, ${seller.postcode} ${seller.city}`, { size: 8 });
  sheet.text(
    45,
    77,
    isSwiss
      ? `${random.pick(['MWST-Nr.', 'UID', 'MWST'])} ${seller.vatId ?? ''}`
      : `UID-Nr.: ${seller.vatId ?? ''} · FN ${digits(random, 6)}${random.pick(['a', 'b', 'k'])} · ${random.pick(['Landesgericht', 'Handelsgericht'])} ${seller.city}`,
    { size: 8 },
  );
  sheet.text(340, 120, buyer.name);
  sheet.text(340, 132, buyer.street);
  sheet.text(340, 144, `${buyer.postcode} ${buyer.city}`);
  sheet.text(45, 180, `Rechnung ${random.chance(0.5) ? invoice.number : ''}`.trim(), {
    bold: true,
    size: 14,
  });
  const [from, to] = periodBefore(random, invoice.date);
  const entries: [string, string][] = isSwiss
    ? [
        [random.pick(['Rechnungs-Nr.', 'Rechnungsnummer']), invoice.number],
        [random.pick(['Datum', 'Rechnungsdatum']), day(invoice.date)],
        ['Kunden-Nr.', invoice.customerNumber],
        ['Ihre Bestellung', `${invoice.orderNumber} vom ${day(invoice.orderDate)}`],
      ]
    : [
        [random.pick(['Rechnungsnr.', 'Rechnungsnummer']), invoice.number],
        ['Rechnungsdatum', day(invoice.date)],
        ['Leistungszeitraum', `${day(from)} bis ${day(to)}`],
        ['Kundennr.', invoice.customerNumber],
      ];
  entries.forEach(([label, value], index) => {
    sheet.text(45, 200 + 12 * index, label, { size: 8 });
    sheet.text(140, 200 + 12 * index, value, { size: 8 });
  });
  cursor.y = 200 + 12 * entries.length + 18;
  drawSimpleTable(cursor, invoice, [
    { heading: 'Pos', x: 45, cell: (_item, index) => String((index + 1) * 10) },
    { heading: 'Bezeichnung', x: 80, cell: (item) => item.description },
    {
      heading: 'Menge',
      x: 330,
      isRight: true,
      cell: (item) => quantityOf(item.quantity, isSwiss ? 'dot' : 'comma'),
    },
    {
      heading: isSwiss ? 'Preis' : 'Einzelpreis',
      x: 420,
      isRight: true,
      cell: (item) => money(item.price),
    },
    { heading: isSwiss ? 'Betrag' : 'Gesamt', x: 550, isRight: true, cell: amountCell(money) },
  ]);
  ensureRoom(random, cursor, 120);
  const rate = (value: number) => (isSwiss ? `${value} %` : `${String(value).replace('.', ',')} %`);
  const rows: [string, string, boolean][] = isSwiss
    ? [
        ['Total exkl. MWST', money(invoice.net), false],
        ...invoice.taxes.map((tax): [string, string, boolean] => [
          `MWST ${rate(tax.rate)} auf ${money(tax.base)}`,
          money(tax.amount),
          false,
        ]),
        [`Total inkl. MWST${random.chance(0.5) ? ' CHF' : ''}`, money(invoice.total), true],
      ]
    : [
        [random.pick(['Summe netto', 'Nettobetrag']), money(invoice.net), false],
        ...invoice.taxes.map((tax): [string, string, boolean] => [
          `${rate(tax.rate)} USt`,
          money(tax.amount),
          false,
        ]),
        [
          random.pick(['Gesamtbetrag', 'Rechnungsbetrag', 'Summe brutto']),
          money(invoice.total),
          true,
        ],
      ];
  rows.forEach(([label, value, isBold], index) => {
    cursor.sheet.text(300, cursor.y + 14 * index, label, { bold: isBold });
    cursor.sheet.right(550, cursor.y + 14 * index, value, { bold: isBold });
  });
  cursor.y += 14 * rows.length + 12;
  drawNotes(cursor, [
    isSwiss
      ? `Zahlbar innert ${random.pick([10, 30])} Tagen netto. Besten Dank für Ihren Auftrag.`
      : `Zahlbar bis ${day(invoice.dueDate)} ohne Abzug auf AT${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)}.`,
  ]);
  if (isSwiss) {
    drawQrBill(cursor, invoice, money(invoice.total), random);
  }
  return finish(cursor, 'de');
}

/** The Swiss QR-bill's receipt and payment part, the customer under `Zahlbar durch`. */
function drawQrBill(
  cursor: ReturnType<typeof startDocument>,
  invoice: EuInvoice,
  amount: string,
  random: Random,
): void {
  ensureRoom(random, cursor, 230, 810);
  const { sheet } = cursor;
  const top = Math.max(cursor.y + 20, 560);
  const iban = `CH${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 1)}`;
  const reference = `${digits(random, 2)} ${digits(random, 5)} ${digits(random, 5)} ${digits(random, 5)} ${digits(random, 5)} ${digits(random, 5)}`;
  const { seller, buyer } = invoice;
  sheet.rule(40, 555, top - 8);
  const part = (x: number, title: string, isWide: boolean) => {
    sheet.text(x, top, title, { bold: true, size: 11 });
    const lines: [string, string[]][] = [
      [
        'Konto / Zahlbar an',
        [iban, seller.name, seller.street, `${seller.postcode} ${seller.city}`],
      ],
      ['Referenz', [reference]],
      ...(isWide
        ? [['Zusätzliche Informationen', [`Rechnung ${invoice.number}`]] as [string, string[]]]
        : []),
      ['Zahlbar durch', [buyer.name, buyer.street, `${buyer.postcode} ${buyer.city}`]],
    ];
    let y = top + 18;
    for (const [label, values] of lines) {
      sheet.text(x, y, label, { bold: true, size: 7 });
      y += 10;
      for (const value of values) {
        sheet.text(x, y, value, { size: 8 });
        y += 10;
      }
      y += 4;
    }
    sheet.text(x, y + 4, 'Währung', { bold: true, size: 7 });
    sheet.text(x + 50, y + 4, 'Betrag', { bold: true, size: 7 });
    sheet.text(x, y + 15, 'CHF', { size: 8 });
    sheet.text(x + 50, y + 15, amount.replace(/^CHF /, ''), { size: 8 });
  };
  part(45, 'Empfangsschein', false);
  part(330, 'Zahlteil', true);
  cursor.y = top + 200;
}

const STYLE: PageStyle = {
  language: 'de',
  seller: ['letterhead'],
  meta: ['left'],
  summary: ['lines'],
  amounts: ['apostrophe-dot'],
  dates: ['dotted'],
  marks: ['none'],
};

const SWISS: EuOptions = {
  country: 'CH',
  currency: 'CHF',
  rates: [8.1, 8.1, 2.6],
  goods: GERMAN_GOODS,
  companies: SWISS_COMPANIES,
  streets: SWISS_STREETS,
  vatIdOf: (random) => `CHE-${digits(random, 3)}.${digits(random, 3)}.${digits(random, 3)} MWST`,
  numberOf: germanNumber,
  itemCount: [1, 7],
};

const AUSTRIAN: EuOptions = {
  country: 'AT',
  rates: [20, 20, 10],
  goods: GERMAN_GOODS,
  companies: AUSTRIAN_COMPANIES,
  streets: AUSTRIAN_STREETS,
  vatIdOf: (random) => `ATU${digits(random, 8)}`,
  numberOf: germanNumber,
  itemCount: [1, 7],
};

export const ALPINE_FAMILY: EuFamily = {
  name: 'ch-at-qr-rechnung',
  half: 'held',
  kind: "Swiss Rechnung with a QR-bill (Empfangsschein / Zahlteil, Zahlbar durch the customer), MWST-Nr. CHE-…, MWST 8.1 % auf …, Total inkl. MWST, 1'234.50; or Austrian with UID-Nr. ATU…, FN, Leistungszeitraum, Summe netto / 20 % USt / Gesamtbetrag",
  style: STYLE,
  options: SWISS,
  variants: [
    { style: STYLE, options: SWISS },
    { style: { ...STYLE, amounts: ['dot-comma'] }, options: AUSTRIAN },
  ],
  flavours: ['facturx-en16931', 'zugferd2-en16931', 'xrechnung-ubl'],
  own: {
    make: (random, options) => plainInvoice(random, options),
    draw: (random, invoice) => drawAlpine(random, invoice),
  },
};
