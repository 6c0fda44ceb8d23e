// A tune family of the fifth probe: a lawyer's or adviser's fee note. German Kostennote under the
// RVG (the matter `In Sachen … ./. …`, a Gegenstandswert far above the fees, fee numbers `Nr. 2300
// VV RVG` in the text, court costs laid out outside VAT), French note d'honoraires (dossier,
// honoraires and frais HT, TVA, then débours non soumis à TVA), British solicitor's bill (matter,
// our ref / your ref, professional charges, VAT, disbursements with and without VAT). Fees are
// one amount each with no quantity; a retainer received is deducted at times. The net answers
// the e-invoice's (every line) or the page's net before the disbursements outside VAT.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuItem, type EuOptions, lineAmountOf, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawBuyer, drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import { plainInvoice } from './probe3-parts.ts';
import { penOf, PRIVATE_NAMES, withShipping } from './probe4-parts.ts';
import {
  drawAmountRows,
  ibanOf,
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
    firms: [
      'Kanzlei Hofmann & Partner Rechtsanwälte PartG mbB',
      'Rechtsanwältin Dr. Sabine Keller',
      'Brandt Steuerberatungsgesellschaft mbH',
    ],
    title: ['Kostennote', 'Rechnung', 'Vergütungsrechnung'],
    number: 'Nr.',
    date: 'Datum:',
    ours: 'Unser Zeichen:',
    matter: (a: string, b: string) => `In Sachen ${a} ./. ${b}`,
    value: 'Gegenstandswert:',
    fees: [
      '1,3 Geschäftsgebühr §§ 2, 13 RVG, Nr. 2300 VV RVG',
      '1,2 Terminsgebühr Nr. 3104 VV RVG',
      'Beratung Jahresabschluss gem. § 35 StBVV',
    ],
    expenses: [
      'Post- und Telekommunikationspauschale Nr. 7002 VV RVG',
      'Fahrtkosten Nr. 7003 VV RVG',
    ],
    outside: [
      'Gerichtskostenvorschuss (verauslagt, nicht steuerbar)',
      'Grundbuchauszug (Auslage, nicht steuerbar)',
    ],
    net: ['Zwischensumme netto', 'Summe Gebühren und Auslagen'],
    vat: (rate: string) => `${rate} Umsatzsteuer Nr. 7008 VV RVG`,
    total: ['Gesamtbetrag', 'Rechnungsbetrag'],
    retainer: 'abzüglich Vorschuss vom',
    due: 'Zu zahlender Betrag',
    terms: 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen unter Angabe unseres Zeichens.',
  },
  fr: {
    firms: ['SELARL Morel Avocats', 'Cabinet Lefort & Associés', 'Maître Claire Dubreuil, Avocat'],
    title: ["Note d'honoraires", 'Facture'],
    number: 'n°',
    date: 'Date :',
    ours: 'Dossier :',
    matter: (a: string, b: string) => `Affaire : ${a} c/ ${b}`,
    value: 'Montant du litige :',
    fees: [
      'Honoraires forfaitaires - procédure en référé',
      'Consultation et rédaction de conclusions',
      "Assistance à l'audience du tribunal de commerce",
    ],
    expenses: ['Frais de déplacement', 'Frais de dossier et de copies'],
    outside: [
      'Débours : frais de greffe (non soumis à TVA)',
      'Débours : droit de plaidoirie (non soumis à TVA)',
    ],
    net: ['Total HT', 'Total honoraires et frais HT'],
    vat: (rate: string) => `TVA ${rate}`,
    total: ['Total TTC', 'Montant total'],
    retainer: 'Provision reçue le',
    due: 'Reste à payer',
    terms: 'Règlement à réception par virement. Pénalités de retard : trois fois le taux légal.',
  },
  en: {
    firms: ['Whitfield & Crane LLP', 'Harper Lowe Solicitors Ltd', 'Ashdown Tax Advisers Ltd'],
    title: ['Fee Note', 'Invoice', 'Bill of Costs'],
    number: 'No.',
    date: 'Date:',
    ours: 'Our ref:',
    matter: (a: string, b: string) => `Matter: ${a} v ${b}`,
    value: 'Value of claim:',
    fees: [
      'Professional charges for acting in the above matter',
      'Attendance at hearing',
      'Preparing and filing defence',
    ],
    expenses: ['Courier and copying', 'Travel expenses'],
    outside: [
      'Disbursement: court issue fee (no VAT)',
      'Disbursement: Land Registry fee (outside the scope of VAT)',
    ],
    net: ['Total charges excl. VAT', 'Subtotal'],
    vat: (rate: string) => `VAT at ${rate}`,
    total: ['Total', 'Total amount of this bill'],
    retainer: 'Less money on account received',
    due: 'Balance due',
    terms: 'Payment is due within 14 days. Please quote our reference.',
  },
} as const;

