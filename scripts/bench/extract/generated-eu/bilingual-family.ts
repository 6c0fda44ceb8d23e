// A held family of the third probe: a Belgian invoice in French and Dutch (`Facture / Factuur`,
// `N° de facture / Factuurnummer`, `Total HTVA / Totaal excl. BTW`, `TVA / BTW 21 %`, `Total
// TVAC / Totaal incl. BTW`, `À payer / Te betalen`, a structured communication `+++…+++`), or a
// Luxembourg one in French and German (`Facture / Rechnung`, `TVA / MwSt 17 %`, `RCS B…`).
// Each label writes both languages, on one line with a slash or one above the other.
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { formatEuDate } from './format.ts';
import type { EuInvoice, EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import {
  amountCell,
  BELGIAN_COMPANIES,
  BELGIAN_STREETS,
  BILINGUAL_GOODS,
  drawSimpleTable,
  moneyOf,
  plainInvoice,
} from './probe3-parts.ts';
import { digits } from './sample-data.ts';

type Pair = readonly [string, string];

const BE_LABELS: Record<string, Pair> = {
  title: ['FACTURE', 'FACTUUR'],
  number: ['N° de facture', 'Factuurnummer'],
  date: ['Date de facture', 'Factuurdatum'],
  due: ["Date d'échéance", 'Vervaldatum'],
  client: ['N° client', 'Klantnummer'],
  vat: ['N° TVA', 'BTW-nr.'],
  description: ['Description', 'Omschrijving'],
  quantity: ['Qté', 'Aantal'],
  price: ['Prix unit.', 'Eenheidsprijs'],
  amount: ['Montant', 'Bedrag'],
  net: ['Total HTVA', 'Totaal excl. BTW'],
  tax: ['TVA', 'BTW'],
  total: ['Total TVAC', 'Totaal incl. BTW'],
  pay: ['À payer', 'Te betalen'],
  delivery: ['Date de livraison', 'Leveringsdatum'],
};

const LU_LABELS: Record<string, Pair> = {
  title: ['FACTURE', 'RECHNUNG'],
  number: ['Facture n°', 'Rechnungsnr.'],
  date: ['Date', 'Datum'],
  due: ['Échéance', 'Fälligkeit'],
  client: ['Client n°', 'Kundennr.'],
  vat: ['N° TVA', 'MwSt-Nr.'],
  description: ['Désignation', 'Bezeichnung'],
  quantity: ['Qté', 'Menge'],
  price: ['Prix', 'Preis'],
  amount: ['Montant', 'Betrag'],
  net: ['Total hors TVA', 'Summe ohne MwSt'],
  tax: ['TVA', 'MwSt'],
  total: ['Total TTC', 'Gesamtbetrag'],
  pay: ['Montant à payer', 'Zahlbetrag'],
  delivery: ['Date de prestation', 'Leistungsdatum'],
};

function drawBilingual(random: Random, invoice: EuInvoice): ReturnType<typeof finish> {
  const isLux = invoice.seller.country === 'FR';
  const labels = isLux ? LU_LABELS : BE_LABELS;
  const isStacked = random.chance(0.4);
  const both = (key: string): string => {
    const [first, second] = labels[key] ?? ['', ''];
    return `${first} / ${second}`;
  };
  const money = moneyOf(
    invoice,
    random.pick(['dot-comma', 'space-comma']),
    random.pick(['suffix', 'prefix', 'code-suffix']),
  );
  const dateStyle = random.pick(['slashed', 'dotted'] as const);
  const day = (date: string) => formatEuDate(date, dateStyle, 'fr');
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(45, 50, seller.name, { bold: true, size: 14 });
  sheet.text(45, 66, `${seller.street} · ${seller.postcode} ${seller.city}`, { size: 8 });
  sheet.text(
    45,
    77,
    `${both('vat')} ${seller.vatId ?? ''}${isLux ? ` · RCS Luxembourg B${digits(random, 6)}` : ` · RPM ${random.pick(['Bruxelles', 'Gent', 'Liège'])}`}`,
    { size: 8 },
  );
  sheet.text(330, 115, buyer.name);
  sheet.text(330, 127, buyer.street);
  sheet.text(330, 139, `${buyer.postcode} ${buyer.city}`);
  sheet.text(330, 151, `${both('vat')} ${buyer.vatId ?? ''}`, { size: 8 });
  sheet.text(45, 175, both('title'), { bold: true, size: 15 });
  const keys: [string, string][] = [
    ['number', invoice.number],
    ['date', day(invoice.date)],
    ['delivery', day(invoice.deliveryDate)],
    ['due', day(invoice.dueDate)],
    ['client', invoice.customerNumber],
  ];
  if (random.chance(0.5)) {
    // The delivery date before the invoice's own.
    const [number, date, delivery, ...rest] = keys;
    keys.splice(
      0,
      keys.length,
      ...[number, delivery, date, ...rest].filter((k) => k !== undefined),
    );
  }
  let y = 200;
  for (const [key, value] of keys) {
    const [first, second] = labels[key] ?? ['', ''];
    if (isStacked) {
      sheet.text(45, y, first, { size: 8 });
      sheet.text(45, y + 9, second, { size: 7 });
      sheet.text(170, y + 4, value);
      y += 22;
    } else {
      sheet.text(45, y, `${first} / ${second}`, { size: 8 });
      sheet.text(200, y, value);
      y += 13;
    }
  }
  cursor.y = y + 14;
  drawSimpleTable(cursor, invoice, [
    { heading: both('description'), x: 45, cell: (item) => item.description },
    { heading: both('quantity'), x: 330, isRight: true, cell: (item) => String(item.quantity) },
    { heading: both('price'), x: 440, isRight: true, cell: (item) => money(item.price) },
    { heading: both('amount'), x: 550, isRight: true, cell: amountCell(money) },
  ]);
  ensureRoom(random, cursor, 160);
  const [taxFirst, taxSecond] = labels['tax'] ?? ['', ''];
  const rows: [string, string, boolean][] = [
    [both('net'), money(invoice.net), false],
    ...invoice.taxes.map((tax): [string, string, boolean] => [
      `${taxFirst} / ${taxSecond} ${String(tax.rate).replace('.', ',')} %`,
      money(tax.amount),
      false,
    ]),
    [both('total'), money(invoice.total), true],
  ];
  if (random.chance(0.5)) {
    rows.push([both('pay'), money(invoice.due), true]);
  }
  rows.forEach(([label, value, isBold], index) => {
    cursor.sheet.text(280, cursor.y + 14 * index, label, { bold: isBold });
    cursor.sheet.right(550, cursor.y + 14 * index, value, { bold: isBold });
  });
  cursor.y += 14 * rows.length + 14;
  const communication = `+++${digits(random, 3)}/${digits(random, 4)}/${digits(random, 5)}+++`;
  drawNotes(cursor, [
    isLux
      ? `Payable dans les 30 jours / Zahlbar innerhalb von 30 Tagen: IBAN LU${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)}`
      : `Communication structurée / Gestructureerde mededeling: ${communication}`,
    isLux
      ? 'Merci pour votre confiance / Vielen Dank für Ihr Vertrauen.'
      : `IBAN BE${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} · BIC GEBABEBB`,
  ]);
  return finish(cursor, 'fr');
}

const STYLE: PageStyle = {
  language: 'fr',
  seller: ['letterhead'],
  meta: ['left'],
  summary: ['lines'],
  amounts: ['dot-comma'],
  dates: ['slashed'],
  marks: ['sign-suffix'],
};

const belgianVat = (random: Random) =>
  `BE0${digits(random, 3)}.${digits(random, 3)}.${digits(random, 3)}`;
const belgianNumber = (random: Random, year: string) =>
  random.pick([
    `${year}/${digits(random, 4)}`,
    `F-${year.slice(2)}${digits(random, 4)}`,
    `${digits(random, 7)}`,
  ]);

const BELGIAN: EuOptions = {
  country: 'BE',
  rates: [21, 21, 6],
  goods: BILINGUAL_GOODS,
  companies: BELGIAN_COMPANIES.slice(0, 4),
  streets: BELGIAN_STREETS.filter(([, , city]) => city !== 'Luxembourg'),
  vatIdOf: belgianVat,
  numberOf: belgianNumber,
  itemCount: [1, 7],
};

// Luxembourg is not a country of the model: its invoices are drawn as French ones (the XML's
// country code is FR), the page writes `LU` ids and the Grand-Duchy's address.
const LUXEMBOURGISH: EuOptions = {
  country: 'FR',
  rates: [17, 17, 8],
  goods: BILINGUAL_GOODS.map((good) => good.replace(/ \/ .*/, '')),
  companies: ['Lux Consulting SARL', 'Moselle Services SA', 'Kirchberg Digital SARL'],
  streets: [
    ['Grand-Rue 12', 'L-1660', 'Luxembourg'],
    ["Route d'Arlon 110", 'L-8009', 'Strassen'],
  ],
  vatIdOf: (random) => `LU${digits(random, 8)}`,
  numberOf: belgianNumber,
  itemCount: [1, 7],
};

export const BILINGUAL_FAMILY: EuFamily = {
  name: 'be-lu-bilingual',
  half: 'held',
  kind: 'Belgian FR/NL or Luxembourg FR/DE bilingual invoice: every label in both languages (one line with a slash or stacked), N° TVA / BTW-nr. BE0…, Total HTVA / TVA 21 % / Total TVAC, À payer / Te betalen, a structured communication +++…+++',
  style: STYLE,
  options: BELGIAN,
  variants: [
    { style: STYLE, options: BELGIAN },
    { style: STYLE, options: LUXEMBOURGISH },
  ],
  flavours: ['peppol-ubl', 'facturx-en16931'],
  own: {
    make: (random, options) => plainInvoice(random, options),
    draw: (random, invoice) => drawBilingual(random, invoice),
  },
};
