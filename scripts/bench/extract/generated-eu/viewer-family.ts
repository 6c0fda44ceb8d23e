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

type ViewerLanguage = 'de' | 'en' | 'fr';

/** A viewer's words: its headings (stacks as arrays), row labels, notes and totals. */
type Viewer = {
  title: string;
  parties: [string, string];
  meta: [string, string, string];
  items: string;
  position: string;
  ids: readonly string[];
  description: string;
  price: string;
  quantity: string;
  rate: string;
  amount: readonly string[];
  gross: string;
  units: readonly string[];
  notes: readonly ((day: string, code: string) => string[])[];
  totals: string;
  sums: [string, string, string, string, string];
};

const VIEWERS: Record<ViewerLanguage, Viewer> = {
  de: {
    title: 'Rechnung',
    parties: ['Verkäufer', 'Käufer'],
    meta: ['Rechnungsnummer:', 'Rechnungsdatum:', 'Käuferreferenz:'],
    items: 'Rechnungspositionen',
    position: 'Pos',
    ids: ['Art-Nr-Kunde', 'Art-Nr-Lief.', 'Art-Nr', '(Art)'],
    description: 'Beschreibung',
    price: 'Nettopreis',
    quantity: 'Menge',
    rate: 'USt.',
    amount: ['Positions-', 'betrag', 'ohne', 'USt.'],
    gross: 'Bruttopreis :',
    units: ['kg', 'Stk', 'h', 'm', 'C62'],
    notes: [
      (day, code) => [
        `Lieferung gemäß Lieferschein ${code} vom ${day},`,
        'Anlieferung frei Verwendungsstelle, 2 Paletten.',
      ],
      (day, code) => [
        `Charge ${code}, Mindesthaltbarkeit bis ${day}.`,
        'Bitte bei Reklamation die Chargennummer angeben.',
        'Lagerung bei 4 bis 8 °C.',
      ],
      (day) => [
        `Leistungszeitraum ab ${day}, Abrechnung je`,
        'angefangene Stunde laut Stundennachweis.',
      ],
    ],
    totals: 'Gesamtbeträge der Rechnung',
    sums: [
      'Summe aller Positionen',
      'Gesamtbetrag ohne USt.',
      'Summe USt.',
      'Gesamtbetrag einschl. USt.',
      'Fälliger Betrag',
    ],
  },
  en: {
    title: 'Invoice',
    parties: ['Seller', 'Buyer'],
    meta: ['Invoice number:', 'Invoice date:', 'Buyer reference:'],
    items: 'Invoice lines',
    position: 'Pos',
    ids: ["Buyer's item ID", "Seller's item ID", 'Standard ID', '(Type)'],
    description: 'Description',
    price: 'Net price',
    quantity: 'Quantity',
    rate: 'VAT',
    amount: ['Line', 'amount', 'excl.', 'VAT'],
    gross: 'Gross price :',
    units: ['kg', 'pcs', 'h', 'm', 'C62'],
    notes: [
      (day, code) => [
        `Delivered with delivery note ${code} on ${day},`,
        '2 pallets, free to site.',
      ],
      (day, code) => [
        `Batch ${code}, best before ${day}.`,
        'Quote the batch number with any claim.',
        'Store at 4 to 8 °C.',
      ],
      (day) => [`Service period from ${day}, charged per`, 'hour started as per timesheet.'],
    ],
    totals: 'Invoice totals',
    sums: [
      'Sum of line net amounts',
      'Total without VAT',
      'Total VAT amount',
      'Total with VAT',
      'Amount due for payment',
    ],
  },
  fr: {
    title: 'Facture',
    parties: ['Vendeur', 'Acheteur'],
    meta: ['Numéro de facture :', 'Date de facture :', "Référence de l'acheteur :"],
    items: 'Lignes de facture',
    position: 'Pos',
    ids: ['Réf. client', 'Réf. fourn.', 'Réf. std', '(Type)'],
    description: 'Désignation',
    price: 'Prix net',
    quantity: 'Quantité',
    rate: 'TVA',
    amount: ['Montant', 'de la', 'ligne', 'HT'],
    gross: 'Prix brut :',
    units: ['kg', 'pce', 'h', 'm', 'C62'],
    notes: [
      (day, code) => [`Livraison selon bon ${code} du ${day},`, 'franco chantier, 2 palettes.'],
      (day, code) => [
        `Lot ${code}, à consommer avant le ${day}.`,
        'Rappeler le numéro de lot en cas de réclamation.',
        'Conserver entre 4 et 8 °C.',
      ],
      (day) => [`Période de prestation à partir du ${day},`, 'facturée par heure commencée.'],
    ],
    totals: 'Montants totaux',
    sums: [
      'Somme des montants nets des lignes',
      'Montant total HT',
      'Montant total de la TVA',
      'Montant total TTC',
      'Montant à payer',
    ],
  },
};