const OPPONENTS = ['Müller Bau GmbH', 'Société Bertin SA', 'Greystone Developments Ltd'];

/** A fee note's facts: one to three fees, expenses, and disbursements outside VAT at times. */
function makeFeeNote(random: Random, options: EuOptions): EuInvoice {
  const words = WORDS[tongueOfCountry(options)];
  const base = plainInvoice(random, options);
  const rate = options.rates[0] ?? 20;
  const fee = (description: string, least: number, most: number): EuItem => ({
    description,
    quantity: 1,
    price: round(random.int(least, most) + random.pick([0, 0.5, 0.8, random.int(1, 99) / 100])),
    rate,
  });
  const items: EuItem[] = [
    ...random
      .pick([words.fees.slice(0, 1), words.fees.slice(0, 2), words.fees])
      .map((text) => fee(text, 180, 2400)),
    fee(random.pick(words.expenses), 12, 80),
  ];
  if (random.chance(0.6)) {
    items.push({ ...fee(random.pick(words.outside), 20, 420), rate: 0 });
  }
  const invoice = withShipping(
    { ...base, seller: { ...base.seller, name: random.pick(words.firms) } },
    items,
    0,
  );
  const prepaid = random.chance(0.4) ? round(Math.floor(invoice.total / 2 / 100) * 100) : 0;
  return { ...invoice, prepaid, due: round(invoice.total - prepaid) };
}

const tongueOfCountry = (options: EuOptions): Tongue =>
  options.country === 'DE' ? 'de' : options.country === 'FR' ? 'fr' : 'en';

/** What the page prints as its net: the lines under VAT (the disbursements come after the tax). */
const taxedNetOf = (invoice: EuInvoice): number =>
  round(
    invoice.items
      .filter((item) => item.rate > 0)
      .reduce((sum, item) => sum + lineAmountOf(item), 0),
  );

