// Argentine vouchers: AFIP's own "Comprobantes en línea" Factura A and an ERP's Factura A (tune
// half), a commercial billing program's Factura B / C (held half); the health professional's
// Factura C is in afip-professional.ts.
import { professionalFacturaC } from './afip-professional.ts';
import { cae, drawItemHeadings, peso, voucherAnswers } from './afip-voucher.ts';
import { formatAmount, formatDate, padded, type AmountStyle } from './formats.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

/** AFIP's Factura A: letter box, Punto de Venta / Comp. Nro, rates 27 to 2.5, in copies. */
function afipFacturaA(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'AR', rates: [21, 21, 10.5] });
  const pointOfSale = padded(random.int(1, 12), random.pick([4, 5]));
  const voucher = padded(random.int(1, 9999), 8);
  const style: AmountStyle = random.pick(['plain-comma', 'dot-comma']);
  const copies = random.pick([
    ['ORIGINAL'],
    ['ORIGINAL', 'DUPLICADO'],
    ['ORIGINAL', 'DUPLICADO', 'TRIPLICADO'],
  ]);
  const date = formatDate(invoice.date, 'dd/mm/yyyy');
  const code = cae(random);
  // A credit note names the invoice it corrects, with that invoice's number and date.
  // Printed the same on every copy.
  const grossIncomeId = `${random.int(900, 999)}-${random.int(100000, 999999)}-${random.int(0, 9)}`;
  const terms = random.pick(['Cuenta Corriente', 'Contado', 'Transferencia Bancaria']);
  const corrected = random.chance(0.3)
    ? `Comprobante asociado: Factura A ${pointOfSale}-${padded(random.int(1, 9999), 8)} del ${formatDate(invoice.orderDate, 'dd/mm/yyyy')}`
    : undefined;
  const pages = copies.map((copy) => {
    const sheet = new Sheet(random);
    sheet.text(270, 40, copy, { bold: true, size: 11 });
    sheet.text(40, 80, invoice.issuer.name, { bold: true, size: 14 });
    sheet.text(288, 78, 'A', { bold: true, size: 22 });
    sheet.text(280, 96, corrected === undefined ? 'COD. 01' : 'COD. 03', { size: 7 });
    sheet.text(360, 80, corrected === undefined ? 'FACTURA' : 'NOTA DE CRÉDITO', {
      bold: true,
      size: 16,
    });
    if (corrected !== undefined) {
      sheet.text(40, 263, corrected, { size: 8 });
    }
    sheet.text(360, 105, `Punto de Venta: ${pointOfSale}   Comp. Nro: ${voucher}`, { bold: true });
    sheet.text(360, 120, `Fecha de Emisión: ${date}`, { bold: true });
    sheet.text(40, 110, `Razón Social: ${invoice.issuer.name}`);
    sheet.text(40, 125, `Domicilio Comercial: ${invoice.issuer.address[0] ?? ''}`);
    sheet.text(40, 140, 'Condición frente al IVA: IVA Responsable Inscripto', { bold: true });
    sheet.text(360, 145, `CUIT: ${invoice.issuer.taxId}`);
    sheet.text(360, 158, `Ingresos Brutos: ${grossIncomeId}`);
    sheet.text(
      360,
      171,
      `Fecha de Inicio de Actividades: ${formatDate('2015-02-01', 'dd/mm/yyyy')}`,
    );
    sheet.rule(30, 565, 182);
    sheet.text(
      40,
      196,
      `Período Facturado Desde: ${formatDate(invoice.orderDate, 'dd/mm/yyyy')}   Hasta: ${date}`,
    );
    sheet.text(
      360,
      196,
      `Fecha de Vto. para el pago: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`,
    );
    sheet.rule(30, 565, 205);
    sheet.text(40, 220, `CUIT: ${invoice.buyer.taxId}`, { bold: true });
    sheet.text(200, 220, `Apellido y Nombre / Razón Social: ${invoice.buyer.name}`, { bold: true });
    sheet.text(40, 235, 'Condición frente al IVA: IVA Responsable Inscripto');
    sheet.text(300, 235, `Domicilio: ${invoice.buyer.address[0] ?? ''}`);
    sheet.text(40, 250, `Condición de venta: ${terms}`);
    drawItemHeadings(sheet, 275, true);
    let top = 292;
    invoice.items.forEach((item, row) => {
      const amount = item.quantity * item.price;
      sheet.text(35, top, String(row + 1), { size: 8 });
      sheet.text(75, top, item.description, { size: 8 });
      sheet.right(260, top, formatAmount(item.quantity, 'plain-comma'), { size: 8 });
      sheet.right(300, top, 'unidades', { size: 8 });
      sheet.right(380, top, formatAmount(item.price, style), { size: 8 });
      sheet.right(410, top, '0,00', { size: 8 });
      sheet.right(465, top, formatAmount(amount, style), { size: 8 });
      sheet.right(510, top, `${String(item.rate).replace('.', ',')}%`, { size: 8 });
      sheet.right(565, top, formatAmount(amount * (1 + item.rate / 100), style), { size: 8 });
      top += 14;
    });
    top = Math.max(top + 30, 560);
    const rates = [27, 21, 10.5, 5, 2.5, 0];
    const summary: [string, number][] = [
      ['Importe Neto Gravado: $', invoice.net],
      ...rates.map((rate): [string, number] => [
        `IVA ${String(rate).replace('.', ',')}%: $`,
        invoice.taxes.find((tax) => tax.rate === rate)?.amount ?? 0,
      ]),
      ['Importe Otros Tributos: $', 0],
      ['Importe Total: $', invoice.total],
    ];
    for (const [label, value] of summary) {
      sheet.right(480, top, label, { bold: true });
      sheet.right(560, top, formatAmount(value, style), { bold: true });
      top += 15;
    }
    sheet.text(40, top + 30, `CAE N°: ${code}`, { bold: true });
    sheet.text(40, top + 45, `Fecha de Vto. de CAE: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`, {
      bold: true,
    });
    sheet.text(250, top + 30, 'Comprobante Autorizado', { bold: true });
    sheet.text(
      250,
      top + 45,
      'Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación',
      { size: 6 },
    );
    sheet.text(480, top + 70, `Pág. 1/1`, { size: 8 });
    return sheet.items;
  });
  return {
    pages,
    ...voucherAnswers(invoice, `${pointOfSale}-${voucher}`, {
      net_total: invoice.net,
      tax_total: Math.round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0) * 100) / 100,
    }),
  };
}

