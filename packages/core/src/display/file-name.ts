// A leading date YYYYMMDD (month 01-12, day 01-31), optionally followed by a time HHMMSS (hours
// 00-23, minutes and seconds 00-59) joined by '_', '-' or nothing, and then a '_' or '-' before
// the name itself, which must not be empty. The calendar check keeps 8-digit numbers that are
// not dates, such as an invoice number ('12345678_factura.pdf'), in the name.
const DATE_TIME_PREFIX =
  /^\d{4}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[_-]?(?:[01]\d|2[0-3])[0-5]\d[0-5]\d)?[_-](?=.)/;

/**
 * The name to show for a stored file (SPEC §3 "Display helpers": "a file-name cleaner removes a
 * leading 8-digit date and an optional 6-digit time prefix; a name that is .folder or starts with
 * a dot yields nothing"). Uploads are stored as `20240131_153000_factura.pdf`; users see
 * `factura.pdf`. Supported prefixes: `20240131_`, `20240131-`, `20240131_153000_`,
 * `20240131-153000-`, `20240131153000_`. A name starting with a dot (`.folder`, the marker that
 * keeps an empty folder, or any hidden file) yields '', and so does a name left starting with a
 * dot once the prefix is gone. Pass a file name, not a path.
 */
export function cleanFileName(name: string | null | undefined): string {
  if (name === null || name === undefined) {
    return '';
  }
  const cleaned = name.replace(DATE_TIME_PREFIX, '');
  return cleaned.startsWith('.') ? '' : cleaned;
}
