// A tune family of the fourth probe: an energy bill as a German Stadtwerk, a French supplier or
// a British one prints it. An account (Vertragskonto, référence client, account number), the
// billing period, the meter's readings and the consumption, the energy and standing charges
// (British ones priced in pence), the bill's net, VAT and gross, then the account: previous
// balance or instalments paid, payments received, and the amount collected by direct debit on a
// date. The answers are the bill's own charges; what the account owes after them is not its total.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { Language } from './format.ts';
import { type EuInvoice, type EuOptions, lineAmountOf, makeEuInvoice, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, finish, startDocument } from './probe-parts.ts';
import { penOf, PRIVATE_NAMES, UTILITIES, withShipping } from './probe4-parts.ts';
import {
  digits,
  FRENCH_STREETS,
  frenchSiret,
  frenchVat,
  GERMAN_STREETS,
  germanTaxNumber,
  germanVat,
  UK_STREETS,
  ukVat,
} from './sample-data.ts';

const WORDS = {
  de: {
    title: ['Jahresabrechnung Strom', 'Ihre Stromrechnung', 'Abrechnung Erdgas'],
    account: 'Vertragskonto',
    number: ['Rechnungsnummer', 'Rechnungs-Nr.'],
    date: ['Rechnungsdatum', 'Datum'],
    period: 'Abrechnungszeitraum',
    meter: 'Zählernummer',
    old: 'Zählerstand alt',
    new: 'Zählerstand neu',
    use: 'Verbrauch',
    energy: 'Arbeitspreis',
    standing: 'Grundpreis',
    net: 'Summe netto',
    vat: 'Umsatzsteuer',
    gross: ['Rechnungsbetrag brutto', 'Gesamtbetrag'],
    paid: 'abzüglich geleistete Abschläge',
    rest: ['Nachzahlung', 'Zu zahlender Betrag'],
    credit: 'Guthaben',
  },
  fr: {
    title: ['Facture d’électricité', 'Votre facture de régularisation', 'Facture gaz naturel'],
    account: 'Référence client',
    number: ['N° de facture', 'Facture n°'],
    date: ['Date de facture', 'Facture du'],
    period: 'Période de consommation',
    meter: 'N° de compteur',
    old: 'Index ancien',
    new: 'Index nouveau',
    use: 'Consommation',
    energy: 'Consommation',
    standing: 'Abonnement',
    net: 'Total HT',
    vat: 'TVA',
    gross: ['Total TTC de la facture', 'Montant TTC'],
    paid: 'Paiements reçus',
    rest: ['Montant à payer', 'Reste à payer'],
    credit: 'Montant en votre faveur',
  },
  en: {
    title: ['Your energy bill', 'Your electricity statement', 'Your gas bill'],
    account: 'Account number',
    number: ['Bill number', 'Invoice number'],
    date: ['Bill date', 'Date of bill'],
    period: 'Billing period',
    meter: 'Meter serial number',
    old: 'Previous reading',
    new: 'Latest reading',
    use: 'Units used',
    energy: 'Energy charge',
    standing: 'Standing charge',
    net: 'Total charges (excl. VAT)',
    vat: 'VAT at',
    gross: ['Total charges this period (inc. VAT)', 'This bill'],
    paid: 'Payments received - thank you',
    rest: ['Amount due', 'Balance to pay'],
    credit: 'In credit',
  },
} as const;

/** The period's consumption priced per kWh, the standing charge per day or month (one rate). */
function makeBill(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeEuInvoice(random, { ...options, creditNoteChance: 0 });
  const language: Language =
    options.country === 'DE' ? 'de' : options.country === 'FR' ? 'fr' : 'en';
  const rate = options.rates[0] ?? 19;
  const used = random.int(180, 4800);
  const days = random.pick([30, 61, 91, 365]);
  const energy = {
    description: `${WORDS[language].energy} ${used} kWh`,
    quantity: used,
    price: random.int(2210, 3590) / 10000,
    rate,
  };
  const standing =
    language === 'en'
      ? {
          description: `${WORDS.en.standing} ${days} days`,
          quantity: days,
          price: random.int(4000, 6200) / 10000,
          rate,
        }
      : {
          description: WORDS[language].standing,
          quantity: Math.max(1, Math.round(days / 30)),
          price: random.int(850, 1650) / 100,
          rate,
        };
  const invoice = withShipping(drawn, [energy, standing], 0);
  const prepaid = round(Math.max(0, invoice.total + random.pick([-80, -25, 15, 60, 140])));
  return {
    ...invoice,
    isCreditNote: false,
    prepaid,
    due: round(invoice.total - prepaid),
    deliveryDate: addDays(invoice.date, -random.int(2, 9)),
    cashDiscountRate: 0,
  };
}

