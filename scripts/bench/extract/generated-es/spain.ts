// Spanish invoices (CIF/NIF, Base imponible, IVA, IRPF withheld, recargo de equivalencia): a
// classic letterhead and a buyer-first layout with the issuer in the footer (tune half), a
// modern one with its dates in a row of boxes (held half).
import { taxedAnswersOf } from './answers.ts';
import { formatAmount, formatDate, padded, type AmountStyle, type DateStyle } from './formats.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { type Invoice, makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

export type Money = (value: number) => string;

/** How one invoice writes euros: `1.234,56 €`, `1.234,56 EUR` or `€ 1.234,56`. */
export function moneyOf(random: Random, style: AmountStyle): Money {
  const place = random.pick(['suffix-sign', 'suffix-code', 'prefix-sign']);
  return (value) => {
    const amount = formatAmount(value, style);
    return place === 'suffix-sign'
      ? `${amount} €`
      : place === 'suffix-code'
        ? `${amount} EUR`
        : `€ ${amount}`;
  };
}

export const pct = (rate: number): string => `${String(rate).replace('.', ',')}%`;

/** The summary lines under the items: base, each VAT, surcharge, IRPF, total. */
function summaryLines(invoice: Invoice, money: Money, random: Random): [string, string][] {
  const lines: [string, string][] = [
    [random.pick(['Base imponible', 'Base Imponible', 'BASE IMPONIBLE']), money(invoice.net)],
  ];
  for (const tax of invoice.taxes) {
    lines.push([
      random.pick([
        `IVA ${pct(tax.rate)}`,
        `Cuota IVA ${pct(tax.rate)}`,
        `I.V.A. (${pct(tax.rate)})`,
      ]),
      money(tax.amount),
    ]);
  }
  if (invoice.surcharge > 0) {
    lines.push([`Recargo de equivalencia ${pct(invoice.surchargeRate)}`, money(invoice.surcharge)]);
  }
  if (invoice.withheld > 0) {
    lines.push([
      random.pick([
        `IRPF -${pct(invoice.withholdingRate)}`,
        `Retención IRPF ${pct(invoice.withholdingRate)}`,
      ]),
      `-${money(invoice.withheld)}`,
    ]);
  }
  lines.push([
    random.pick(['Total factura', 'TOTAL FACTURA', 'Total a pagar', 'Importe total']),
    money(invoice.total),
  ]);
  return lines;
}

function tableHead(sheet: Sheet, top: number): void {
  sheet.headings(top, [
    [45, 'Concepto'],
    [360, 'Cantidad', true],
    [450, 'Precio', true],
    [550, 'Importe', true],
  ]);
  sheet.rule(40, 555, top + 5);
}

/**
 * The items under their headings; past the foot of a page they go on on a `next` page, under
 * the headings again. Returns the sheet written last and the height reached.
 */
function itemsTable(
  sheet: Sheet,
  invoice: Invoice,
  money: Money,
  top: number,
  next?: () => Sheet,
): { sheet: Sheet; y: number } {
  tableHead(sheet, top);
  let current = sheet;
  let y = top + 20;
  for (const item of invoice.items) {
    if (y > 730 && next !== undefined) {
      current.text(350, y + 4, 'Suma y sigue...', { size: 8 });
      current = next();
      tableHead(current, 60);
      y = 80;
    }
    current.text(45, y, item.description);
    current.right(360, y, String(item.quantity));
    current.right(450, y, money(item.price));
    current.right(550, y, money(item.quantity * item.price));
    y += 16;
  }
  return { sheet: current, y };
}

function spanishOptions(random: Random) {
  const isFreelance = random.chance(0.35);
  return {
    country: 'ES' as const,
    rates: random.chance(0.3) ? [21, 10] : [random.pick([21, 21, 10, 4])],
    isIssuerPerson: isFreelance,
    ...(isFreelance ? { withholdingRate: random.pick([15, 7]) } : {}),
    ...(!isFreelance && random.chance(0.3) ? { surchargeRate: 5.2 } : {}),
  };
}

