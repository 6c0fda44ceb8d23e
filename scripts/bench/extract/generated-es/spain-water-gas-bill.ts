// A Spanish water or gas bill (twelfth pass, tune half): the customer's block is what stands out
// (the window envelope's address in large type, a "Titular del contrato" / "Datos del cliente"
// box with name, NIF, supply address and contract), while the utility names itself only in a
// small letterhead or in the footer with its CIF and registry. The bill's number and date sit
// beside the billed period, the meter readings' dates and the debit date; water is taxed at
// 10 %, gas at 21 %. The charges are no line items (see the lead's note on bills).
import { answersFrom } from './answers.ts';
import { drawBillSummary } from './bill-summary.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatAmount, formatDate, padded } from './formats.ts';
import { makeInvoice, round } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

/** Brand, legal name, CIF, what it supplies. */
const UTILITIES: readonly [string, string, string, 'agua' | 'gas'][] = [
  ['aguas del Tajo', 'Aguas del Tajo Medio, S.A.', 'A45123987', 'agua'],
  ['EMASUR', 'Empresa Municipal de Aguas del Sur, S.A.', 'A41876230', 'agua'],
  ['Canal Norte', 'Canal de Abastecimiento Norte, S.L.', 'B33098761', 'agua'],
  ['gasvalle', 'Gasvalle Comercializadora, S.L.', 'B47562019', 'gas'],
  ['Nortegas Hogar', 'Energías Nortegas Comercializadora, S.A.U.', 'A48311876', 'gas'],
];

/** The charges of one bill: label, detail, amount. */
function chargesOf(
  random: Random,
  supply: 'agua' | 'gas',
  days: number,
): [string, string, number][] {
  if (supply === 'agua') {
    const used = random.int(8, 60);
    const first = Math.min(used, 15);
    return [
      ['Cuota de servicio abastecimiento', `${days} días`, round(days * 0.21)],
      ['Consumo abastecimiento bloque 1', `${first} m³ x 0,6120 €`, round(first * 0.612)],
      [
        'Consumo abastecimiento bloque 2',
        `${used - first} m³ x 0,9840 €`,
        round((used - first) * 0.984),
      ],
      ['Alcantarillado', `${used} m³ x 0,2150 €`, round(used * 0.215)],
      ['Depuración', `${used} m³ x 0,3380 €`, round(used * 0.338)],
    ];
  }
  const kwh = random.int(300, 2600);
  return [
    ['Término fijo', `${days} días x 0,2690 €/día`, round(days * 0.269)],
    ['Término variable', `${kwh} kWh x 0,0781 €/kWh`, round(kwh * 0.0781)],
    ['Impuesto sobre hidrocarburos', `${kwh} kWh x 0,00234 €/kWh`, round(kwh * 0.00234)],
    ['Alquiler de contador', `${days} días`, round(days * 0.0203)],
  ];
}