function drawBill(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const language = style.language === 'fr' || style.language === 'de' ? style.language : 'en';
  const words = WORDS[language];
  const pen = penOf(random, invoice, language);
  const { money, day } = pen;
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller } = invoice;
  const end = invoice.deliveryDate;
  const energy = invoice.items[0];
  const standing = invoice.items[1];
  const days = language === 'en' ? (standing?.quantity ?? 30) : (standing?.quantity ?? 1) * 30;
  const start = addDays(end, -days);
  sheet.text(45, 50, seller.name, { bold: true, size: 14 });
  sheet.text(45, 64, `${seller.street}, ${seller.postcode} ${seller.city}`, { size: 7 });
  sheet.text(45, 118, `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, {
    size: 6,
  });
  const customer = random.pick(PRIVATE_NAMES[language]);
  sheet.text(45, 132, customer);
  sheet.text(45, 144, invoice.buyer.street);
  sheet.text(45, 156, `${invoice.buyer.postcode} ${invoice.buyer.city}`);
  const account = `${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)}`;
  const entries: [string, string][] = [
    [words.account, account],
    [random.pick(words.number), invoice.number],
    [random.pick(words.date), day(invoice.date)],
    [words.period, `${day(start)} - ${day(end)}`],
  ];
  if (random.chance(0.5)) {
    entries.splice(1, 0, [
      language === 'de'
        ? 'Kundennummer'
        : language === 'fr'
          ? 'N° de contrat'
          : 'Customer reference',
      invoice.customerNumber,
    ]);
  }
  entries.forEach(([label, value], index) => {
    sheet.text(340, 100 + 12 * index, label, { size: 8 });
    sheet.right(555, 100 + 12 * index, value, { size: 8 });
  });
  sheet.text(45, 200, random.pick(words.title), { bold: true, size: 15 });
  const isHeadline = random.chance(0.5);
  if (isHeadline) {
    const headline =
      language === 'de'
        ? `${invoice.due >= 0 ? words.rest[0] : words.credit}: ${money(Math.abs(invoice.due))}`
        : language === 'fr'
          ? `${words.rest[0]} : ${money(Math.max(0, invoice.due))} prélevé le ${day(invoice.dueDate)}`
          : `${words.rest[0]}: ${money(Math.max(0, invoice.due))}`;
    sheet.text(45, 218, headline, { bold: true, size: 11 });
  }
  // The meter's readings.
  const oldReading = random.int(10000, 60000);
  const used = energy?.quantity ?? 0;
  cursor.y = 246;
  sheet.text(45, cursor.y, `${words.meter} ${digits(random, 1)}ESY${digits(random, 8)}`, {
    size: 8,
  });
  cursor.y += 14;
  const readings: [string, string, string][] = [
    [words.old, day(start), String(oldReading)],
    [words.new, day(end), String(oldReading + used)],
    [words.use, '', `${used} kWh`],
  ];
  for (const [label, when, value] of readings) {
    sheet.text(60, cursor.y, label, { size: 8 });
    sheet.text(200, cursor.y, when, { size: 8 });
    sheet.right(330, cursor.y, value, { size: 8 });
    cursor.y += 12;
  }
  cursor.y += 14;
  // The charges.
  const rate = energy?.rate ?? 0;
  const charge = (item: EuInvoice['items'][number] | undefined): [string, string] => {
    if (item === undefined) {
      return ['', ''];
    }
    if (language === 'en') {
      const pence = `${(item.price * 100).toFixed(2)}p`;
      return item === energy
        ? [`${words.energy}: ${item.quantity} kWh at ${pence} per kWh`, money(lineAmountOf(item))]
        : [
            `${words.standing}: ${item.quantity} days at ${pence} per day`,
            money(lineAmountOf(item)),
          ];
    }
    const unit =
      item === energy
        ? `${item.price.toFixed(4).replace('.', ',')} €/kWh`
        : `${money(item.price)} / ${language === 'de' ? 'Monat' : 'mois'}`;
    const count =
      item === energy
        ? `${item.quantity} kWh`
        : `${item.quantity} ${language === 'de' ? 'Monate' : 'mois'}`;
    return [
      `${item === energy ? words.energy : words.standing}   ${count} x ${unit}`,
      money(lineAmountOf(item)),
    ];
  };
  const rows: [string, string, boolean][] = [
    [...charge(energy), false],
    [...charge(standing), false],
    [words.net, money(invoice.net), false],
    [
      `${words.vat} ${String(rate).replace('.', language === 'en' ? '.' : ',')} %`,
      money(invoice.tax),
      false,
    ],
    [random.pick(words.gross), money(invoice.total), true],
  ];
  for (const [label, value, isBold] of rows) {
    sheet.text(45, cursor.y, label, { bold: isBold });
    sheet.right(550, cursor.y, value, { bold: isBold });
    cursor.y += 14;
  }
  cursor.y += 10;
  // The account after this bill.
  const previous = round(random.pick([0, 0, 35.2, 112.4]));
  const account2: [string, string][] =
    language === 'de'
      ? [
          [`${words.paid} (${random.int(2, 11)} Abschläge)`, money(-invoice.prepaid)],
          [invoice.due >= 0 ? random.pick(words.rest) : words.credit, money(Math.abs(invoice.due))],
        ]
      : [
          [language === 'fr' ? 'Solde précédent' : 'Previous balance', money(previous)],
          [words.paid, money(-round(previous + invoice.prepaid))],
          [language === 'fr' ? 'Montant de cette facture' : 'This bill', money(invoice.total)],
          [invoice.due >= 0 ? random.pick(words.rest) : words.credit, money(Math.abs(invoice.due))],
        ];
  for (const [label, value] of account2) {
    sheet.text(45, cursor.y, label);
    sheet.right(550, cursor.y, value);
    cursor.y += 14;
  }
  cursor.y += 12;
  const collect =
    language === 'de'
      ? `Der Betrag wird am ${day(invoice.dueDate)} per SEPA-Lastschrift von Ihrem Konto abgebucht (Mandatsreferenz ${digits(random, 10)}). Ihr neuer monatlicher Abschlag: ${money(round(invoice.total / 11))} ab ${day(addDays(invoice.dueDate, 30))}.`
      : language === 'fr'
        ? `Ce montant sera prélevé sur votre compte à partir du ${day(invoice.dueDate)}. Prochaine facture vers le ${day(addDays(invoice.date, 61))}.`
        : `We'll collect this by Direct Debit on or after ${day(invoice.dueDate)}. Your next bill is due around ${day(addDays(invoice.date, 91))}.`;
  drawNotes(cursor, [collect]);
  const ids =
    language === 'de'
      ? `Registergericht Amtsgericht ${seller.city} · USt-IdNr. ${seller.vatId ?? ''} · Steuernummer ${seller.taxNumber ?? ''}`
      : language === 'fr'
        ? `SA au capital de 1 200 000 € · SIRET ${seller.taxNumber ?? ''} · TVA intracommunautaire ${seller.vatId ?? ''}`
        : `Registered in England and Wales No. ${digits(random, 8)} · VAT Reg No ${seller.vatId ?? ''}`;
  sheet.text(45, 800, ids, { size: 7 });
  return finish(cursor, language);
}

