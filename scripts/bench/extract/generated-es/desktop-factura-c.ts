// A small business's Factura C from a desktop invoicing program (tenth pass, held half): a trade
// name over the owner's legal name, the date sometimes in DÍA / MES / AÑO boxes, one TOTAL and
// the amount in words ("SON PESOS ... CON 56/100").
import { cae, peso, voucherAnswers } from './afip-voucher.ts';
import { amountInWords } from './amount-in-words.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { formatAmount, formatDate, padded, type AmountStyle } from './formats.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

const TRADE_NAMES = [
  'FERRETERÍA EL TORNILLO',
  'LIBRERÍA SAN MARTÍN',
  'PANADERÍA LA ESPIGA',
  'TALLER MECÁNICO RUTA 2',
  'ESTUDIO CONTABLE DEL SUR',
  'VIVERO LAS CAMELIAS',
];

function desktopFacturaC(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, {
    country: 'AR',
    rates: [0],
    isIssuerPerson: true,
    itemCount: [1, 7],
  });
  const tradeName = random.pick(TRADE_NAMES);
  const pointOfSale = padded(random.int(1, 9), 4);
  const voucher = padded(random.int(1, 9999), 8);
  const style: AmountStyle = random.pick(['dot-comma', 'plain-comma']);
  const sheet = new Sheet(random);
  sheet.text(40, 55, tradeName, { bold: true, size: 16 });
  sheet.text(40, 72, `de ${invoice.issuer.name}`, { size: 9 });
  sheet.text(40, 85, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(
    40,
    97,
    `Tel.: (0${random.int(221, 387)}) 4${random.int(10, 99)}-${random.int(1000, 9999)}`,
    {
      size: 8,
    },
  );
  sheet.text(40, 109, 'RESPONSABLE MONOTRIBUTO', { bold: true, size: 8 });
  sheet.text(292, 60, 'C', { bold: true, size: 26 });
  sheet.text(284, 76, 'Cód. 11', { size: 7 });
  sheet.text(360, 52, 'FACTURA', { bold: true, size: 16 });
  const numbering = random.pick(['joined', 'labelled'] as const);
  if (numbering === 'joined') {
    sheet.text(360, 70, `N° ${pointOfSale} - ${voucher}`, { bold: true, size: 12 });
  } else {
    sheet.text(360, 70, `PUNTO DE VENTA: ${pointOfSale}   COMP. N°: ${voucher}`, {
      bold: true,
      size: 9,
    });
  }
  const isBoxed = random.chance(0.5);
  if (isBoxed) {
    const [year = '', month = '', day = ''] = invoice.date.split('-');
    sheet.headings(
      88,
      [
        [380, 'DÍA'],
        [420, 'MES'],
        [460, 'AÑO'],
      ],
      7,
    );
    sheet.text(382, 101, day, { size: 10 });
    sheet.text(422, 101, month, { size: 10 });
    sheet.text(457, 101, year, { size: 10 });
  } else {
    sheet.text(360, 92, `FECHA: ${formatDate(invoice.date, 'dd/mm/yyyy')}`);
  }
  sheet.text(360, 118, `C.U.I.T.: ${invoice.issuer.taxId}`, { size: 8 });
  sheet.text(360, 129, `Ing. Brutos: ${invoice.issuer.taxId}`, { size: 8 });
  sheet.text(360, 140, `Inicio de Actividades: ${formatDate('2019-08-01', 'dd/mm/yyyy')}`, {
    size: 8,
  });
  sheet.rule(30, 565, 150);
  sheet.text(40, 166, `Señor(es): ${invoice.buyer.name}`);
  sheet.text(40, 180, `Domicilio: ${invoice.buyer.address[0] ?? ''}`);
  sheet.text(40, 194, 'I.V.A.: Consumidor Final');
  sheet.text(300, 194, `C.U.I.T./D.N.I.: ${invoice.buyer.taxId}`);
  sheet.text(40, 208, `Condiciones de venta: ${random.pick(['Contado', 'Cuenta corriente'])}`);
  sheet.rule(30, 565, 216);
  sheet.headings(230, [
    [40, 'CANT.'],
    [90, 'DETALLE'],
    [470, 'P. UNIT.', true],
    [560, 'TOTAL', true],
  ]);
  let top = 248;
  for (const item of invoice.items) {
    sheet.right(62, top, String(item.quantity));
    sheet.text(90, top, item.description);
    sheet.right(470, top, formatAmount(item.price, style));
    sheet.right(560, top, formatAmount(item.quantity * item.price, style));
    top += 15;
  }
  top = Math.max(top + 40, 640);
  sheet.rule(30, 565, top - 14);
  sheet.text(40, top, amountInWords(invoice.total, 'PESOS'), { size: 8 });
  sheet.text(420, top + 18, 'TOTAL', { bold: true, size: 12 });
  sheet.right(560, top + 18, peso(invoice.total, style), { bold: true, size: 12 });
  sheet.text(40, top + 50, `CAE Nº: ${cae(random)}`, { size: 8 });
  sheet.text(40, top + 62, `Fecha Vto. CAE: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`, {
    size: 8,
  });
  sheet.text(380, top + 62, 'ORIGINAL - Cliente', { size: 8 });
  return {
    pages: [sheet.items],
    ...voucherAnswers(invoice, `${pointOfSale}-${voucher}`, {
      issuer: [invoice.issuer.name, tradeName],
    }),
  };
}

export const DESKTOP_FACTURA_C_FAMILY: Family = {
  name: 'ar-factura-c-son-pesos',
  half: 'held',
  kind: "A small business's Factura C from a desktop program, amount in words",
  make: desktopFacturaC,
};
