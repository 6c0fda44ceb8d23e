// A tune family of the fourteenth pass: a French invoice written as a letter. The client's
// address block comes first (with `À l'attention de` a person), then the place and date
// (`Lyon, le 12 mars 2024`, the invoice's date), `Objet :` naming the invoice, `Madame,
// Monsieur,` and a paragraph citing the order and the work's dates, the table, the sum to pay in
// a sentence, the closing formula and a signature; the seller only in the footer, with its legal
// form, capital, RCS, SIRET and VAT number.
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { EuInvoice } from './model.ts';
import type { PageStyle } from './page.ts';
import {
  drawItemTable,
  drawNotes,
  drawSums,
  ensureRoom,
  finish,
  startDocument,
  taxLines,
  writersOf,
} from './probe-parts.ts';
import { makeUnpaid } from './probe-model.ts';
import { digits, FRENCH_SELLER } from './sample-data.ts';

const PEOPLE = ['M. Bernard', 'Mme Petit', 'M. Roux', 'Mme Girard', 'M. Fontaine', 'Mme Chevalier'];
const SIGNERS = ['Jean Morel, gérant', 'Claire Dubois, directrice', 'Paul Mercier, président'];

function drawLetter(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  // The client's block, in the window on the left or the right.
  const x = random.pick([45, 320]);
  let y = 110;
  if (random.chance(0.5)) {
    sheet.text(x, y, random.pick(['Destinataire :', 'Client :', 'Adressé à :']), {
      bold: true,
      size: 8,
    });
    y += 12;
  }
  sheet.text(x, y, buyer.name, { bold: true });
  sheet.text(x, y + 12, `À l'attention de ${random.pick(PEOPLE)}`);
  sheet.text(x, y + 24, buyer.street);
  sheet.text(x, y + 36, `${buyer.postcode} ${buyer.city}`);
  if (buyer.vatId !== undefined && random.chance(0.4)) {
    sheet.text(x, y + 48, `N° TVA : ${buyer.vatId}`, { size: 8 });
  }
  const placeDate = `${seller.city}, le ${w.day(invoice.date)}`;
  sheet.right(550, 200, placeDate);
  y = 230;
  const references: string[] = [];
  if (random.chance(0.5)) {
    references.push(`Vos réf. : commande n° ${invoice.orderNumber} du ${w.day(invoice.orderDate)}`);
  }
  if (random.chance(0.5)) {
    references.push(`Nos réf. : client ${invoice.customerNumber}`);
  }
  references.forEach((line, index) => sheet.text(45, y + 13 * index, line, { size: 9 }));
  y += 13 * references.length + 10;
  const subject = random.pick([
    `Objet : Facture n° ${invoice.number}`,
    `Objet : facture n° ${invoice.number} - travaux du ${w.day(invoice.deliveryDate)}`,
    `Objet : notre facture ${invoice.number}`,
  ]);
  sheet.text(45, y, subject, { bold: true });
  y += 26;
  sheet.text(45, y, 'Madame, Monsieur,');
  y += 20;
  const paragraph = random.pick([
    [
      `Suite à notre intervention du ${w.day(invoice.deliveryDate)} et conformément à votre commande du`,
      `${w.day(invoice.orderDate)}, nous vous prions de trouver ci-dessous le détail de notre facture.`,
    ],
    [
      `Nous avons le plaisir de vous adresser notre facture pour les prestations réalisées le`,
      `${w.day(invoice.deliveryDate)}, selon le détail suivant :`,
    ],
  ]);
  paragraph.forEach((line, index) => sheet.text(45, y + 13 * index, line, { size: 9 }));
  cursor.y = y + 13 * paragraph.length + 16;
  drawItemTable(random, cursor, invoice, w);
  ensureRoom(random, cursor, 220);
  drawSums(cursor, [
    [random.pick(['Total HT', 'Montant HT']), w.money(invoice.net)],
    ...taxLines(invoice, w, random.pick(['TVA', 'T.V.A.'])),
    [random.pick(['Total TTC', 'Montant TTC', 'Net à payer']), w.money(invoice.total), true],
  ]);
  cursor.y += 12;
  drawNotes(cursor, [
    `Nous vous remercions de bien vouloir nous régler la somme de ${w.money(invoice.total)} avant le ${w.day(invoice.dueDate)},`,
    'par virement sur le compte indiqué ci-dessous.',
    'En cas de retard de paiement, une indemnité forfaitaire de 40 € pour frais de recouvrement sera due.',
    '',
    "Nous vous prions d'agréer, Madame, Monsieur, l'expression de nos salutations distinguées.",
  ]);
  cursor.y += 10;
  cursor.sheet.text(330, cursor.y, random.pick(SIGNERS));
  const capital = random.pick(['7 500', '10 000', '50 000']);
  const rcs = `RCS ${seller.city} B ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 3)}`;
  cursor.sheets.forEach((page) => {
    page.text(
      45,
      790,
      `${seller.name} au capital de ${capital} € · ${seller.street} · ${seller.postcode} ${seller.city}`,
      { size: 7 },
    );
    page.text(
      45,
      800,
      `${rcs} · SIRET ${seller.taxNumber ?? ''} · N° TVA intracom. ${seller.vatId ?? ''}`,
      { size: 7 },
    );
    page.text(45, 810, 'IBAN FR76 1027 8060 3100 0205 8420 175 - BIC CMCIFR2A', { size: 7 });
  });
  return finish(cursor, 'fr');
}

const STYLE: PageStyle = {
  language: 'fr',
  seller: ['footer'],
  meta: ['left'],
  summary: ['lines'],
  amounts: ['space-comma', 'dot-comma'],
  dates: ['words', 'words', 'slashed'],
  marks: ['sign-suffix', 'none', 'code'],
};

export const LETTER_FAMILY: EuFamily = {
  name: 'fr-lettre',
  half: 'tune',
  kind: "French invoice written as a letter: the client's block first (À l'attention de …), `Lyon, le 12 mars 2024`, Objet : Facture n° …, Madame, Monsieur, a paragraph with the order's and the work's dates, the sum to pay in a sentence, a signature; the seller only in the footer with capital, RCS, SIRET and VAT number",
  style: STYLE,
  options: { ...FRENCH_SELLER, rates: [20, 20, 10], itemCount: [1, 6], creditNoteChance: 0 },
  flavours: ['facturx-en16931', 'facturx-basic', 'facturx-minimum'],
  own: { make: makeUnpaid, draw: drawLetter },
};
