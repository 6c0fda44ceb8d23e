// A held family of the fourth probe: a hotel's folio at check-out (German, French, British). The
// hotel's name at the top, the guest and the company billed, room, arrival and departure, the
// folio's and the reservation's numbers beside the invoice's; one row a night with its date, the
// breakfasts and extras, the city tax outside VAT (Übernachtungssteuer, taxe de séjour, visitor
// levy), debits and credits in two columns (the deposit, the card payment), the balance, and a
// VAT table by rate whose sums hold the net (the city tax in it at 0 %). The rows print gross.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { Language } from './format.ts';
import { type EuInvoice, type EuOptions, makeEuInvoice, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, finish, startDocument } from './probe-parts.ts';
import { grossOf, penOf, PRIVATE_NAMES, withShipping } from './probe4-parts.ts';
import {
  digits,
  FRENCH_STREETS,
  frenchSiret,
  frenchVat,
  GERMAN_COMPANIES,
  GERMAN_STREETS,
  germanTaxNumber,
  germanVat,
  UK_COMPANIES,
  UK_STREETS,
  ukVat,
  FRENCH_COMPANIES,
} from './sample-data.ts';

const HOTELS = {
  DE: ['Hotel Am Stadtpark GmbH', 'Parkhotel Sonnenhof KG', 'Hotel Zur Post Betriebs GmbH'],
  FR: ['Hôtel du Vieux Port SAS', 'Hôtel Les Tilleuls SARL', 'Grand Hôtel de la Gare SA'],
  GB: ['The Kingsway Hotel Ltd', 'Harbour View Hotels Ltd', 'The Old Mill Inn Ltd'],
} as const;

const WORDS = {
  de: {
    title: 'Rechnung',
    guest: 'Gast',
    room: 'Zimmer',
    arrival: 'Anreise',
    departure: 'Abreise',
    folio: 'Folio-Nr.',
    reservation: 'Reservierungsnr.',
    number: ['Rechnung Nr.', 'Rechnungsnummer'],
    date: ['Datum', 'Rechnungsdatum'],
    heads: ['Datum', 'Beschreibung', 'Belastung', 'Gutschrift'],
    night: 'Übernachtung Doppelzimmer',
    breakfast: 'Frühstück',
    extra: ['Minibar', 'Parkgarage', 'Restaurant'],
    cityTax: 'Übernachtungssteuer',
    deposit: 'Anzahlung',
    card: 'Zahlung Kreditkarte VISA',
    sum: 'Summe',
    balance: 'Saldo',
    vatHead: ['MwSt.-Satz', 'Netto', 'MwSt.', 'Brutto'],
    outside: 'nicht steuerbar',
  },
  fr: {
    title: 'Facture',
    guest: 'Client',
    room: 'Chambre',
    arrival: 'Arrivée',
    departure: 'Départ',
    folio: 'Folio',
    reservation: 'N° de réservation',
    number: ['Facture n°', 'N° de facture'],
    date: ['Date', 'Date de facture'],
    heads: ['Date', 'Libellé', 'Débit', 'Crédit'],
    night: 'Nuitée chambre double',
    breakfast: 'Petit-déjeuner',
    extra: ['Minibar', 'Parking', 'Restaurant'],
    cityTax: 'Taxe de séjour',
    deposit: 'Acompte versé',
    card: 'Règlement carte bancaire',
    sum: 'Total',
    balance: 'Solde',
    vatHead: ['Taux TVA', 'HT', 'TVA', 'TTC'],
    outside: 'non soumis',
  },
  en: {
    title: 'Invoice',
    guest: 'Guest',
    room: 'Room',
    arrival: 'Arrival',
    departure: 'Departure',
    folio: 'Folio No.',
    reservation: 'Confirmation No.',
    number: ['Invoice No.', 'Invoice number'],
    date: ['Date', 'Invoice date'],
    heads: ['Date', 'Description', 'Charges', 'Credits'],
    night: 'Accommodation Double Room',
    breakfast: 'Full breakfast',
    extra: ['Minibar', 'Car park', 'Restaurant'],
    cityTax: 'Visitor levy',
    deposit: 'Deposit received',
    card: 'Payment Visa',
    sum: 'Total',
    balance: 'Balance',
    vatHead: ['VAT rate', 'Net', 'VAT', 'Gross'],
    outside: 'outside the scope of VAT',
  },
} as const;

/** The rates of rooms, breakfasts and extras by country: [room, food and extras]. */
const RATES = { DE: [7, 19], FR: [10, 10], GB: [20, 20] } as const;

