// A Spanish self-employed professional's invoice (autónomo; eleventh pass, tune half): a person's
// name and NIF, the place and date in words ("Bilbao, 4 de marzo de 2024"), several VAT rates in
// a breakdown table, IRPF withheld and subtracted ("Total a percibir"), and in the Basque
// Country the TicketBAI identifier at the foot.
import { answersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { formatDate } from './formats.ts';
import { makeInvoice, taxIdOf } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { ticketBaiId } from './spain-footers.ts';
import { drawItemRows, drawSums } from './spain-table.ts';
import { moneyOf, pct } from './spain.ts';

const PEOPLE: readonly [string, string][] = [
  ['María Laura Gómez Fernández', 'Arquitecta'],
  ['Javier Ruiz Etxeberria', 'Abogado'],
  ['Ane Zubizarreta Olano', 'Traductora jurada'],
  ['Carlos Pérez Navarro', 'Ingeniero técnico'],
  ['Lucía Martín Soto', 'Diseñadora gráfica'],
];
const CITIES: readonly [string, string, boolean][] = [
  ['Bilbao', 'C/ Gran Vía 45, 3º dcha., 48011 Bilbao', true],
  ['Donostia', 'Avda. de la Libertad 17, 20004 Donostia', true],
  ['Madrid', 'C/ Alcalá 120, 4º B, 28009 Madrid', false],
  ['Sevilla', 'C/ Sierpes 30, 41004 Sevilla', false],
];

function professional(random: Random): GeneratedInvoice {
  const withholdingRate = random.pick([15, 15, 7]);
  const invoice = makeInvoice(random, {
    country: 'ES',
    rates: [21, 21, 10, 4],
    withholdingRate,
    itemCount: [2, 5],
    isIssuerPerson: true,
  });
  const [name, trade] = random.pick(PEOPLE);
  const [city, address, isBasque] = random.pick(CITIES);
  const nif = taxIdOf(random, 'ES', true);
  const money = moneyOf(random, random.pick(['dot-comma', 'plain-comma']));
  const number = random.pick([
    `${invoice.date.slice(0, 4)}/${String(random.int(1, 120)).padStart(3, '0')}`,
    `${String(random.int(1, 120)).padStart(3, '0')}-${invoice.date.slice(2, 4)}`,
    `P${invoice.date.slice(0, 4)}${String(random.int(1, 120)).padStart(4, '0')}`,
  ]);
  const sheet = new Sheet(random);
  sheet.text(340, 55, name, { bold: true, size: 11 });
  sheet.text(340, 69, trade, { size: 8 });
  sheet.text(340, 81, `NIF: ${nif}`, { size: 8 });
  sheet.text(340, 93, address, { size: 8 });
  sheet.text(
    340,
    105,
    `${(name.split(' ')[0] ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@estudio-${city.toLowerCase()}.es`,
    {
      size: 8,
    },
  );
  sheet.text(45, 60, random.pick(['FACTURA', 'Factura']), { bold: true, size: 18 });
  sheet.text(45, 82, `${random.pick(['Nº', 'Número', 'Factura nº'])}: ${number}`, { size: 9 });
  const dateLine = random.chance(0.6)
    ? `${city}, ${formatDate(invoice.date, 'words')}`
    : `Fecha: ${formatDate(invoice.date, 'dd/mm/yyyy')}`;
  sheet.text(45, 96, dateLine, { size: 9 });
  sheet.text(45, 140, random.pick(['Datos del cliente', 'CLIENTE', 'Facturado a:']), {
    bold: true,
    size: 8,
  });
  sheet.text(45, 153, invoice.buyer.name, { size: 9 });
  sheet.text(45, 165, `${random.pick(['CIF', 'NIF'])}: ${invoice.buyer.taxId}`, { size: 8 });
  sheet.text(45, 177, invoice.buyer.address[0] ?? '', { size: 8 });
  sheet.headings(
    215,
    [
      [45, 'Concepto'],
      [330, 'Uds.', true],
      [400, 'Precio', true],
      [450, 'IVA', true],
      [550, 'Importe', true],
    ],
    8,
  );
  sheet.rule(40, 555, 221);
  let top = drawItemRows(
    sheet,
    236,
    invoice.items,
    { quantity: 330, price: 400, rate: 450, amount: 550 },
    money,
  );
  top = Math.max(top + 30, 440);
  // The breakdown by rate, headings over values, then the sums and the withholding.
  sheet.headings(
    top,
    [
      [230, 'Base imponible', true],
      [290, '% IVA', true],
      [370, 'Cuota IVA', true],
    ],
    8,
  );
  top += 12;
  for (const tax of invoice.taxes) {
    sheet.right(230, top, money(tax.base), { size: 8 });
    sheet.right(290, top, pct(tax.rate), { size: 8 });
    sheet.right(370, top, money(tax.amount), { size: 8 });
    top += 12;
  }
  top += 14;
  const vat = Math.round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0) * 100) / 100;
  const sums: [string, string][] = [
    [random.pick(['Total base imponible', 'Suma bases']), money(invoice.net)],
    [random.pick(['Total IVA', 'Total cuotas IVA']), money(vat)],
    [
      random.pick([`Retención IRPF (${pct(withholdingRate)})`, `- IRPF ${pct(withholdingRate)}`]),
      `-${money(invoice.withheld)}`,
    ],
    [
      random.pick(['TOTAL A PERCIBIR', 'Total a pagar', 'Líquido a percibir', 'TOTAL FACTURA']),
      money(invoice.total),
    ],
  ];
  top = drawSums(sheet, 380, top, sums, (_label, index) => index === sums.length - 1);
  top += 20;
  sheet.text(
    45,
    top,
    `Forma de pago: transferencia bancaria a ES${random.int(10, 99)} 0049 ${random.int(1000, 9999)} ${random.int(10, 99)} ${random.int(1000000000, 9999999999)}`,
    { size: 8 },
  );
  if (isBasque) {
    sheet.text(45, top + 40, ticketBaiId(random, nif, invoice.date), { size: 7 });
    sheet.text(45, top + 50, 'TicketBAI', { bold: true, size: 7 });
  }
  return {
    pages: [sheet.items],
    ...answersOf(invoice, number, 'EUR', {
      issuer: name,
      net_total: invoice.net,
      tax_total: vat,
    }),
  };
}

export const SPAIN_PROFESSIONAL_FAMILY: Family = {
  name: 'es-autonomo-irpf',
  half: 'tune',
  kind: 'A self-employed professional: several VAT rates, IRPF withheld, TicketBAI in the Basque Country',
  make: professional,
};