/** Letterhead top left with CIF, FACTURA and its number and date on the right, Cliente block. */
function classic(random: Random): GeneratedInvoice {
  const options = spanishOptions(random);
  const invoice = makeInvoice(
    random,
    options.surchargeRate === undefined ? options : { ...options, rates: [21] },
  );
  const money = moneyOf(random, 'dot-comma');
  const number = `${random.pick(['F', 'FAC', 'A'])}${random.pick(['-', '/', ''])}${invoice.date.slice(0, 4)}/${String(random.int(1, 999)).padStart(4, '0')}`;
  const dateStyle = random.pick<DateStyle>(['words', 'dd/mm/yyyy', 'dd-mm-yyyy']);
  const sheet = new Sheet(random);
  sheet.text(45, 60, invoice.issuer.name, { bold: true, size: 13 });
  sheet.text(45, 76, invoice.issuer.address[0] ?? '');
  sheet.text(45, 90, `${random.pick(['CIF', 'NIF', 'C.I.F.'])}: ${invoice.issuer.taxId}`);
  sheet.text(45, 104, `Tel. 9${random.int(10000000, 99999999)}`);
  // A corrective invoice names the one it corrects, with that one's number and date.
  const isCorrective = random.chance(0.25);
  sheet.text(380, 60, isCorrective ? 'FACTURA RECTIFICATIVA' : 'FACTURA', { bold: true, size: 16 });
  if (isCorrective) {
    sheet.text(
      45,
      218,
      `Rectifica a la factura nº ${number.replace(/\d{4}$/u, (digits) => padded(Math.max(1, Number(digits) - 7), 4))} de fecha ${formatDate(invoice.orderDate, 'dd/mm/yyyy')}`,
    );
  }
  sheet.text(
    380,
    80,
    `${random.pick(['Factura Nº', 'Nº factura', 'Número de factura', 'Factura n.º', 'Nº Factura'])}: ${number}`,
  );
  sheet.text(
    380,
    95,
    `${random.pick(['Fecha', 'Fecha factura', 'Fecha de emisión'])}: ${formatDate(invoice.date, dateStyle)}`,
  );
  if (random.chance(0.6)) {
    sheet.text(
      380,
      110,
      `${random.pick(['Vencimiento', 'Fecha de vencimiento'])}: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`,
    );
  }
  if (random.chance(0.4)) {
    sheet.text(380, 125, `Fecha de entrega: ${formatDate(invoice.deliveryDate, 'dd/mm/yyyy')}`);
  }
  sheet.text(45, 150, random.pick(['Cliente:', 'Datos del cliente', 'Facturar a:']), {
    bold: true,
  });
  sheet.text(45, 165, invoice.buyer.name);
  sheet.text(45, 180, `NIF: ${invoice.buyer.taxId}`);
  sheet.text(45, 195, invoice.buyer.address[0] ?? '');
  let top = itemsTable(sheet, invoice, money, 240).y + 25;
  if (random.chance(0.35) && invoice.taxes.length === 1 && invoice.surcharge === 0) {
    // The summary as a table: its headings in one row, the values in the row below.
    const tax = invoice.taxes[0];
    const headings = [
      'Base imponible',
      '% IVA',
      'Cuota IVA',
      ...(invoice.withheld > 0 ? ['% IRPF', 'Retención'] : []),
      'TOTAL',
    ];
    const values = [
      money(invoice.net),
      pct(tax?.rate ?? 0),
      money(tax?.amount ?? 0),
      ...(invoice.withheld > 0
        ? [pct(invoice.withholdingRate), `-${money(invoice.withheld)}`]
        : []),
      money(invoice.total),
    ];
    const step = 510 / headings.length;
    headings.forEach((heading, column) =>
      sheet.right(45 + step * (column + 1), top, heading, { bold: true }),
    );
    values.forEach((value, column) => sheet.right(45 + step * (column + 1), top + 16, value));
    top += 40;
  } else {
    for (const [label, value] of summaryLines(invoice, money, random)) {
      sheet.text(350, top, label, { bold: label.toLowerCase().includes('total') });
      sheet.right(550, top, value, { bold: label.toLowerCase().includes('total') });
      top += 16;
    }
  }
  sheet.text(
    45,
    top + 30,
    `Forma de pago: transferencia bancaria. IBAN: ES91 2100 0418 45${random.int(10, 99)} 0005 1332`,
    { size: 8 },
  );
  return { pages: [sheet.items], ...taxedAnswersOf(invoice, number, 'EUR') };
}