/** A billing program's Factura B (VAT included) or C (monotributo): Señor(es), Subtotal, Total. */
function facturaBC(random: Random): GeneratedInvoice {
  const letter = random.pick(['B', 'C']);
  const invoice = makeInvoice(random, {
    country: 'AR',
    rates: [0],
    isIssuerPerson: letter === 'C',
  });
  const pointOfSale = padded(random.int(1, 30), random.pick([4, 5]));
  const voucher = padded(random.int(1, 99999), 8);
  const style: AmountStyle = random.pick(['dot-comma', 'plain-comma']);
  const numberText = random.pick([
    `Nº ${pointOfSale}-${voucher}`,
    `Nro. ${pointOfSale} - ${voucher}`,
    `N° ${pointOfSale}-${voucher}`,
  ]);
  const dateText = formatDate(
    invoice.date,
    random.pick(['dd/mm/yyyy', 'words', 'dd-mm-yyyy'] as const),
  );
  const sheet = new Sheet(random);
  sheet.text(40, 60, invoice.issuer.name, { bold: true, size: 13 });
  sheet.text(40, 76, invoice.issuer.address[0] ?? '');
  sheet.text(40, 90, letter === 'C' ? 'RESPONSABLE MONOTRIBUTO' : 'IVA RESPONSABLE INSCRIPTO');
  sheet.text(290, 62, letter, { bold: true, size: 24 });
  sheet.text(282, 78, `Cód. ${letter === 'B' ? '006' : '011'}`, { size: 7 });
  sheet.text(380, 55, 'FACTURA', { bold: true, size: 15 });
  sheet.text(380, 75, numberText, { bold: true, size: 11 });
  sheet.text(380, 92, `Fecha: ${dateText}`);
  sheet.text(380, 106, `C.U.I.T.: ${invoice.issuer.taxId}`);
  sheet.text(380, 120, `IIBB: ${random.int(100000, 999999)}`);
  sheet.text(380, 134, `Inicio de actividades: ${formatDate('2018-06-01', 'dd/mm/yyyy')}`);
  sheet.rule(30, 565, 146);
  sheet.text(40, 164, `Señor(es): ${invoice.buyer.name}`, { bold: true });
  sheet.text(40, 178, `Domicilio: ${invoice.buyer.address[0] ?? ''}`);
  sheet.text(
    40,
    192,
    `IVA: ${random.pick(['Consumidor Final', 'Exento', 'Responsable Inscripto'])}`,
  );
  sheet.text(300, 192, `CUIT/DNI: ${invoice.buyer.taxId}`);
  sheet.text(40, 206, `Condición de venta: ${random.pick(['Contado', 'Cta. Cte. 30 días'])}`);
  sheet.text(300, 206, `Remito Nº 0001-${padded(random.int(1, 9999), 8)}`);
  if (random.chance(0.5)) {
    sheet.text(300, 220, `Fecha de Vto.: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`);
  }
  sheet.rule(30, 565, 228);
  sheet.headings(242, [
    [40, 'Cant.'],
    [90, 'Descripción'],
    [470, 'P. Unitario', true],
    [560, 'Importe', true],
  ]);
  let top = 260;
  for (const item of invoice.items) {
    sheet.right(60, top, String(item.quantity));
    sheet.text(90, top, item.description);
    sheet.right(470, top, formatAmount(item.price, style));
    sheet.right(560, top, formatAmount(item.quantity * item.price, style));
    top += 15;
  }
  top = Math.max(top + 40, 600);
  sheet.rule(350, 565, top - 12);
  sheet.text(380, top, 'Subtotal');
  sheet.right(560, top, peso(invoice.net, style));
  sheet.text(380, top + 18, 'TOTAL', { bold: true, size: 11 });
  sheet.right(560, top + 18, peso(invoice.total, style), { bold: true, size: 11 });
  sheet.text(
    40,
    top + 50,
    `CAE: ${cae(random)}    Vto. CAE: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`,
  );
  sheet.text(40, top + 64, 'Son pesos: según importe total', { size: 8 });
  return { pages: [sheet.items], ...voucherAnswers(invoice, `${pointOfSale}-${voucher}`, {}) };
}

