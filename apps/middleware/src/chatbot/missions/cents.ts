// Money is written to the cent, and each written term may have been rounded by half a cent.
const HALF_CENT = 0.005;

/** The sum of amounts, to the cent. */
export function sumToCents(values: readonly number[]): number {
  return Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100 + 0;
}

/** Whether a sum of `terms` written amounts and a written total agree within their rounding. */
export function agreeToTheCent(computed: number, stated: number, terms: number): boolean {
  return Math.abs(computed - stated) <= HALF_CENT * (terms + 1) + 1e-9;
}
