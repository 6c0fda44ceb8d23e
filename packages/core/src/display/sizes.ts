import { SIZE_UNIT } from '../constants';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count for people (SPEC §3 "sizes use 1024 steps with one decimal (B, KB, MB...)"; SPEC §9
 * "Size units 1024"): `1536` -> '1.5 KB', `1048576` -> '1.0 MB'. Bytes are whole, so they show
 * without a decimal ('0 B', '512 B'); every larger unit always shows one, so a column of sizes
 * lines up. A value that would round to 1024 of a unit moves to the next one ('1.0 MB', never
 * '1024.0 KB'). TB is the largest unit. A negative, infinite or missing value yields ''.
 * The decimal separator is '.' in both languages, as the spec writes it.
 */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) {
    return '';
  }
  let unit = 0;
  let value = bytes;
  while (value >= SIZE_UNIT && unit < UNITS.length - 1) {
    value /= SIZE_UNIT;
    unit += 1;
  }
  if (unit === 0) {
    const whole = Math.round(value);
    if (whole < SIZE_UNIT) {
      return `${whole} B`;
    }
    value = whole / SIZE_UNIT;
    unit = 1;
  }
  if (Number(value.toFixed(1)) >= SIZE_UNIT && unit < UNITS.length - 1) {
    value /= SIZE_UNIT;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
