// What Spanish invoicing software prints at the foot since the anti-fraud rules: the Verifactu
// legend with its QR's address (the AEAT's check of NIF, series and number, date and amount) and
// the Basque TicketBAI identifier (NIF, date and a code in one token). Both carry the issuer's
// NIF, the invoice's own number, date and total, in other spellings than the header's.
import { padded } from './formats.ts';
import type { Random } from './random.ts';

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function code(random: Random, length: number): string {
  return Array.from({ length }, () => CODE_LETTERS.charAt(random.int(0, 55))).join('');
}

/** `date` is `YYYY-MM-DD`; the QR writes `DD-MM-YYYY` and the amount with a point. */
export function verifactuLines(
  random: Random,
  nif: string,
  number: string,
  date: string,
  total: number,
): string[] {
  const [year, month, day] = date.split('-');
  const address = `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=${nif.replace('-', '')}&numserie=${encodeURIComponent(number)}&fecha=${day}-${month}-${year}&importe=${total.toFixed(2)}`;
  return [
    random.pick(['VERI*FACTU', 'Factura verificable en la sede electrónica de la AEAT']),
    random.pick([
      'Sistema de emisión de facturas verificables (VERI*FACTU)',
      'Código QR tributario:',
      'Puede verificar esta factura en la AEAT:',
    ]),
    // A long address breaks where the printer wraps it.
    ...(address.length > 95 ? [address.slice(0, 70), address.slice(70)] : [address]),
  ];
}

/** A TicketBAI identifier: `TBAI-<NIF>-<DDMMYY>-<13 characters>-<3 digits>`. */
export function ticketBaiId(random: Random, nif: string, date: string): string {
  const [year = '', month, day] = date.split('-');
  return `TBAI-${nif.replace('-', '')}-${day}${month}${year.slice(2)}-${code(random, 13)}-${padded(random.int(0, 999), 3)}`;
}