const COLUMNS = { position: 45, ids: 68, description: 160, price: 375, quantity: 425, rate: 465 };
const AMOUNT = 550;
const LINE = 9;

/** The stacked headings from `top`; the amount's stack starts `shift` lines off the others. */
function drawHeadings(sheet: Sheet, viewer: Viewer, top: number, shift: number, middle: number) {
  const bold = { bold: true, size: 8 };
  sheet.text(COLUMNS.position, top + middle, viewer.position, bold);
  viewer.ids.forEach((line, index) => sheet.text(COLUMNS.ids, top + LINE * index, line, bold));
  sheet.text(COLUMNS.description, top + middle, viewer.description, bold);
  sheet.right(COLUMNS.price, top + middle, viewer.price, bold);
  sheet.right(COLUMNS.quantity, top + middle, viewer.quantity, bold);
  sheet.right(COLUMNS.rate, top + middle, viewer.rate, bold);
  viewer.amount.forEach((line, index) =>
    sheet.right(AMOUNT, top + LINE * (index + shift), line, bold),
  );
}

function drawItems(random: Random, cursor: Cursor, invoice: EuInvoice, style: PageStyle) {
  const viewer = VIEWERS[style.language as ViewerLanguage];
  const w = writersOf(random, invoice, style);
  const amountStyle = random.pick(style.amounts);
  const price = (value: number) => `${formatEuAmount(value, amountStyle)}00`;
  cursor.sheet.text(45, cursor.y, viewer.items, { bold: true, size: 11 });
  cursor.y += 20;
  const shift = random.pick([-1, 0, 1]);
  const middle = random.pick([0, LINE, Math.round(LINE * 1.5)]);
  drawHeadings(cursor.sheet, viewer, cursor.y, shift, middle);
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
    sheet.right(COLUMNS.price, cursor.y, price(item.price), small);
    sheet.right(COLUMNS.quantity, cursor.y, `${item.quantity} ${random.pick(viewer.units)}`, small);
    sheet.right(COLUMNS.rate, cursor.y, w.rate(item.rate), small);
    sheet.right(AMOUNT, cursor.y, w.money(lineAmountOf(item)), small);
    cursor.y += LINE + 1;
    ids.forEach((id) => {
      sheet.text(COLUMNS.ids, cursor.y, id, small);
      cursor.y += LINE;
    });
    const gross = price(Math.round(item.price * (100 + item.rate)) / 100);
    sheet.text(COLUMNS.description, cursor.y, `${viewer.gross} ${gross}`, small);
    cursor.y += LINE + 1;
    note.forEach((line) => {
      sheet.text(COLUMNS.description, cursor.y, line, small);
      cursor.y += LINE;
    });
    cursor.y += 8;
  });
}

function drawViewer(random: Random, invoice: EuInvoice, style: PageStyle) {
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
  drawItems(random, cursor, invoice, style);
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

export const VIEWER_FAMILY: EuFamily = {
  name: 'eu-rendered-einvoice',
  half: 'tune',
  kind: 'E-invoices as a viewer renders the XML: stacked, wrapped item headings (Pos | Art-Nr-Kunde / Art-Nr-Lief. / Art-Nr / (Art) | Beschreibung | Nettopreis | Menge | USt. | Positions- / betrag / ohne / USt.), the amount heading over 3-4 lines off the others, article numbers, a gross price line and a free-text note under each row, 4-decimal prices, quantities with units, payment terms as a Beschreibung | Fälligkeit | Teilzahlung table (German, English, French)',
  ...variantOf('de'),
  variants: [variantOf('de'), variantOf('en'), variantOf('fr')],
  flavours: ['xrechnung-cii', 'peppol-ubl', 'facturx-en16931', 'zugferd2-en16931'],
  own: { make: makeViewed, draw: drawViewer },
};
