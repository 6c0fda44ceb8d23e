// A Spanish telephone and internet bill (eleventh pass, second probe, tune half): the operator's
// brand at the top and its legal name and CIF at the foot, the customer's box with "Titular"
// and "NIF titular" (the other party), the billed period and the debit date beside the bill's
// date, monthly fees, extra usage and a discount, VAT 21 % and "Total factura".
import { drawBillSummary } from './bill-summary.ts';
import { answersFrom } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatAmount, formatDate, padded } from './formats.ts';
import { makeInvoice, round } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

const OPERATORS: readonly [string, string, string][] = [
  ['movilink', 'Movilink Telecomunicaciones S.A.U.', 'A82528548'],
  ['FIBRANORTE', 'Fibranorte Redes y Servicios S.L.', 'B95631209'],
  ['Olea Telecom', 'Olea Comunicaciones S.A.', 'A28164754'],
];

function telecomBill(random: Random): GeneratedInvoice {
  const drawn = makeInvoice(random, { country: 'ES', rates: [21] });
  const [brand, legalName, cif] = random.pick(OPERATORS);
  const periodEnd = addDays(drawn.date, -random.int(1, 4));
  const periodStart = addDays(periodEnd, -random.pick([29, 30]));
  const fees: [string, number][] = [
    [
      random.pick(['Fibra 600Mb + Móvil', 'Tarifa Fusión', 'Fibra 1Gb']),
      random.pick([39.9, 45.5, 59.0]),
    ],
    ['Línea móvil adicional', random.pick([0, 8.26, 12.4])],
    ['Consumo fuera de tarifa', round(random.int(0, 1500) / 100)],
  ];
  const discount = random.chance(0.5) ? round((fees[0]?.[1] ?? 0) * 0.2) : 0;
  const items = fees.filter(([, value]) => value > 0);
  const base = round(items.reduce((sum, [, value]) => sum + value, 0) - discount);
  const vat = round(base * 0.21);
  const total = round(base + vat);
  const amount = (value: number): string => `${formatAmount(value, 'dot-comma')} €`;
  const style = random.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
  const date = (value: string): string => formatDate(value, style);
  const number = random.pick([
    `${brand.slice(0, 2).toUpperCase()}${drawn.date.slice(2, 4)}-${padded(random.int(1, 99999999), 8)}`,
    `${padded(random.int(1, 999999999), 12)}`,
  ]);
  const sheet = new Sheet(random);
  sheet.text(45, 55, brand, { bold: true, size: 20 });
  sheet.text(45, 90, random.pick(['Tu factura', 'Factura', 'FACTURA']), { bold: true, size: 13 });
  const facts: [string, string][] = [
    [random.pick(['Nº de factura', 'Número de factura']), number],
    [random.pick(['Fecha de factura', 'Fecha de emisión']), date(drawn.date)],
    ['Periodo facturado', `${date(periodStart)} - ${date(periodEnd)}`],
    [
      random.pick(['Fecha de cargo', 'Se cargará el']),
      date(addDays(drawn.date, random.int(3, 10))),
    ],
  ];
  sheet.facts(45, 150, 110, facts);
  // The customer's box at the right: the holder of the contract is the buyer.
  sheet.text(340, 100, random.pick(['Titular', 'TITULAR DEL CONTRATO', 'Titular de la línea']), {
    bold: true,
    size: 8,
  });
  sheet.text(340, 112, drawn.buyer.name, { size: 9 });
  sheet.text(340, 124, `NIF titular: ${drawn.buyer.taxId}`, { size: 8 });
  sheet.text(340, 136, drawn.buyer.address[0] ?? '', { size: 8 });
  sheet.text(340, 148, `Nº cliente: ${padded(random.int(1, 99999999), 9)}`, { size: 8 });
  const heading = random.pick(['Resumen de tu factura', 'DETALLE DE CARGOS']);
  const rows: [string, string, boolean][] = [
    ...items.map(([label, value]): [string, string, boolean] => [label, amount(value), false]),
    ...(discount > 0
      ? [['Descuento promoción 20%', `-${amount(discount)}`, false] as [string, string, boolean]]
      : []),
    [random.pick(['Base imponible', 'Total sin IVA']), amount(base), false],
    ['IVA 21%', amount(vat), false],
    [random.pick(['Total factura', 'TOTAL A PAGAR', 'Importe total']), amount(total), true],
  ];
  drawBillSummary(
    sheet,
    200,
    heading,
    rows.map(([label, value, isTotal]) => ({ label, value, isTotal })),
  );
  sheet.text(
    45,
    760,
    `${legalName} · CIF ${cif} · Inscrita en el Registro Mercantil de Madrid, Tomo ${random.int(1000, 40000)}, Folio ${random.int(1, 200)}`,
    { size: 6 },
  );
  return {
    pages: [sheet.items],
    ...answersFrom(
      { number, date: drawn.date, issuer: [legalName, brand], total },
      'EUR',
      undefined,
      {
        net_total: base,
        tax_total: vat,
      },
    ),
  };
}

export const SPAIN_TELECOM_BILL_FAMILY: Family = {
  name: 'es-factura-telefonia',
  half: 'tune',
  kind: 'A telephone and internet bill: brand at the top, legal name at the foot, Titular box',
  make: telecomBill,
};
