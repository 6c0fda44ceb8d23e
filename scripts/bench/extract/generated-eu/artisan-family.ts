// A held family of the third probe: a French artisan's facture to a private customer: the
// trade's name with `EI` or a SARL, SIRET, `TVA intracom.`, the Répertoire des Métiers and the
// décennale insurance, `Facture n°`, `Date de facturation`, the date of the work and the quote it
// follows (`Devis n° … du …`), `Total HT / TVA 10 % / TVA 20 % / Total TTC`, an `Acompte déjà
// versé` with its date, `Net à payer`, and the legal mentions on late payment.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { formatEuDate, formatRate } from './format.ts';
import type { EuInvoice } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawEntries, drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import {
  amountCell,
  drawSimpleTable,
  FRENCH_TRADES,
  FRENCH_WORK,
  moneyOf,
  plainInvoice,
  quantityOf,
} from './probe3-parts.ts';
import { digits, FRENCH_STREETS, frenchNumber, frenchSiret, frenchVat } from './sample-data.ts';

const CLIENTS = ['M. et Mme Lambert', 'Mme Claire Girard', 'M. Julien Morel', 'SCI Les Tilleuls'];

function drawArtisan(random: Random, invoice: EuInvoice): ReturnType<typeof finish> {
  const money = moneyOf(
    invoice,
    random.pick(['space-comma', 'dot-comma']),
    random.pick(['suffix', 'none']),
  );
  const isWords = random.chance(0.3);
  const day = (date: string) => formatEuDate(date, isWords ? 'words' : 'slashed', 'fr');
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(45, 50, seller.name, { bold: true, size: 14 });
  sheet.text(45, 66, `${seller.street} - ${seller.postcode} ${seller.city}`, { size: 8 });
  sheet.text(
    45,
    77,
    `Tél. 0${random.int(1, 6)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`,
    { size: 8 },
  );
  sheet.text(45, 88, `SIRET : ${seller.taxNumber ?? ''}   TVA intracom. : ${seller.vatId ?? ''}`, {
    size: 8,
  });
  sheet.text(330, 130, random.pick(CLIENTS));
  sheet.text(330, 142, buyer.street);
  sheet.text(330, 154, `${buyer.postcode} ${buyer.city}`);
  const title = random.chance(0.5) ? `FACTURE N° ${invoice.number}` : 'FACTURE';
  sheet.text(45, 130, title, { bold: true, size: 15 });
  const quoteDate = addDays(invoice.orderDate, -random.int(3, 20));
  const entries: [string, string][] = [
    ...(title === 'FACTURE'
      ? [[random.pick(['Facture n° :', 'N° de facture :']), invoice.number] as [string, string]]
      : []),
    [random.pick(['Date de facturation :', 'Date de la facture :', 'Date :']), day(invoice.date)],
    [
      random.pick(["Date d'intervention :", 'Date des travaux :', 'Date de fin des travaux :']),
      day(invoice.deliveryDate),
    ],
    [
      random.pick(['Devis n° :', 'Réf. devis :']),
      `D${invoice.date.slice(0, 4)}-${digits(random, 3)} du ${day(quoteDate)}`,
    ],
    [random.pick(['Code client :', 'Client n° :']), invoice.customerNumber],
  ];
  if (random.chance(0.5)) {
    const [first, ...rest] = entries;
    entries.splice(0, entries.length, ...rest, ...(first === undefined ? [] : [first]));
  }
  drawEntries(sheet, entries, 45, 165, 152);
  cursor.y = 160 + 13 * entries.length + 10;
  drawNotes(cursor, [
    `Chantier : ${random.pick(['rénovation salle de bains', 'remplacement chaudière', 'mise aux normes électriques', 'pose de carrelage cuisine'])}, ${buyer.street}, ${buyer.city}`,
  ]);
  cursor.y += 8;
  const quantities = random.pick(['plain', 'comma'] as const);
  drawSimpleTable(cursor, invoice, [
    { heading: 'Désignation', x: 45, cell: (item) => item.description },
    {
      heading: 'Qté',
      x: 300,
      isRight: true,
      cell: (item) => quantityOf(item.quantity, quantities),
    },
    { heading: 'PU HT', x: 380, isRight: true, cell: (item) => money(item.price) },
    { heading: 'TVA', x: 430, isRight: true, cell: (item) => formatRate(item.rate, 'fr', true) },
    { heading: 'Total HT', x: 550, isRight: true, cell: amountCell(money) },
  ]);
  ensureRoom(random, cursor, 220);
  const rows: [string, string, boolean][] = [
    [random.pick(['Total HT', 'Montant HT', 'Total H.T.']), money(invoice.net), false],
    ...invoice.taxes.map((tax): [string, string, boolean] => [
      `TVA ${formatRate(tax.rate, 'fr', true)}`,
      money(tax.amount),
      false,
    ]),
    [random.pick(['Total TTC', 'Montant TTC', 'Total T.T.C.']), money(invoice.total), true],
  ];
  if (invoice.prepaid > 0) {
    rows.push([
      random.pick([
        `Acompte déjà versé le ${day(quoteDate)}`,
        'Acompte versé à la commande',
        'Déjà réglé (acompte)',
      ]),
      money(-invoice.prepaid),
      false,
    ]);
  }
  rows.push([
    random.pick(['Net à payer', 'Reste à payer', 'NET À PAYER']),
    money(invoice.due),
    true,
  ]);
  rows.forEach(([label, value, isBold], index) => {
    cursor.sheet.text(310, cursor.y + 14 * index, label, { bold: isBold });
    cursor.sheet.right(550, cursor.y + 14 * index, value, { bold: isBold });
  });
  cursor.y += 14 * rows.length + 14;
  const notes = [
    `Conditions de règlement : à réception de facture, au plus tard le ${day(invoice.dueDate)}. Escompte pour paiement anticipé : néant.`,
    "Pénalités de retard : trois fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.",
  ];
  if (invoice.taxes.some((tax) => tax.rate === 10)) {
    notes.push(
      'TVA au taux réduit de 10 % (art. 279-0 bis du CGI), attestation simplifiée signée par le client.',
    );
  }
  drawNotes(cursor, notes);
  cursor.sheet.text(
    45,
    795,
    `${seller.name} - ${random.pick(['Entrepreneur individuel', 'SARL au capital de 8 000 €'])} - RM ${digits(random, 9)} - Assurance décennale ${random.pick(['MAAF', 'AXA', 'SMABTP'])} n° ${digits(random, 8)}`,
    { size: 7 },
  );
  cursor.sheet.text(
    45,
    806,
    `IBAN FR76 ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 3)}`,
    { size: 7 },
  );
  return finish(cursor, 'fr');
}