function makeStay(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeEuInvoice(random, { ...options, creditNoteChance: 0 });
  const country = options.country === 'FR' ? 'FR' : options.country === 'GB' ? 'GB' : 'DE';
  const language: Language = country === 'DE' ? 'de' : country === 'FR' ? 'fr' : 'en';
  const [room, food] = RATES[country];
  const nights = random.int(1, 5);
  const net = (gross: number, rate: number) => round(gross / (1 + rate / 100));
  const items = [
    {
      description: WORDS[language].night,
      quantity: nights,
      price: net(random.int(79, 189), room),
      rate: room,
    },
    {
      description: WORDS[language].breakfast,
      quantity: nights * random.pick([1, 2]),
      price: net(random.pick([14.5, 18, 22]), food),
      rate: food,
    },
    ...(random.chance(0.5)
      ? [
          {
            description: random.pick(WORDS[language].extra),
            quantity: 1,
            price: net(random.pick([12, 18.5, 24, 46.8]), food),
            rate: food,
          },
        ]
      : []),
    {
      description: WORDS[language].cityTax,
      quantity: nights,
      price: random.pick([2.5, 3.3, 5]),
      rate: 0,
    },
  ];
  const invoice = withShipping(drawn, items, 0);
  const prepaid = random.chance(0.6) ? round(Math.floor(invoice.total / 3 / 10) * 10) : 0;
  return {
    ...invoice,
    isCreditNote: false,
    prepaid,
    due: round(invoice.total - prepaid),
    deliveryDate: addDays(invoice.date, -nights),
    cashDiscountRate: 0,
  };
}

function drawFolio(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const language = style.language === 'fr' || style.language === 'de' ? style.language : 'en';
  const words = WORDS[language];
  const { money, day } = penOf(random, invoice, language);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(220, 45, seller.name.replace(/ (GmbH|KG|SAS|SARL|SA|Ltd|Betriebs GmbH)$/u, ''), {
    bold: true,
    size: 16,
  });
  sheet.text(
    220,
    63,
    `${seller.street} · ${seller.postcode} ${seller.city} · Tel. ${digits(random, 4)} ${digits(random, 6)}`,
    { size: 7 },
  );
  const guest = random.pick(PRIVATE_NAMES[language]);
  const isCompany = random.chance(0.6);
  const address = isCompany
    ? [
        buyer.name,
        `z. Hd. ${guest}`.replace(
          'z. Hd.',
          language === 'de' ? 'z. Hd.' : language === 'fr' ? "À l'attention de" : 'Attn',
        ),
        buyer.street,
        `${buyer.postcode} ${buyer.city}`,
      ]
    : [guest, buyer.street, `${buyer.postcode} ${buyer.city}`];
  address.forEach((line, index) => sheet.text(45, 120 + 12 * index, line));
  const nights = invoice.items[0]?.quantity ?? 1;
  const entries: [string, string][] = [
    [words.guest, guest],
    [words.room, String(random.int(101, 512))],
    [words.arrival, day(invoice.deliveryDate)],
    [words.departure, day(invoice.date)],
    [words.folio, `${digits(random, 6)}/1`],
    [words.reservation, digits(random, 8)],
    [random.pick(words.number), invoice.number],
  ];
  if (random.chance(0.5)) {
    entries.push([random.pick(words.date), day(invoice.date)]);
  }
  entries.forEach(([label, value], index) => {
    sheet.text(340, 110 + 12 * index, label, { size: 8 });
    sheet.text(440, 110 + 12 * index, value, { size: 8 });
  });
  sheet.text(45, 230, `${words.title} ${random.chance(0.5) ? invoice.number : ''}`.trim(), {
    bold: true,
    size: 14,
  });
  cursor.y = 260;
  sheet.headings(cursor.y, [
    [45, words.heads[0]],
    [110, words.heads[1]],
    [470, words.heads[2], true],
    [550, words.heads[3], true],
  ]);
  sheet.rule(40, 555, cursor.y + 5);
  cursor.y += 20;
  const row = (date: string, text: string, debit: string, credit: string) => {
    sheet.text(45, cursor.y, day(date), { size: 8 });
    sheet.text(110, cursor.y, text, { size: 8 });
    sheet.right(470, cursor.y, debit, { size: 8 });
    sheet.right(550, cursor.y, credit, { size: 8 });
    cursor.y += 13;
  };
  const [room, breakfast, ...rest] = invoice.items;
  if (invoice.prepaid > 0) {
    row(addDays(invoice.deliveryDate, -14), words.deposit, '', money(invoice.prepaid));
  }
  for (let night = 0; night < nights; night += 1) {
    const date = addDays(invoice.deliveryDate, night);
    if (room !== undefined) {
      row(date, words.night, money(grossOf(room.price, room.rate)), '');
    }
    if (breakfast !== undefined) {
      row(
        addDays(date, 1),
        `${words.breakfast} x ${breakfast.quantity / nights}`,
        money(grossOf(round((breakfast.price * breakfast.quantity) / nights), breakfast.rate)),
        '',
      );
    }
  }
  for (const item of rest) {
    row(
      invoice.date,
      item.rate === 0
        ? `${item.description} ${item.quantity} x ${money(item.price)}`
        : item.description,
      money(grossOf(round(item.price * item.quantity), item.rate)),
      '',
    );
  }
  const isSettled = random.chance(0.5);
  if (isSettled) {
    row(invoice.date, words.card, '', money(invoice.due));
  }
  sheet.rule(40, 555, cursor.y - 4);
  cursor.y += 8;
  sheet.text(110, cursor.y, words.sum, { bold: true });
  sheet.right(470, cursor.y, money(invoice.total), { bold: true });
  sheet.right(550, cursor.y, money(round(invoice.prepaid + (isSettled ? invoice.due : 0))), {
    bold: true,
  });
  cursor.y += 14;
  sheet.text(110, cursor.y, `${words.balance} ${invoice.currency}`, { bold: true });
  sheet.right(550, cursor.y, money(isSettled ? 0 : invoice.due), { bold: true });
  cursor.y += 30;
  sheet.headings(
    cursor.y,
    [
      [45, words.vatHead[0]],
      [220, words.vatHead[1], true],
      [310, words.vatHead[2], true],
      [400, words.vatHead[3], true],
    ],
    8,
  );
  cursor.y += 14;
  for (const tax of invoice.taxes) {
    sheet.text(
      45,
      cursor.y,
      tax.rate === 0 ? `0 % (${words.outside})` : `${String(tax.rate).replace('.', ',')} %`,
      { size: 8 },
    );
    sheet.right(220, cursor.y, money(tax.base), { size: 8 });
    sheet.right(310, cursor.y, money(tax.amount), { size: 8 });
    sheet.right(400, cursor.y, money(round(tax.base + tax.amount)), { size: 8 });
    cursor.y += 12;
  }
  sheet.text(45, cursor.y, words.sum, { bold: true, size: 8 });
  sheet.right(220, cursor.y, money(invoice.net), { size: 8 });
  sheet.right(310, cursor.y, money(invoice.tax), { size: 8 });
  sheet.right(400, cursor.y, money(invoice.total), { size: 8 });
  cursor.y += 26;
  drawNotes(cursor, [
    language === 'de'
      ? 'Vielen Dank für Ihren Aufenthalt. Wir freuen uns auf Ihren nächsten Besuch!'
      : language === 'fr'
        ? 'Merci de votre séjour et à bientôt.'
        : 'Thank you for staying with us.',
  ]);
  const ids =
    language === 'de'
      ? `USt-IdNr. ${seller.vatId ?? ''} · Steuernummer ${seller.taxNumber ?? ''} · HRB ${digits(random, 5)}`
      : language === 'fr'
        ? `SIRET ${seller.taxNumber ?? ''} · TVA ${seller.vatId ?? ''}`
        : `VAT Reg No ${seller.vatId ?? ''} · Company No ${digits(random, 8)}`;
  sheet.text(45, 795, `${seller.name} · ${ids}`, { size: 7 });
  return finish(cursor, language);
}

