// The shapes of the tax ids printed on Spanish-language invoices, so that one is never taken for
// the invoice's number: an Argentine CUIT/CUIL (`30-71234567-8`), a Spanish NIF, NIE or CIF
// (`B12345678`, `12345678Z`, `X1234567L`), a Mexican RFC (`ABC010203XY1`). A CIF's first letter
// says what its check character is: a digit after A, B, E or H (companies), a letter after K-N,
// P-S or W (public bodies, foreigners): `P20240119` is an invoice's number, not a CIF.
const SHAPES = [
  // A CUIT opens with its kind (20, 23 to 27 people, 30, 33, 34 companies): eleven digits
  // opening otherwise are a number (a French or German bill's `N° de facture 15493198535`).
  /^(?:2[03-7]|3[034])-?\d{8}-?\d$/u,
  /^[ABEH]-?\d{7}-?\d$/iu,
  /^[KLMNPQRSW]-?\d{7}-?[A-J]$/iu,
  /^[CDFGJUV]-?\d{7}-?[0-9A-J]$/iu,
  /^\d{8}-?[A-Z]$/iu,
  /^[XYZ]-?\d{7}-?[A-Z]$/iu,
  /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/iu,
];

/** Whether an identifier has the shape of a tax id. */
export function isTaxIdShaped(value: string): boolean {
  const compact = value.replace(/[\s.]/gu, '');
  return SHAPES.some((shape) => shape.test(compact));
}