function drawFeeNote(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const tongue = tongueOf(style);
  const words = WORDS[tongue];
  const { money, day } = penOf(random, invoice, tongue);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller } = invoice;
  const isCentred = random.chance(0.5);
  sheet.text(isCentred ? 170 : 45, 50, seller.name, { bold: true, size: 14 });
  sheet.text(
    isCentred ? 170 : 45,
    64,
    `${seller.street} · ${seller.postcode} ${seller.city} · Tel. ${digits(random, 3)} ${digits(random, 6)}`,
    { size: 8 },
  );
  const buyer = random.chance(0.5) ? random.pick(PRIVATE_NAMES[tongue]) : invoice.buyer.name;
  drawBuyer(sheet, { ...invoice, buyer: { ...invoice.buyer, name: buyer } }, 45, 140, '');
  const reference = `${random.int(10, 480)}/${invoice.date.slice(2, 4)} ${random.pick(['KE', 'HB', 'JW', 'CD'])}`;
  const meta: [string, string][] = [
    [words.ours, reference],
    [words.date, day(invoice.date)],
  ];
  if (random.chance(0.5)) {
    meta.reverse();
  }
  meta.forEach(([label, value], index) => {
    sheet.text(360, 140 + 13 * index, label);
    sheet.text(450, 140 + 13 * index, value);
  });
  const opponent = random.pick(OPPONENTS);
  const client = buyer.replace(/^(Herrn|Frau|M\.|Mme|Mr|Mrs|Ms) /u, '');
  sheet.text(45, 215, `${random.pick(words.title)} ${words.number} ${invoice.number}`, {
    bold: true,
    size: 13,
  });
  sheet.text(45, 233, words.matter(client, opponent));
  cursor.y = 246;
  if (random.chance(0.7)) {
    const value = round(random.int(8, 240) * 1000);
    sheet.text(45, cursor.y, `${words.value} ${money(value)}`);
    cursor.y += 13;
  }
  cursor.y += 14;
  sheet.rule(40, 555, cursor.y - 10);
  const taxed = invoice.items.filter((item) => item.rate > 0);
  const outside = invoice.items.filter((item) => item.rate === 0);
  for (const item of taxed) {
    sheet.text(45, cursor.y, item.description);
    sheet.right(550, cursor.y, money(lineAmountOf(item)));
    cursor.y += 15;
  }
  ensureRoom(random, cursor, 140);
  sheet.rule(330, 555, cursor.y - 6);
  cursor.y += 8;
  const rows: [string, string, boolean?][] = [
    [random.pick(words.net), money(taxedNetOf(invoice))],
    ...invoice.taxes
      .filter((tax) => tax.rate > 0)
      .map((tax): [string, string] => [words.vat(rateText(tax.rate, tongue)), money(tax.amount)]),
  ];
  const totalLabel = random.pick(words.total);
  if (outside.length === 0) {
    rows.push([totalLabel, money(invoice.total), true]);
    drawAmountRows(cursor, rows);
  } else {
    drawAmountRows(cursor, rows);
    cursor.y += 4;
    for (const item of outside) {
      sheet.text(45, cursor.y, item.description);
      sheet.right(550, cursor.y, money(lineAmountOf(item)));
      cursor.y += 15;
    }
    drawAmountRows(cursor, [[totalLabel, money(invoice.total), true]]);
  }
  if (invoice.prepaid > 0) {
    const paidOn = day(invoice.orderDate);
    drawAmountRows(
      cursor,
      [
        [`${words.retainer} ${paidOn}`, money(-invoice.prepaid)],
        [words.due, money(invoice.due), true],
      ],
      250,
    );
  }
  cursor.y += 18;
  drawNotes(cursor, [words.terms, `IBAN ${ibanOf(random, seller.country)}`]);
  const id =
    seller.vatId === undefined
      ? ''
      : `${tongue === 'de' ? 'USt-IdNr.' : tongue === 'fr' ? 'TVA intracom.' : 'VAT Reg No'} ${seller.vatId}`;
  sheet.text(45, 805, id, { size: 7 });
  return finish(cursor, tongue);
}

export const FEE_NOTE_FAMILY: EuFamily = {
  name: 'eu-fee-note',
  half: 'tune',
  kind: "A lawyer's or adviser's fee note: German Kostennote (RVG fee numbers in the text, In Sachen … ./. …, a Gegenstandswert above the fees), French note d'honoraires (débours non soumis à TVA after the tax), British solicitor's bill (our ref, matter, disbursements outside VAT); a retainer deducted at times",
  style: styleOf('de'),
  options: SELLERS.de,
  variants: variantsOf((tongue) => SELLERS[tongue]),
  flavours: ['facturx-en16931', 'xrechnung-cii', 'zugferd2-en16931'],
  own: {
    make: makeFeeNote,
    draw: drawFeeNote,
    answers: (invoice) => ({ net_total: [invoice.net, taxedNetOf(invoice)] }),
  },
};