function bill(random: Random): GeneratedInvoice {
  const drawn = makeInvoice(random, { country: 'ES', rates: [21] });
  const [brand, legalName, cif, supply] = random.pick(UTILITIES);
  const rate = supply === 'agua' ? 10 : 21;
  const days = random.pick([59, 60, 61, 62, 30, 31]);
  const periodEnd = addDays(drawn.date, -random.int(2, 8));
  const periodStart = addDays(periodEnd, -days);
  const charges = chargesOf(random, supply, days).filter(([, , value]) => value > 0);
  const base = round(charges.reduce((sum, [, , value]) => sum + value, 0));
  const vat = round((base * rate) / 100);
  const total = round(base + vat);
  const money = (value: number): string => `${formatAmount(value, 'dot-comma')} €`;
  const style = random.pick(['dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy'] as const);
  const date = (value: string): string => formatDate(value, style);
  const number = random.pick([
    `${supply === 'agua' ? 'AG' : 'GN'}${drawn.date.slice(2, 4)}${padded(random.int(1, 9999999), 7)}`,
    `${drawn.date.slice(0, 4)}/${padded(random.int(1, 999999), 6)}`,
    `FA-${padded(random.int(1, 99999999), 8)}`,
  ]);
  const contract = padded(random.int(1, 9999999), 9);
  const sheet = new Sheet(random);
  // The utility's small letterhead (or none: its name is in the footer only).
  if (random.chance(0.6)) {
    sheet.text(45, 42, brand, { bold: true, size: 8 });
    sheet.text(
      45,
      51,
      random.pick([
        'Atención al cliente 900 123 456',
        'www.' + brand.toLowerCase().replace(/\s/gu, '') + '.es',
      ]),
      {
        size: 6,
      },
    );
  }
  // The customer, as the window envelope shows it, large.
  sheet.text(320, 70, drawn.buyer.name, { bold: true, size: 12 });
  sheet.text(320, 86, drawn.buyer.address[0] ?? '', { size: 10 });
  sheet.text(
    45,
    90,
    random.pick(['FACTURA', 'Factura de ' + supply, 'SU FACTURA DE ' + supply.toUpperCase()]),
    {
      bold: true,
      size: 15,
    },
  );
  const facts: [string, string][] = [
    [random.pick(['Nº factura', 'Número de factura', 'Factura nº']), number],
    [random.pick(['Fecha de emisión', 'Fecha factura', 'Fecha']), date(drawn.date)],
    [
      random.pick(['Periodo de consumo', 'Periodo facturado']),
      `${date(periodStart)} a ${date(periodEnd)}`,
    ],
    [
      random.pick(['Fecha de cargo', 'Fecha límite de pago', 'Se cargará el']),
      date(addDays(drawn.date, random.int(5, 15))),
    ],
  ];
  sheet.facts(45, 150, 120, facts);
  // The holder's box: the other party, in a frame of its own.
  const boxTop = 125;
  sheet.text(
    320,
    boxTop,
    random.pick(['TITULAR DEL CONTRATO', 'Datos del cliente', 'DATOS DEL TITULAR', 'Titular']),
    {
      bold: true,
      size: 9,
    },
  );
  sheet.rule(320, 555, boxTop + 4);
  sheet.facts(320, 400, boxTop + 16, [
    ['Nombre', drawn.buyer.name],
    ['NIF', drawn.buyer.taxId],
    ['Dirección de suministro', drawn.buyer.address[0] ?? ''],
    ['Nº contrato', contract],
  ]);
  let top = 215;
  sheet.text(45, top, random.pick(['Lecturas', 'LECTURAS DEL CONTADOR']), { bold: true, size: 9 });
  top += 13;
  const unit = supply === 'agua' ? 'm³' : 'kWh';
  const previous = random.int(1000, 9000);
  sheet.text(45, top, `Lectura anterior (${date(periodStart)}): ${previous} m³`, { size: 8 });
  sheet.text(
    45,
    top + 11,
    `Lectura actual (${date(periodEnd)}): ${previous + random.int(8, 200)} m³`,
    {
      size: 8,
    },
  );
  sheet.text(300, top, `Tipo de lectura: ${random.pick(['Real', 'Estimada'])}`, { size: 8 });
  sheet.text(300, top + 11, `Unidad de facturación: ${unit}`, { size: 8 });
  top += 40;
  const rows = [
    ...charges.map(([label, detail, value]) => ({
      label,
      detail,
      value: money(value),
      isTotal: false,
    })),
    {
      label: random.pick(['Base imponible', 'Total conceptos']),
      value: money(base),
      isTotal: false,
    },
    { label: `IVA ${rate}%`, value: money(vat), isTotal: false },
    {
      label: random.pick(['TOTAL FACTURA', 'Importe total', 'TOTAL A PAGAR']),
      value: money(total),
      isTotal: true,
    },
  ];
  drawBillSummary(sheet, top, random.pick(['Detalle de la factura', 'CONCEPTOS FACTURADOS']), rows);
  sheet.text(
    45,
    772,
    `${legalName} · CIF ${cif} · ${random.pick(['Inscrita en el Registro Mercantil de Toledo', 'R.M. de Sevilla, Tomo 3120, Folio 88', 'Domicilio social: Pol. Ind. Norte, parcela 4'])}`,
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

export const SPAIN_WATER_GAS_BILL_FAMILY: Family = {
  name: 'es-factura-agua-gas',
  half: 'tune',
  kind: "A water or gas bill: the holder's box and window address prominent, the utility in a small letterhead or the footer",
  make: bill,
};
