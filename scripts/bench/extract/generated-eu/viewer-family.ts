// A tune family of the sixteenth pass: an e-invoice as a viewer renders its XML (a stylesheet
// laying the data out as a page, printed to PDF). The item table's headings are wrapped and
// stacked (`Pos | Art-Nr-Kunde / Art-Nr-Lief. / Art-Nr / (Art) | Beschreibung | Nettopreis |
// Menge | USt. | Positions- / betrag / ohne / USt.`), the amount's heading over three or four
// lines starting above, with or below the others; each item row is followed by its article
// numbers on lines under it, a `Bruttopreis : 5,5000` line and a free-text note of several lines
// holding dates and numbers; prices with four decimals, quantities with their unit (`4 kg`). No
// heading is repeated on a new page. After the totals, payment terms as a small table sharing
// heading words with the items' (`Beschreibung | Fälligkeit | Teilzahlung`). German, English and
// French viewers in turn.
import type { Random } from '../generated-es/random.ts';
import type { Sheet } from '../generated-es/sheet.ts';
import type { EuFamily } from './family.ts';
import { formatEuAmount } from './format.ts';
import { type EuInvoice, type EuOptions, lineAmountOf } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawPaymentTerms } from './payment-terms.ts';
import { makeUnpaid, repriced } from './probe-model.ts';
import {
  type Cursor,
  drawEntries,
  ensureRoom,
  finish,
  startDocument,
  writersOf,
} from './probe-parts.ts';
import { digits, FRENCH_SELLER, GERMAN_SELLER, UK_SELLER } from './sample-data.ts';
import { type Viewer, type ViewerLanguage, VIEWERS } from './viewer-words.ts';

const COLUMNS = { position: 45, ids: 68, description: 160, price: 375, quantity: 425, rate: 465 };
const AMOUNT = 550;
// A dense row's price stands further left: its quantity (`12,0000 KGM`) is wider.
const DENSE_PRICE = 355;
const LINE = 9;

/** The stacked headings from `top`; the amount's stack starts `shift` lines off the others. */
function drawHeadings(
  sheet: Sheet,
  viewer: Viewer,
  top: number,
  shift: number,
  middle: number,
  layout: ViewerLayout,
) {
  const bold = { bold: true, size: 8 };
  sheet.text(COLUMNS.position, top + middle, viewer.position, bold);
  viewer.ids.forEach((line, index) => sheet.text(COLUMNS.ids, top + LINE * index, line, bold));
  sheet.text(COLUMNS.description, top + middle, viewer.description, bold);
  if (layout.isDense === true) {
    // The price's heading wrapped too (`Netto- / preis`).
    viewer.wrappedPrice.forEach((line, index) =>
      sheet.right(DENSE_PRICE, top + middle + LINE * index, line, bold),
    );
  } else {
    sheet.right(COLUMNS.price, top + middle, viewer.price, bold);
  }
  sheet.right(COLUMNS.quantity, top + middle, viewer.quantity, bold);
  sheet.right(COLUMNS.rate, top + middle, viewer.rate, bold);
  viewer.amount.forEach((line, index) =>
    sheet.right(AMOUNT, top + LINE * (index + shift), line, bold),
  );
}

/**
 * How densely a viewer writes its rows (`eu-rendered-dense`): the price's heading wrapped,
 * quantities with four decimals and a unit code (`4,0000 KGM`), rates with decimals (`19,00 %`),
 * amounts with the currency, a description over two lines, the note before the gross price.
 */
type ViewerLayout = { isDense?: boolean };

const UNIT_CODES = ['KGM', 'H87', 'C62', 'HUR', 'MTR'];