const styleOf = (language: Language): PageStyle => ({
  language,
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['dot-comma'],
  dates: ['dotted'],
  marks: ['sign-suffix'],
});

const GERMAN: EuOptions = {
  country: 'DE',
  rates: [19],
  goods: ['Strom'],
  companies: UTILITIES.de,
  streets: GERMAN_STREETS,
  vatIdOf: germanVat,
  taxNumberOf: germanTaxNumber,
  numberOf: (random) => digits(random, 10),
};

const VARIANTS: { style: PageStyle; options: EuOptions }[] = [
  { style: styleOf('de'), options: GERMAN },
  {
    style: styleOf('fr'),
    options: {
      country: 'FR',
      rates: [20],
      goods: ['Électricité'],
      companies: UTILITIES.fr,
      streets: FRENCH_STREETS,
      vatIdOf: frenchVat,
      taxNumberOf: frenchSiret,
      numberOf: (random) => digits(random, 11),
    },
  },
  {
    style: styleOf('en'),
    options: {
      country: 'GB',
      currency: 'GBP',
      rates: [5],
      goods: ['Electricity'],
      companies: UTILITIES.en,
      streets: UK_STREETS,
      vatIdOf: ukVat,
      numberOf: (random) => `${digits(random, 3)} ${digits(random, 6)}`,
    },
  },
];

export const UTILITY_BILL_FAMILY: EuFamily = {
  name: 'eu-utility-bill',
  half: 'tune',
  kind: 'Energy bill (Stadtwerke, French supplier, British supplier): account number, billing period, meter readings and consumption, energy and standing charges, net / VAT / gross, then instalments or the previous balance and payments received, the amount due by direct debit',
  style: styleOf('de'),
  options: GERMAN,
  variants: VARIANTS,
  flavours: ['facturx-en16931', 'xrechnung-cii', 'peppol-ubl'],
  own: { make: makeBill, draw: drawBill },
};
