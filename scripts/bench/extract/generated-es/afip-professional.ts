// A health professional's Factura C (tune half): a person's letterhead, the insurer named.
import { cae, voucherAnswers } from './afip-voucher.ts';
import { formatAmount, formatDate, padded, type AmountStyle } from './formats.ts';
import type { GeneratedInvoice } from './family.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

const INSURERS = [
  'SWISS MEDICAL S.A.',
  'Galeno Argentina S.A.',
  'OSDE Organización de Servicios Directos Empresarios',
  'Medifé Asociación Civil',
  'La Segunda Cooperativa Ltda.',
];
const DOCTORS = [
  ['Dra. María Laura Gómez', 'GOMEZ MARIA LAURA'],
  ['Dr. Juan Carlos Pérez', 'PEREZ JUAN CARLOS'],
  ['Lic. Ana Belén Fernández', 'FERNANDEZ ANA BELEN'],
] as const;

/**
 * A health professional's Factura C (monotributo): a person's name with no legal form on top,
 * the insurer (a company) billed or named beside the patient, an authorisation number.
 */
export function professionalFacturaC(random: Random): GeneratedInvoice {
  const drawn = makeInvoice(random, { country: 'AR', rates: [0], itemCount: [1, 3] });
  const invoice = {
    ...drawn,
    items: drawn.items.map((item) => ({
      ...item,
      description: random.pick([
        'Consulta médica',
        'Sesión de kinesiología',
        'Práctica ambulatoria',
      ]),
    })),
  };
  const [title, legalName] = random.pick(DOCTORS);
  const insurer = random.pick(INSURERS);
  const pointOfSale = padded(random.int(1, 9), 5);
  const voucher = padded(random.int(1, 9999), 8);
  const style: AmountStyle = random.pick(['dot-comma', 'plain-comma']);
  const sheet = new Sheet(random);
  sheet.text(40, 55, title, { bold: true, size: 14 });
  sheet.text(
    40,
    70,
    random.pick([
      'Médica Cardióloga - M.N. 123456',
      'Kinesióloga - M.P. 4567',
      'Odontólogo - M.N. 98765',
    ]),
    { size: 8 },
  );
  sheet.text(40, 82, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(40, 96, `Razón Social: ${legalName}`, { size: 8 });
  sheet.text(40, 108, 'Responsable Monotributo', { size: 8 });
  sheet.text(285, 58, 'C', { bold: true, size: 22 });
  sheet.text(280, 72, 'Cód. 011', { size: 7 });
  sheet.text(370, 55, 'FACTURA', { bold: true, size: 14 });
  if (random.chance(0.5)) {
    sheet.text(370, 72, `Punto de Venta: ${pointOfSale}  Comp. Nro: ${voucher}`, { bold: true });
  } else {
    sheet.text(370, 72, `Nº ${pointOfSale}-${voucher}`, { bold: true, size: 11 });
  }
  sheet.text(
    370,
    86,
    `Fecha de Emisión: ${formatDate(invoice.date, random.pick(['dd/mm/yyyy', 'words'] as const))}`,
  );
  sheet.text(370, 100, `CUIT: ${taxIdOfPerson(random)}`);
  sheet.text(370, 114, 'Ingresos Brutos: Exento', { size: 8 });
  sheet.rule(30, 565, 124);
  const billsInsurer = random.chance(0.5);
  if (billsInsurer) {
    sheet.text(40, 140, `Señor(es): ${insurer}`, { bold: true });
    sheet.text(40, 154, `CUIT: 30-${random.int(50000000, 79999999)}-${random.int(0, 9)}`);
    sheet.text(300, 154, 'Condición frente al IVA: IVA Responsable Inscripto', { size: 8 });
  } else {
    sheet.text(40, 140, `Paciente: ${invoice.buyer.name}`, { bold: true });
    sheet.text(40, 154, `${random.pick(['Obra Social', 'Prepaga', 'Cobertura'])}: ${insurer}`);
    sheet.text(300, 154, `Afiliado Nº ${random.int(100000, 999999)}/${random.int(10, 99)}`);
  }
  sheet.text(
    40,
    168,
    `${random.pick(['Orden de Compra', 'Autorización Nº', 'Orden Nº'])}: ${random.int(100000, 999999)}`,
  );
  sheet.text(
    300,
    168,
    `Período: ${formatDate(invoice.orderDate, 'dd/mm/yyyy')} al ${formatDate(invoice.deliveryDate, 'dd/mm/yyyy')}`,
    { size: 8 },
  );
  sheet.rule(30, 565, 178);
  sheet.headings(194, [
    [40, 'Descripción'],
    [400, 'Cantidad', true],
    [480, 'Precio Unit.', true],
    [560, 'Subtotal', true],
  ]);
  let top = 210;
  for (const item of invoice.items) {
    sheet.text(40, top, item.description);
    sheet.right(400, top, formatAmount(item.quantity, 'plain-comma'));
    sheet.right(480, top, formatAmount(item.price, style));
    sheet.right(560, top, formatAmount(item.quantity * item.price, style));
    top += 14;
  }
  top = Math.max(top + 40, 620);
  for (const [label, value] of [
    ['Subtotal: $', invoice.net],
    ['Importe Otros Tributos: $', 0],
    ['Importe Total: $', invoice.total],
  ] as const) {
    sheet.right(480, top, label, { bold: true });
    sheet.right(560, top, formatAmount(value, style), { bold: true });
    top += 15;
  }
  sheet.text(
    40,
    top + 25,
    `CAE N°: ${cae(random)}   Fecha de Vto. de CAE: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`,
    { bold: true, size: 8 },
  );
  return {
    pages: [sheet.items],
    ...voucherAnswers(invoice, `${pointOfSale}-${voucher}`, {
      issuer: [title, legalName, title.replace(/^\S+\s+/u, '')],
      net_total: invoice.net,
    }),
  };
}

function taxIdOfPerson(random: Random): string {
  return `${random.pick(['20', '27'])}-${random.int(10000000, 39999999)}-${random.int(0, 9)}`;
}