function drawItems(
  random: Random,
  cursor: Cursor,
  invoice: EuInvoice,
  style: PageStyle,
  layout: ViewerLayout,
) {
  const viewer = VIEWERS[style.language as ViewerLanguage];
  const w = writersOf(random, invoice, style);
  const amountStyle = random.pick(style.amounts);
  const price = (value: number) => `${formatEuAmount(value, amountStyle)}00`;
  cursor.sheet.text(45, cursor.y, viewer.items, { bold: true, size: 11 });
  cursor.y += 20;
  const shift = random.pick([-1, 0, 1]);
  const middle = random.pick([0, LINE, Math.round(LINE * 1.5)]);
  drawHeadings(cursor.sheet, viewer, cursor.y, shift, middle, layout);
  cursor.y += LINE * (viewer.amount.length + Math.max(shift, 0)) + 4;
  cursor.sheet.rule(40, 555, cursor.y - 2);
  cursor.y += 8;
  const small = { size: 8 };
  invoice.items.forEach((item, index) => {
    const note = random.chance(0.75)
      ? random.pick(viewer.notes)(w.day(invoice.deliveryDate), `${digits(random, 6)}`)
      : [];
    const ids = [
      digits(random, 5),
      `${random.pick(['A', 'K', 'M'])}-${digits(random, 4)}`,
      `40${digits(random, 11)}`,
    ];
    ensureRoom(random, cursor, LINE * (3 + ids.length + note.length));
    const { sheet } = cursor;
    const isIdBeside = random.chance(0.5);
    sheet.text(COLUMNS.position, cursor.y, String(index + 1), small);
    if (isIdBeside) {
      sheet.text(COLUMNS.ids, cursor.y, ids.shift() ?? '', small);
    }
    sheet.text(COLUMNS.description, cursor.y, item.description, small);
    const priceX = layout.isDense === true ? DENSE_PRICE : COLUMNS.price;
    sheet.right(priceX, cursor.y, price(item.price), small);
    if (layout.isDense === true) {
      const quantity = `${formatEuAmount(item.quantity, amountStyle)}00`;
      sheet.right(COLUMNS.quantity, cursor.y, `${quantity} ${random.pick(UNIT_CODES)}`, small);
      sheet.right(COLUMNS.rate, cursor.y, `${formatEuAmount(item.rate, amountStyle)} %`, small);
      sheet.right(AMOUNT, cursor.y, `${w.money(lineAmountOf(item))} ${invoice.currency}`, small);
      sheet.text(COLUMNS.description, cursor.y + LINE, random.pick(viewer.specs), small);
    } else {
      sheet.right(
        COLUMNS.quantity,
        cursor.y,
        `${item.quantity} ${random.pick(viewer.units)}`,
        small,
      );
      sheet.right(COLUMNS.rate, cursor.y, w.rate(item.rate), small);
      sheet.right(AMOUNT, cursor.y, w.money(lineAmountOf(item)), small);
    }
    cursor.y += LINE + 1;
    ids.forEach((id) => {
      sheet.text(COLUMNS.ids, cursor.y, id, small);
      cursor.y += LINE;
    });
    const gross = price(Math.round(item.price * (100 + item.rate)) / 100);
    const writeNote = () =>
      note.forEach((line) => {
        sheet.text(COLUMNS.description, cursor.y, line, small);
        cursor.y += LINE;
      });
    if (layout.isDense === true) {
      writeNote();
    }
    sheet.text(COLUMNS.description, cursor.y, `${viewer.gross} ${gross}`, small);
    cursor.y += LINE + 1;
    if (layout.isDense !== true) {
      writeNote();
    }
    cursor.y += 8;
  });
}

const drawViewer = (random: Random, invoice: EuInvoice, style: PageStyle) =>
  drawViewerAs({}, random, invoice, style);