const styleOf = (language: Language): PageStyle => ({
  language,
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['breakdown'],
  amounts: ['dot-comma'],
  dates: ['dotted'],
  marks: ['sign-suffix'],
});

const GERMAN: EuOptions = {
  country: 'DE',
  rates: [7],
  goods: ['Übernachtung'],
  companies: HOTELS.DE,
  streets: GERMAN_STREETS,
  vatIdOf: germanVat,
  taxNumberOf: germanTaxNumber,
  numberOf: (random) => digits(random, 6),
};

/** Companies billed for their staff's stays. */
const GUESTS_FIRMS = { DE: GERMAN_COMPANIES, FR: FRENCH_COMPANIES, GB: UK_COMPANIES };

export const HOTEL_FOLIO_FAMILY: EuFamily = {
  name: 'eu-hotel-folio',
  half: 'held',
  kind: "A hotel's folio at check-out: guest, room, arrival and departure, folio and reservation numbers beside the invoice's; a row a night, breakfasts and extras in gross, the city tax outside VAT, deposit and card payment as credits, the balance, a VAT table by rate",
  style: styleOf('de'),
  options: GERMAN,
  variants: [
    { style: styleOf('de'), options: GERMAN },
    {
      style: styleOf('fr'),
      options: {
        country: 'FR',
        rates: [10],
        goods: ['Nuitée'],
        companies: HOTELS.FR,
        streets: FRENCH_STREETS,
        vatIdOf: frenchVat,
        taxNumberOf: frenchSiret,
        numberOf: (random) => `FA${digits(random, 7)}`,
      },
    },
    {
      style: styleOf('en'),
      options: {
        country: 'GB',
        currency: 'GBP',
        rates: [20],
        goods: ['Accommodation'],
        companies: HOTELS.GB,
        streets: UK_STREETS,
        vatIdOf: ukVat,
        numberOf: (random) => String(random.int(200000, 899999)),
      },
    },
  ],
  flavours: ['facturx-en16931', 'xrechnung-cii', 'peppol-ubl'],
  own: {
    make: (random, options) => {
      const invoice = makeStay(random, options);
      const firms =
        GUESTS_FIRMS[options.country === 'FR' ? 'FR' : options.country === 'GB' ? 'GB' : 'DE'];
      return { ...invoice, buyer: { ...invoice.buyer, name: random.pick(firms) } };
    },
    draw: drawFolio,
  },
};
