// The payment terms an e-invoice viewer or an insurer prints after the totals as a small table
// whose headings an item table shares (`Beschreibung | Fälligkeit | Teilzahlung`, `Description |
// Due date | Amount`): a row of prose over one or two lines, a due date and the sum to pay (or
// none). It is no item: the sixteenth pass's families draw it so that the engine learns so.
import type { Random } from '../generated-es/random.ts';
import type { Language } from './format.ts';
import type { EuInvoice } from './model.ts';
import { type Cursor, ensureRoom, type Writers } from './probe-parts.ts';

const TITLES = {
  de: ['Zahlungsbedingungen', 'Zahlungsinformationen', 'Zahlungsplan'],
  fr: ['Conditions de paiement', 'Échéancier', 'Modalités de paiement'],
  en: ['Payment terms', 'Payment schedule', 'Payment details'],
  nl: ['Betalingsvoorwaarden'],
} as const;

const HEADINGS: Record<Language, readonly (readonly [string, string, string])[]> = {
  de: [
    ['Beschreibung', 'Fälligkeit', 'Teilzahlung'],
    ['Beschreibung', 'Fälligkeitsdatum', 'Betrag'],
    ['Bezeichnung', 'Fällig am', 'Betrag'],
  ],
  fr: [
    ['Description', 'Échéance', 'Montant'],
    ['Désignation', "Date d'échéance", 'Montant'],
  ],
  en: [
    ['Description', 'Due date', 'Amount'],
    ['Description', 'Due', 'Instalment'],
  ],
  nl: [['Omschrijving', 'Vervaldatum', 'Bedrag']],
};

/** The prose of one payment term, over one or two lines. */
function termsOf(random: Random, invoice: EuInvoice, w: Writers): string[] {
  const days = random.pick([10, 14, 30]);
  switch (w.language) {
    case 'de':
      return random.pick([
        [`Zahlbar innerhalb von ${days} Tagen ohne Abzug.`],
        [
          `Zahlbar innerhalb von ${days} Tagen netto; bei Zahlung bis`,
          `${w.day(invoice.deliveryDate)} gewähren wir 2 % Skonto.`,
        ],
        ['Der Beitrag wird per SEPA-Lastschrift von Ihrem', 'Konto eingezogen.'],
      ]);
    case 'fr':
      return random.pick([
        [`Paiement à ${days} jours date de facture, sans escompte.`],
        ['Prélèvement SEPA sur le compte du titulaire', 'du contrat, mandat n° 2024-118.'],
      ]);
    default:
      return random.pick([
        [`Payment within ${days} days of the invoice date, net.`],
        ['Collected by direct debit from the account', 'held on file (mandate 2024-118).'],
      ]);
  }
}

/** Draws the payment terms from `cursor.y` at the page's width; its amount is the sum due. */
export function drawPaymentTerms(
  random: Random,
  cursor: Cursor,
  invoice: EuInvoice,
  w: Writers,
): void {
  const lines = termsOf(random, invoice, w);
  ensureRoom(random, cursor, 40 + 12 * lines.length);
  const { sheet } = cursor;
  sheet.text(45, cursor.y, random.pick(TITLES[w.language]), { bold: true });
  cursor.y += 18;
  const [text, due, amount] = random.pick(HEADINGS[w.language]);
  sheet.text(45, cursor.y, text, { bold: true, size: 9 });
  sheet.text(330, cursor.y, due, { bold: true, size: 9 });
  sheet.right(550, cursor.y, amount, { bold: true, size: 9 });
  cursor.y += 14;
  lines.forEach((line, index) => sheet.text(45, cursor.y + 12 * index, line, { size: 9 }));
  sheet.text(330, cursor.y, w.day(invoice.dueDate), { size: 9 });
  if (random.chance(0.7)) {
    sheet.right(550, cursor.y, w.money(invoice.due), { size: 9 });
  }
  cursor.y += 12 * lines.length + 14;
}
