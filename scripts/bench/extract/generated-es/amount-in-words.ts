// An amount written in Spanish words, as Argentine invoices print it under the total: "SON PESOS
// MIL DOSCIENTOS TREINTA Y CUATRO CON 56/100".

const UNITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** 0 to 999 in words; `apocope` writes 1 as "un" (before mil, millones, pesos). */
function belowThousand(n: number, apocope: boolean): string {
  if (n === 100) {
    return 'cien';
  }
  const hundred = HUNDREDS[Math.floor(n / 100)] ?? '';
  const rest = n % 100;
  let tail = '';
  if (rest > 0 && rest < 30) {
    tail = UNITS[rest] ?? '';
  } else if (rest >= 30) {
    const unit = rest % 10;
    tail = `${TENS[Math.floor(rest / 10)] ?? ''}${unit > 0 ? ` y ${UNITS[unit] ?? ''}` : ''}`;
  }
  if (apocope) {
    tail = tail.replace(/uno$/u, 'un').replace(/veintiun$/u, 'veintiún');
  }
  return [hundred, tail].filter((part) => part !== '').join(' ');
}

/** A whole number below a thousand million in words. */
export function integerInWords(n: number): string {
  if (n === 0) {
    return 'cero';
  }
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0) {
    parts.push(millions === 1 ? 'un millón' : `${belowThousand(millions, true)} millones`);
  }
  if (thousands > 0) {
    parts.push(thousands === 1 ? 'mil' : `${belowThousand(thousands, true)} mil`);
  }
  if (rest > 0) {
    parts.push(belowThousand(rest, false));
  }
  return parts.join(' ');
}

/** `SON PESOS ... CON 56/100`, upper case; `currency` is the currency's plural name. */
export function amountInWords(value: number, currency: string): string {
  const whole = Math.floor(value + 1e-9);
  const cents = Math.round((value - whole) * 100);
  return `SON ${currency} ${integerInWords(whole)} CON ${String(cents).padStart(2, '0')}/100`.toUpperCase();
}
