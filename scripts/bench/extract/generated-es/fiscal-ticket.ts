// A fiscal controller's "Tique Factura" (tenth pass, tune half): a narrow strip, the issuer's
// header, "P.V. Nro." and "Nro. T." on lines of their own, quantity × price above each item, the
// VAT rate in brackets, TOTAL, then what was paid and the change, the controller's registration.
import type { ExpectedLine } from '../dataset.ts';
import { answersFrom } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { formatAmount, formatDate, padded, type AmountStyle } from './formats.ts';
import { makeInvoice, round } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

const LEFT = 60;
const RIGHT = 250;
const SIZE = 8;
const STEP = 11;

/** A ticket's rows, written top to bottom. */
class Strip {
  top = 50;
  readonly sheet: Sheet;

  constructor(sheet: Sheet) {
    this.sheet = sheet;
  }

  line(text: string, amount?: string, options: { bold?: boolean; centre?: boolean } = {}) {
    const x = options.centre === true ? LEFT + 30 : LEFT;
    this.sheet.text(x, this.top, text, {
      size: SIZE,
      ...(options.bold === true ? { bold: true } : {}),
    });
    if (amount !== undefined) {
      this.sheet.right(RIGHT, this.top, amount, {
        size: SIZE,
        ...(options.bold === true ? { bold: true } : {}),
      });
    }
    this.top += STEP;
  }

  dashes() {
    this.line('-'.repeat(48));
  }
}

function tiqueFactura(random: Random): GeneratedInvoice {
  const letter = random.pick(['A', 'B', 'B'] as const);
  const invoice = makeInvoice(random, { country: 'AR', rates: [21, 21, 10.5], itemCount: [1, 6] });
  const style: AmountStyle = random.pick(['plain-comma', 'plain-comma', 'dot-comma']);
  const amount = (value: number): string => formatAmount(value, style);
  const pointOfSale = padded(random.int(1, 12), random.pick([4, 5]));
  const ticket = padded(random.int(1, 99999), 8);
  const yy = random.chance(0.6);
  const date = yy
    ? formatDate(invoice.date, 'dd/mm/yyyy').replace(/\/\d{2}(\d{2})$/u, '/$1')
    : formatDate(invoice.date, 'dd/mm/yyyy');
  const time = `${padded(random.int(8, 21), 2)}:${padded(random.int(0, 59), 2)}:${padded(random.int(0, 59), 2)}`;
  const strip = new Strip(new Sheet(random));
  strip.line(invoice.issuer.name.toUpperCase(), undefined, { bold: true });
  strip.line(`C.U.I.T. Nro.: ${invoice.issuer.taxId}`);
  strip.line(
    `Ing. Brutos: ${random.int(900, 999)}-${random.int(100000, 999999)}-${random.int(0, 9)}`,
  );
  strip.line(invoice.issuer.address[0] ?? '');
  strip.line(`Inicio de Actividades: ${formatDate('2016-03-01', 'dd/mm/yyyy')}`);
  strip.line('IVA RESPONSABLE INSCRIPTO');
  strip.dashes();
  strip.line(`TIQUE FACTURA ${letter}`, undefined, { bold: true, centre: true });
  const numbering = random.pick(['split', 'one-line', 'joined'] as const);
  if (numbering === 'split') {
    strip.line(`P.V. Nro.: ${pointOfSale}`);
    strip.line(`Nro. T.: ${ticket}`);
  } else if (numbering === 'one-line') {
    strip.line(`P.V. N°: ${pointOfSale}   Nro.: ${ticket}`);
  } else {
    strip.line(`Nro. ${pointOfSale}-${ticket}`);
  }
  strip.line(`Fecha: ${date}   Hora: ${time}`);
  strip.dashes();
  if (letter === 'A') {
    strip.line(invoice.buyer.name.toUpperCase());
    strip.line(`C.U.I.T.: ${invoice.buyer.taxId}`);
    strip.line('IVA RESPONSABLE INSCRIPTO');
  } else {
    strip.line('A CONSUMIDOR FINAL');
  }
  strip.dashes();
  strip.line('Cantidad/Precio Unit. (%IVA)');
  strip.line('DESCRIPCION', 'IMPORTE');
  strip.dashes();
  // A B ticket prices every item with its VAT in; an A ticket prices it net.
  const lines: ExpectedLine[] = invoice.items.map((item) => {
    const price = letter === 'A' ? item.price : round(item.price * (1 + item.rate / 100));
    const total = round(item.quantity * price);
    strip.line(
      `${formatAmount(item.quantity, 'plain-comma').replace(',00', ',000')} x ${amount(price)} (${formatAmount(item.rate, 'plain-comma')})`,
    );
    strip.line(item.description.toUpperCase().slice(0, 24), amount(total));
    return {
      description: item.description,
      quantity: item.quantity,
      unit_price: price,
      amount: total,
    };
  });
  strip.dashes();
  const vat = round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0));
  const total =
    letter === 'A'
      ? invoice.total
      : round(lines.reduce((sum, line) => sum + (line.amount ?? 0), 0));
  if (letter === 'A') {
    for (const tax of invoice.taxes) {
      strip.line(`NETO GRAVADO ${formatAmount(tax.rate, 'plain-comma')}%`, amount(tax.base));
      strip.line(`IVA ${formatAmount(tax.rate, 'plain-comma')}%`, amount(tax.amount));
    }
  }
  strip.line('TOTAL', `$${amount(total)}`, { bold: true });
  if (letter === 'B' && random.chance(0.6)) {
    strip.line('Régimen de Transparencia Fiscal al Consumidor');
    strip.line('(Ley 27.743) IVA Contenido', amount(vat));
  }
  const paid = Math.ceil(total / 1000) * 1000;
  strip.line('RECIBI(MOS)');
  strip.line(random.pick(['Efectivo', 'EFECTIVO']), amount(paid));
  strip.line('SU VUELTO', amount(round(paid - total)));
  strip.dashes();
  strip.line(
    `V: 01.0${random.int(0, 9)}   Reg.: ${random.pick(['HA', 'EP', 'MH'])}AF${random.int(1000000, 9999999)}`,
  );
  strip.line('CF DGI', undefined, { centre: true });
  return {
    pages: [strip.sheet.items],
    ...answersFrom(
      {
        number: `${pointOfSale}-${ticket}`,
        date: invoice.date,
        issuer: invoice.issuer.name,
        total,
      },
      'ARS',
      lines,
      letter === 'A' ? { net_total: invoice.net, tax_total: vat } : {},
    ),
  };
}

export const FISCAL_TICKET_FAMILY: Family = {
  name: 'ar-tique-factura',
  half: 'tune',
  kind: "A fiscal controller's Tique Factura A/B",
  make: tiqueFactura,
};