function drawViewerAs(layout: ViewerLayout, random: Random, invoice: EuInvoice, style: PageStyle) {
  const viewer = VIEWERS[style.language as ViewerLanguage];
  const w = writersOf(random, invoice, style);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  sheet.text(45, 50, viewer.title, { bold: true, size: 16 });
  drawEntries(
    sheet,
    [
      [viewer.meta[0], invoice.number],
      [viewer.meta[1], w.day(invoice.date)],
      [viewer.meta[2], invoice.orderNumber],
    ],
    45,
    170,
    80,
  );
  const parties: [string, EuInvoice['seller'], number][] = [
    [viewer.parties[0], invoice.seller, 45],
    [viewer.parties[1], invoice.buyer, 320],
  ];
  for (const [label, party, x] of parties) {
    sheet.text(x, 135, label, { bold: true, size: 10 });
    sheet.text(x, 150, party.name);
    sheet.text(x, 162, party.street);
    sheet.text(x, 174, `${party.postcode} ${party.city}`);
    sheet.text(x, 186, party.vatId ?? '', { size: 8 });
  }
  cursor.y = 220;
  drawItems(random, cursor, invoice, style, layout);
  ensureRoom(random, cursor, 110);
  cursor.sheet.text(45, cursor.y, viewer.totals, { bold: true, size: 11 });
  cursor.y += 18;
  const values = [invoice.net, invoice.net, invoice.tax, invoice.total, invoice.due];
  viewer.sums.forEach((label, index) => {
    cursor.sheet.text(300, cursor.y, label, { size: 9 });
    cursor.sheet.right(AMOUNT, cursor.y, w.money(values[index] ?? 0), { size: 9 });
    cursor.y += 13;
  });
  cursor.y += 16;
  if (random.chance(0.7)) {
    drawPaymentTerms(random, cursor, invoice, w);
  }
  return finish(cursor, style.language);
}

/** The plain model's facts without document allowances or charges (a viewer prints them apart). */
const makeViewed = (random: Random, options: EuOptions): EuInvoice => {
  const drawn = makeUnpaid(random, options);
  return { ...repriced(drawn, drawn.items), cashDiscountRate: 0 };
};

const variantOf = (language: ViewerLanguage) => ({
  style: {
    language,
    seller: ['letterhead'],
    meta: ['left'],
    summary: ['lines'],
    amounts: language === 'en' ? ['comma-dot'] : ['dot-comma'],
    dates: language === 'de' ? ['dotted'] : language === 'fr' ? ['slashed'] : ['dashed', 'slashed'],
    marks: ['none'],
  } satisfies PageStyle,
  options: {
    ...(language === 'de' ? GERMAN_SELLER : language === 'fr' ? FRENCH_SELLER : UK_SELLER),
    rates: language === 'de' ? [19, 7] : [20],
    itemCount: [1, 5],
    creditNoteChance: 0,
  } satisfies EuOptions,
});

export const DENSE_VIEWER_FAMILY: EuFamily = {
  name: 'eu-rendered-dense',
  half: 'tune',
  kind: "E-invoices as a viewer renders the XML, written densely: stacked headings with the price's wrapped too (Netto- / preis), quantities with four decimals and a unit code (4,0000 KGM), rates with decimals (19,00 %), amounts with the currency, descriptions over two lines, the note before the gross price; payment terms as a table (German, English, French)",
  ...variantOf('de'),
  variants: [variantOf('en'), variantOf('fr'), variantOf('de')],
  flavours: ['xrechnung-cii', 'facturx-en16931', 'peppol-ubl'],
  own: {
    make: makeViewed,
    draw: (random, invoice, style) => drawViewerAs({ isDense: true }, random, invoice, style),
  },
};

export const VIEWER_FAMILY: EuFamily = {
  name: 'eu-rendered-einvoice',
  half: 'tune',
  kind: 'E-invoices as a viewer renders the XML: stacked, wrapped item headings (Pos | Art-Nr-Kunde / Art-Nr-Lief. / Art-Nr / (Art) | Beschreibung | Nettopreis | Menge | USt. | Positions- / betrag / ohne / USt.), the amount heading over 3-4 lines off the others, article numbers, a gross price line and a free-text note under each row, 4-decimal prices, quantities with units, payment terms as a Beschreibung | Fälligkeit | Teilzahlung table (German, English, French)',
  ...variantOf('de'),
  variants: [variantOf('de'), variantOf('en'), variantOf('fr')],
  flavours: ['xrechnung-cii', 'peppol-ubl', 'facturx-en16931', 'zugferd2-en16931'],
  own: { make: makeViewed, draw: drawViewer },
};