const STYLE: PageStyle = {
  language: 'fr',
  seller: ['letterhead'],
  meta: ['left'],
  summary: ['lines'],
  amounts: ['space-comma'],
  dates: ['slashed'],
  marks: ['sign-suffix'],
};

export const ARTISAN_FAMILY: EuFamily = {
  name: 'fr-artisan',
  half: 'held',
  kind: "French artisan's facture to a private client: SIRET and TVA intracom. in the letterhead, Facture n°, Date de facturation, the work's date and the quote's, Total HT / TVA 10 % / TVA 20 % / Total TTC, acompte déjà versé, net à payer, late-payment mentions",
  style: STYLE,
  options: {
    country: 'FR',
    rates: [10, 10, 20],
    goods: FRENCH_WORK,
    companies: FRENCH_TRADES,
    streets: FRENCH_STREETS,
    vatIdOf: frenchVat,
    taxNumberOf: frenchSiret,
    numberOf: frenchNumber,
    itemCount: [2, 8],
    quantities: [1, 1, 2, 3, 4, 8, 12],
  },
  flavours: ['facturx-en16931', 'facturx-basic', 'facturx-extended'],
  own: {
    make: (random, options) => plainInvoice(random, options, random.pick([0, 0.3, 0.4])),
    draw: (random, invoice) => drawArtisan(random, invoice),
  },
};
