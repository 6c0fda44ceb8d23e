// A Spanish invoice to a buyer in another EU country (eleventh pass, tune half): both parties'
// VAT ids (ES and the buyer's country), no VAT charged ("IVA 0 %", "Exenta", "Inversión del
// sujeto pasivo") with the legal ground printed, and the operation's date beside the invoice's.
import { taxedAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatDate, type DateStyle } from './formats.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { drawItemRows, drawSums } from './spain-table.ts';
import { moneyOf, pct } from './spain.ts';

const BUYERS: readonly [string, string, string, () => string][] = [
  ['Müller Maschinenbau GmbH', 'Hauptstraße 5', '80331 München (Alemania)', () => 'DE'],
  ['Laboratoires Durand SAS', '12 rue de la Paix', '75002 Paris (Francia)', () => 'FR'],
  ['Ferretti Componenti S.r.l.', 'Via Roma 44', '20121 Milano (Italia)', () => 'IT'],
  ['Van Dijk Logistics B.V.', 'Keizersgracht 210', '1016 DZ Amsterdam (Países Bajos)', () => 'NL'],
  ['Transportes Ribeiro Lda.', 'Rua Augusta 90', '1100-053 Lisboa (Portugal)', () => 'PT'],
];

function vatIdOf(random: Random, country: string): string {
  const digits = (count: number): string =>
    Array.from({ length: count }, () => String(random.int(0, 9))).join('');
  switch (country) {
    case 'DE':
      return `DE${digits(9)}`;
    case 'FR':
      return `FR${digits(2)}${digits(9)}`;
    case 'IT':
      return `IT${digits(11)}`;
    case 'NL':
      return `NL${digits(9)}B01`;
    default:
      return `PT${digits(9)}`;
  }
}

const GROUNDS = [
  'Entrega intracomunitaria exenta de IVA (art. 25 Ley 37/1992).',
  'Operación exenta por aplicación del artículo 25 de la Ley 37/1992 del IVA.',
  'Inversión del sujeto pasivo (art. 84.Uno.2º Ley 37/1992). Reverse charge.',
  'Prestación de servicios intracomunitaria. Inversión del sujeto pasivo (arts. 69 y 84 LIVA).',
];

function intraCommunity(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'ES', rates: [0] });
  const money = moneyOf(random, random.pick(['dot-comma', 'plain-comma']));
  const [buyerName, street, city, countryOf] = random.pick(BUYERS);
  const buyerVat = vatIdOf(random, countryOf());
  const issuerVat = `ES${invoice.issuer.taxId.replace('-', '')}`;
  const number = random.pick([
    `EX-${invoice.date.slice(0, 4)}-${String(random.int(1, 999)).padStart(4, '0')}`,
    `${invoice.date.slice(2, 4)}/UE/${String(random.int(1, 999)).padStart(3, '0')}`,
    `A${String(random.int(1000, 99999))}`,
  ]);
  const style: DateStyle = random.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy']);
  const operationDate = addDays(invoice.date, -random.int(2, 20));
  const sheet = new Sheet(random);
  sheet.text(45, 55, invoice.issuer.name, { bold: true, size: 14 });
  sheet.text(45, 72, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(45, 84, random.pick([`NIF-IVA: ${issuerVat}`, `VAT No.: ${issuerVat}`]), {
    size: 8,
  });
  sheet.text(45, 96, `Tel. +34 9${random.int(10, 98)} ${random.int(100000, 999999)}`, {
    size: 8,
  });
  sheet.text(360, 55, random.pick(['FACTURA', 'FACTURA / INVOICE', 'Factura']), {
    bold: true,
    size: 16,
  });
  const facts: [string, string][] = [
    [random.pick(['Nº Factura', 'Factura nº', 'Invoice No. / Nº']), number],
    [
      random.pick(['Fecha factura', 'Fecha de expedición', 'Fecha / Date']),
      formatDate(invoice.date, style),
    ],
    [
      random.pick(['Fecha de operación', 'Fecha de entrega', 'Fecha de la operación']),
      formatDate(operationDate, style),
    ],
    [random.pick(['Vencimiento', 'Fecha de vencimiento']), formatDate(invoice.dueDate, style)],
  ];
  // Half the invoices put the operation's date before the invoice's own.
  if (random.chance(0.5)) {
    [facts[1], facts[2]] = [facts[2] as [string, string], facts[1] as [string, string]];
  }
  sheet.facts(360, 460, 80, facts, true);
  sheet.rule(40, 555, 140);
  sheet.text(45, 156, random.pick(['Cliente / Customer', 'Facturar a', 'CLIENTE']), {
    bold: true,
    size: 8,
  });
  sheet.text(45, 169, buyerName, { size: 9 });
  sheet.text(45, 181, street, { size: 8 });
  sheet.text(45, 193, city, { size: 8 });
  sheet.text(45, 205, `${random.pick(['NIF-IVA', 'VAT ID', 'VAT No.'])}: ${buyerVat}`, {
    size: 8,
  });
  sheet.headings(
    240,
    [
      [45, 'Descripción'],
      [360, 'Cantidad', true],
      [440, 'Precio', true],
      [550, 'Importe', true],
    ],
    8,
  );
  sheet.rule(40, 555, 246);
  let top = drawItemRows(
    sheet,
    260,
    invoice.items,
    { quantity: 360, price: 440, amount: 550 },
    money,
  );
  top = Math.max(top + 30, 480);
  const rows: [string, string][] = [
    [random.pick(['Base imponible', 'BASE IMPONIBLE', 'Subtotal']), money(invoice.net)],
    [random.pick([`IVA ${pct(0)}`, 'IVA (exento)', 'Cuota IVA 0%', 'IVA 0% (ISP)']), money(0)],
    [random.pick(['Total factura', 'TOTAL', 'Total / Total amount']), money(invoice.total)],
  ];
  top = drawSums(sheet, 360, top, rows, (label) => /total/iu.test(label) && !/sub/iu.test(label));
  sheet.text(45, top + 20, random.pick(GROUNDS), { size: 8 });
  sheet.text(
    45,
    top + 34,
    `Forma de pago: transferencia a ES${random.int(10, 99)} 2100 ${random.int(1000, 9999)} ${random.int(10, 99)} ${random.int(1000000000, 9999999999)}`,
    { size: 8 },
  );
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, number, 'EUR', 0),
  };
}

export const SPAIN_INTRA_COMMUNITY_FAMILY: Family = {
  name: 'es-intracomunitaria',
  half: 'tune',
  kind: 'A Spanish invoice to an EU buyer, VAT exempt or reverse charge, both VAT ids',
  make: intraCommunity,
};