/**
 * An ERP's Factura A: the client block first on the left, the voucher on the right with its
 * number in one piece, order and delivery-note numbers, two-digit years, and perceptions
 * (Percepción IIBB, Percepción IVA) that add to the total like a tax.
 */
function erpFacturaA(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'AR', rates: [21, 10.5] });
  const pointOfSale = padded(random.int(1, 99), random.pick([4, 5]));
  const voucher = padded(random.int(1, 99999), 8);
  const style: AmountStyle = random.pick(['dot-comma', 'plain-comma']);
  const money = (value: number): string =>
    random.chance(0.5) ? `$${formatAmount(value, style)}` : formatAmount(value, style);
  const perceptions = random.chance(0.5)
    ? [{ label: random.pick(['Percepción IIBB 3%', 'Perc. IIBB CABA 3,00%']), rate: 3 }]
    : [];
  const perceived = perceptions.map(({ label, rate }) => ({
    label,
    amount: Math.round(invoice.net * rate) / 100,
  }));
  const perceivedSum = perceived.reduce((sum, line) => sum + line.amount, 0);
  const total = Math.round((invoice.total + perceivedSum) * 100) / 100;
  const vat = Math.round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0) * 100) / 100;
  const tradeName = invoice.issuer.name.replace(/\s+(S\.R\.L\.|S\.A\.S?\.)$/u, '').toUpperCase();
  const sheet = new Sheet(random);
  sheet.text(40, 50, tradeName, { bold: true, size: 15 });
  sheet.text(40, 64, `Razón Social: ${invoice.issuer.name}`, { size: 8 });
  sheet.text(
    40,
    76,
    `${invoice.issuer.address[0] ?? ''} - Tel. 011 4${random.int(1000000, 9999999)}`,
    { size: 8 },
  );
  sheet.text(380, 50, 'FACTURA A', { bold: true, size: 14 });
  sheet.text(
    380,
    66,
    random.pick([
      `Comprobante Nro: ${pointOfSale}-${voucher}`,
      `Número: ${pointOfSale}-${voucher}`,
      `Nº ${pointOfSale}-${voucher}`,
    ]),
    { bold: true },
  );
  const yearStyle = random.pick(['dd/mm/yyyy', 'dd/mm/yy', 'words'] as const);
  const dateText =
    yearStyle === 'dd/mm/yy'
      ? formatDate(invoice.date, 'dd/mm/yyyy').replace(/\/(\d{2})(\d{2})$/u, '/$2')
      : formatDate(invoice.date, yearStyle);
  sheet.text(380, 80, `Fecha: ${dateText}`);
  sheet.text(380, 94, `CUIT: ${invoice.issuer.taxId}`);
  sheet.text(380, 108, 'IVA Responsable Inscripto', { size: 8 });
  sheet.rule(30, 565, 120);
  sheet.text(40, 136, random.pick(['Señor(es):', 'Cliente:', 'Sres.:']), { bold: true });
  sheet.text(110, 136, invoice.buyer.name, { bold: true });
  sheet.text(40, 150, `CUIT: ${invoice.buyer.taxId}`);
  sheet.text(40, 164, `Domicilio: ${invoice.buyer.address[0] ?? ''}`);
  sheet.text(330, 136, `Orden de Compra: ${random.int(4500000000, 4599999999)}`);
  sheet.text(330, 150, `Remito: 0001-${padded(random.int(1, 9999), 8)}`);
  sheet.text(330, 164, `Vencimiento: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`);
  sheet.rule(30, 565, 176);
  sheet.headings(192, [
    [40, 'Artículo'],
    [100, 'Descripción'],
    [330, 'Cant.', true],
    [400, 'Precio', true],
    [450, 'IVA %', true],
    [560, 'Importe', true],
  ]);
  let top = 208;
  for (const item of invoice.items) {
    sheet.text(40, top, `A${random.int(1000, 9999)}`);
    sheet.text(100, top, item.description);
    sheet.right(330, top, String(item.quantity));
    sheet.right(400, top, formatAmount(item.price, style));
    sheet.right(450, top, String(item.rate).replace('.', ','));
    sheet.right(560, top, formatAmount(item.quantity * item.price, style));
    top += 14;
  }
  top = Math.max(top + 40, 580);
  const lines: [string, number][] = [
    [random.pick(['Subtotal', 'Neto Gravado', 'Subtotal Neto']), invoice.net],
    ...invoice.taxes.map((tax): [string, number] => [
      `IVA ${String(tax.rate).replace('.', random.pick(['.', ',']))}%`,
      tax.amount,
    ]),
    ...perceived.map((line): [string, number] => [line.label, line.amount]),
    [random.pick(['TOTAL', 'Total', 'Total $']), total],
  ];
  for (const [label, value] of lines) {
    sheet.text(380, top, label, { bold: label.toLowerCase().startsWith('total') });
    sheet.right(560, top, money(value), { bold: label.toLowerCase().startsWith('total') });
    top += 15;
  }
  sheet.text(
    40,
    top + 20,
    `CAE: ${cae(random)}  Fecha Vto. CAE: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`,
    { size: 8 },
  );
  return {
    pages: [sheet.items],
    ...voucherAnswers(invoice, `${pointOfSale}-${voucher}`, {
      issuer: [invoice.issuer.name, tradeName],
      total,
      net_total: invoice.net,
      // The perceptions are taxes of their own (AFIP's "Otros Tributos"): either reading counts.
      tax_total: perceivedSum > 0 ? [vat, Math.round((vat + perceivedSum) * 100) / 100] : vat,
    }),
  };
}

export const AFIP_FAMILIES: Family[] = [
  {
    name: 'ar-professional-factura-c',
    half: 'tune',
    kind: "A health professional's Factura C, insurer named",
    make: professionalFacturaC,
  },
  {
    name: 'ar-erp-factura-a',
    half: 'tune',
    kind: "Argentine ERP's Factura A, perceptions",
    make: erpFacturaA,
  },
  {
    name: 'afip-factura-a',
    half: 'tune',
    kind: 'AFIP Factura A (Comprobantes en línea)',
    make: afipFacturaA,
  },
  {
    name: 'ar-factura-b-c',
    half: 'held',
    kind: 'Argentine Factura B / C of a billing program',
    make: facturaBC,
  },
];
