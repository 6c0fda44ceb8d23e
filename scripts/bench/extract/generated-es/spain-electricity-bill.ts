// A Spanish electricity bill (eleventh pass, held half): the amount due in a box at the top, the
// issue date beside the billing period and the direct debit's date, a summary of many sub-amounts
// (power, energy, a discount, "Impuesto eléctrico", "Alquiler de equipos de medida"), the VAT on
// their sum and "TOTAL IMPORTE FACTURA"; the contract's CUPS and reference are other numbers.
import { drawBillSummary } from './bill-summary.ts';
import { answersFrom } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatAmount, formatDate, padded } from './formats.ts';
import { makeInvoice, round } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

const SUPPLIERS: readonly [string, string][] = [
  ['Energía Levante Comercializadora S.A.', 'A46123456'],
  ['Iberluz Clientes S.A.U.', 'A95758389'],
  ['Eléctrica del Norte Comercializadora S.L.', 'B48765432'],
  ['Som Llum Cooperativa', 'F55091367'],
];

const ELECTRICITY_TAX = 5.11269632;

function electricityBill(random: Random): GeneratedInvoice {
  const drawn = makeInvoice(random, { country: 'ES', rates: [21] });
  const [supplier, cif] = random.pick(SUPPLIERS);
  const days = random.int(28, 33);
  const periodEnd = addDays(drawn.date, -random.int(2, 6));
  const periodStart = addDays(periodEnd, -(days - 1));
  const debitDate = addDays(drawn.date, random.int(5, 12));
  const kw = random.pick([3.3, 4.6, 5.75]);
  const powerPrice = random.pick([0.073782, 0.104229, 0.08691]);
  const kwh = random.int(90, 620);
  const energyPrice = random.pick([0.1423, 0.15893, 0.12876, 0.18012]);
  const power = round(kw * days * powerPrice);
  const energy = round(kwh * energyPrice);
  const discount = random.chance(0.5) ? round(energy * 0.1) : 0;
  const taxBase = round(power + energy - discount);
  const electricityTax = round((taxBase * ELECTRICITY_TAX) / 100);
  const meterRent = round(days * 0.02663);
  const vatRate = random.pick([21, 21, 10]);
  const base = round(taxBase + electricityTax + meterRent);
  const vat = round((base * vatRate) / 100);
  const total = round(base + vat);
  const amount = (value: number): string => `${formatAmount(value, 'dot-comma')} €`;
  const style = random.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy'] as const);
  const date = (value: string): string => formatDate(value, style);
  const number = random.pick([
    `FE${drawn.date.slice(2, 4)}${padded(random.int(100, 999), 3)}${padded(random.int(1, 99999999), 8)}`,
    `${drawn.date.slice(2, 4)}A${padded(random.int(1, 999999999), 9)}`,
    `P${drawn.date.slice(2, 4)}CON${padded(random.int(1, 9999999), 7)}`,
  ]);
  const cups = `ES0021${padded(random.int(0, 999999999), 9)}${padded(random.int(0, 999999), 6)}${random.pick(['AB', 'JN', 'QF'])}0F`;
  const sheet = new Sheet(random);
  sheet.text(45, 50, supplier, { bold: true, size: 12 });
  sheet.text(45, 63, `CIF ${cif} · ${drawn.issuer.address[0] ?? ''}`, { size: 7 });
  sheet.text(45, 90, random.pick(['Factura de electricidad', 'FACTURA DE LUZ']), {
    bold: true,
    size: 15,
  });
  // The box at the top right: what is charged, and when.
  sheet.text(370, 50, random.pick(['IMPORTE FACTURA', 'Total a pagar']), {
    bold: true,
    size: 9,
  });
  sheet.text(370, 70, amount(total), { bold: true, size: 18 });
  sheet.text(370, 86, `${random.pick(['Fecha de cargo', 'Se cargará el'])}: ${date(debitDate)}`, {
    size: 8,
  });
  const facts: [string, string][] = [
    [random.pick(['Nº de factura', 'Número de factura', 'Nº factura']), number],
    [
      random.pick(['Fecha de emisión', 'Fecha emisión factura', 'Fecha de factura']),
      date(drawn.date),
    ],
    [
      random.pick(['Periodo de facturación', 'Periodo de consumo']),
      `del ${date(periodStart)} al ${date(periodEnd)} (${days} días)`,
    ],
    ['Referencia del contrato', padded(random.int(1, 999999999), 10)],
    ['CUPS', cups],
  ];
  if (random.chance(0.4)) {
    // Some bills name the period first.
    [facts[1], facts[2]] = [facts[2] as [string, string], facts[1] as [string, string]];
  }
  sheet.facts(45, 170, 118, facts);
  sheet.text(370, 118, 'Titular del contrato', { bold: true, size: 8 });
  sheet.text(370, 130, drawn.buyer.name, { size: 8 });
  sheet.text(370, 142, `NIF: ${drawn.buyer.taxId}`, { size: 8 });
  sheet.text(370, 154, drawn.buyer.address[0] ?? '', { size: 8 });
  const heading = random.pick(['Resumen de la factura', 'DETALLE DE LA FACTURA']);
  const rows: [string, string, string][] = [
    [
      'Término de potencia',
      `${String(kw).replace('.', ',')} kW x ${days} días x ${String(powerPrice).replace('.', ',')} €/kW día`,
      amount(power),
    ],
    [
      'Término de energía',
      `${kwh} kWh x ${String(energyPrice).replace('.', ',')} €/kWh`,
      amount(energy),
    ],
    ...(discount > 0
      ? [['Descuento 10% s/ consumo', '', `-${amount(discount)}`] as [string, string, string]]
      : []),
    [
      'Impuesto eléctrico',
      `${String(ELECTRICITY_TAX).replace('.', ',')}% s/ ${amount(taxBase)}`,
      amount(electricityTax),
    ],
    ['Alquiler de equipos de medida', `${days} días x 0,02663 €/día`, amount(meterRent)],
    [random.pick(['Base imponible', 'Importe total (sin IVA)']), '', amount(base)],
    [`IVA ${vatRate}%`, `${vatRate}% s/ ${amount(base)}`, amount(vat)],
    [random.pick(['TOTAL IMPORTE FACTURA', 'Total importe factura']), '', amount(total)],
  ];
  let top = drawBillSummary(
    sheet,
    210,
    heading,
    rows.map(([label, detail, value]) => ({
      label,
      detail,
      value,
      isTotal: /total importe/iu.test(label),
    })),
  );
  top += 25;
  sheet.text(
    45,
    top,
    `Consumo medio diario: ${String(round(kwh / days)).replace('.', ',')} kWh · Potencia contratada: ${String(kw).replace('.', ',')} kW`,
    { size: 7 },
  );
  sheet.text(
    45,
    top + 11,
    `Domiciliación bancaria: ES** **** **** **** ${padded(random.int(0, 9999), 4)}`,
    {
      size: 7,
    },
  );
  return {
    pages: [sheet.items],
    ...answersFrom({ number, date: drawn.date, issuer: supplier, total }, 'EUR', undefined, {
      // The electricity tax is a tax too: counted with the VAT, the net is what precedes both.
      net_total: [base, round(base - electricityTax)],
      tax_total: [vat, round(vat + electricityTax)],
    }),
  };
}

export const SPAIN_ELECTRICITY_BILL_FAMILY: Family = {
  name: 'es-factura-luz',
  half: 'held',
  kind: 'A Spanish electricity bill: many sub-amounts, electricity tax, meter rent, VAT on their sum',
  make: electricityBill,
};