/** The buyer first in the top left, invoice data on the right, the issuer only in the footer. */
function buyerFirst(random: Random): GeneratedInvoice {
  // One in three runs over to a second page: the totals and the issuer's footer end it.
  const isLong = random.chance(0.35);
  const invoice = makeInvoice(random, {
    ...spanishOptions(random),
    ...(isLong ? { itemCount: [40, 52] as [number, number] } : {}),
  });
  const money = moneyOf(random, random.pick(['dot-comma', 'plain-comma']));
  const number = `${random.pick(['FV', 'F', '24'])}${String(random.int(1, 99999)).padStart(5, '0')}`;
  const sheet = new Sheet(random);
  sheet.text(45, 60, random.pick(['FACTURAR A', 'DATOS DEL CLIENTE', 'CLIENTE']), {
    bold: true,
    size: 8,
  });
  sheet.text(45, 76, invoice.buyer.name, { bold: true, size: 11 });
  sheet.text(45, 90, invoice.buyer.address[0] ?? '');
  sheet.text(45, 104, `${random.pick(['NIF', 'CIF', 'NIF/CIF'])}: ${invoice.buyer.taxId}`);
  sheet.text(360, 60, 'FACTURA', { bold: true, size: 18 });
  const meta: [string, string][] = [
    [random.pick(['Nº', 'Número', 'Nº factura']), number],
    [random.pick(['Fecha de pedido', 'Fecha pedido']), formatDate(invoice.orderDate, 'dd/mm/yyyy')],
    [
      random.pick(['Fecha de emisión', 'Fecha factura', 'Fecha']),
      formatDate(invoice.date, random.pick<DateStyle>(['dd/mm/yyyy', 'words'])),
    ],
    ['Fecha de entrega', formatDate(invoice.deliveryDate, 'dd/mm/yyyy')],
    ['Vencimiento', formatDate(invoice.dueDate, 'dd/mm/yyyy')],
  ];
  const shown = meta.filter((_, index) => index === 0 || index === 2 || random.chance(0.6));
  shown.forEach(([label, value], row) => {
    sheet.text(360, 82 + row * 14, `${label}:`);
    sheet.text(460, 82 + row * 14, value);
  });
  sheet.text(45, 150, `Pedido nº ${invoice.orderNumber}`);
  const sheets = [sheet];
  const table = itemsTable(sheet, invoice, money, 190, () => {
    const added = new Sheet(random);
    sheets.push(added);
    added.text(45, 40, `Factura ${number} (continuación)`, { size: 8 });
    return added;
  });
  let top = table.y + 25;
  for (const [label, value] of summaryLines(invoice, money, random)) {
    table.sheet.text(350, top, label, { bold: label.toLowerCase().includes('total') });
    table.sheet.right(550, top, value, { bold: label.toLowerCase().includes('total') });
    top += 16;
  }
  const idLabel = random.pick(['CIF', 'NIF']);
  sheets.forEach((page, order) => {
    page.rule(40, 555, 770);
    page.text(
      45,
      782,
      `${invoice.issuer.name} · ${idLabel} ${invoice.issuer.taxId} · ${invoice.issuer.address[0] ?? ''}`,
      { size: 7 },
    );
    page.text(
      45,
      792,
      'Inscrita en el Registro Mercantil de Madrid, Tomo 1234, Folio 56, Hoja M-78901',
      { size: 7 },
    );
    page.right(550, 792, `Página ${order + 1} de ${sheets.length}`, { size: 7 });
  });
  return {
    pages: sheets.map((page) => page.items),
    ...taxedAnswersOf(invoice, number, 'EUR'),
  };
}

/** A title on the left, the issuer's letterhead on the right, the dates in a row of boxes. */
function modern(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, spanishOptions(random));
  const money = moneyOf(random, random.pick(['dot-comma', 'comma-dot']));
  const number = `${invoice.date.slice(0, 4)}-${String(random.int(1, 9999)).padStart(4, '0')}`;
  const sheet = new Sheet(random);
  sheet.text(45, 70, random.pick(['Factura', 'FACTURA', 'Factura simplificada']), {
    bold: true,
    size: 22,
  });
  sheet.right(550, 55, invoice.issuer.name, { bold: true, size: 11 });
  sheet.right(550, 69, invoice.issuer.address[0] ?? '');
  sheet.right(550, 83, `${random.pick(['NIF', 'CIF'])} ${invoice.issuer.taxId}`);
  sheet.right(550, 97, `info@${invoice.issuer.name.split(' ')[0]?.toLowerCase() ?? 'empresa'}.es`);
  const boxes: [string, string][] = [
    ['Nº de factura', number],
    [
      'Fecha de factura',
      formatDate(invoice.date, random.pick<DateStyle>(['dd/mm/yyyy', 'dd.mm.yyyy'])),
    ],
    ...(random.chance(0.5)
      ? [['Fecha de pedido', formatDate(invoice.orderDate, 'dd/mm/yyyy')] as [string, string]]
      : []),
    ['Fecha de vencimiento', formatDate(invoice.dueDate, 'dd/mm/yyyy')],
  ];
  boxes.forEach(([label, value], column) => {
    sheet.text(45 + column * 130, 130, label, { bold: true, size: 8 });
    sheet.text(45 + column * 130, 145, value);
  });
  sheet.text(45, 180, random.pick(['Facturado a', 'Cliente']), { bold: true, size: 8 });
  sheet.text(45, 194, invoice.buyer.name);
  sheet.text(45, 208, `NIF ${invoice.buyer.taxId}`);
  let top = itemsTable(sheet, invoice, money, 250).y + 25;
  for (const [label, value] of summaryLines(invoice, money, random)) {
    sheet.text(330, top, label, { bold: label.toLowerCase().includes('total') });
    sheet.right(550, top, value, { bold: label.toLowerCase().includes('total') });
    top += 16;
  }
  sheet.text(45, top + 30, 'Gracias por su confianza.', { size: 8 });
  return { pages: [sheet.items], ...taxedAnswersOf(invoice, number, 'EUR') };
}

export const SPAIN_FAMILIES: Family[] = [
  { name: 'es-classic', half: 'tune', kind: 'Spanish letterhead invoice', make: classic },
  {
    name: 'es-buyer-first',
    half: 'tune',
    kind: 'Spanish invoice, buyer first, issuer in the footer',
    make: buyerFirst,
  },
  {
    name: 'es-modern',
    half: 'held',
    kind: 'Spanish invoice, issuer on the right, dates in boxes',
    make: modern,
  },
];
