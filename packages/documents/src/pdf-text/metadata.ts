/** The PDF's information dictionary, as far as it is filled in. Dates are ISO 8601 strings. */
export type PdfMetadata = {
  title?: string;
  author?: string;
  subject?: string;
  creator?: string;
  producer?: string;
  creationDate?: string;
  modificationDate?: string;
  /** The header version, such as `1.7`. */
  pdfVersion?: string;
  /** Encrypted without a user password (it opens, but has permissions set). */
  encrypted: boolean;
};

/** Reads pdf.js's information dictionary (plain fields) into metadata. */
export function parseMetadata(info: Record<string, unknown>): PdfMetadata {
  const fields = new Map<string, unknown>(Object.entries(info));
  const text = (key: string): string | undefined => {
    const value = fields.get(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const date = (key: string): string | undefined => {
    const value = text(key);
    return value === undefined ? undefined : parsePdfDate(value);
  };
  return dropUndefined({
    title: text('Title'),
    author: text('Author'),
    subject: text('Subject'),
    creator: text('Creator'),
    producer: text('Producer'),
    creationDate: date('CreationDate'),
    modificationDate: date('ModDate'),
    pdfVersion: text('PDFFormatVersion'),
    encrypted: text('EncryptFilterName') !== undefined,
  });
}

function dropUndefined(metadata: PdfMetadata): PdfMetadata {
  return Object.fromEntries(
    Object.entries(metadata).filter(([, value]) => value !== undefined),
  ) as PdfMetadata;
}

// PDF dates: D:YYYYMMDDHHmmSSOHH'mm' (PDF 32000 7.9.4), every part after the year optional.
const PDF_DATE =
  /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/u;

/** A PDF date string as an ISO 8601 instant, or undefined when it is not one. */
export function parsePdfDate(value: string): string | undefined {
  const match = PDF_DATE.exec(value.trim());
  if (!match) {
    return undefined;
  }
  const [year, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part, index) => (part === undefined ? [0, 1, 1, 0, 0, 0][index] : Number(part)));
  const sign = match[7] === '-' ? -1 : 1;
  const offsetMinutes = sign * (Number(match[8] ?? 0) * 60 + Number(match[9] ?? 0));
  const time = Date.UTC(year ?? 0, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  const date = new Date(time);
  return Number.isNaN(date.getTime()) || month < 1 || month > 12 ? undefined : date.toISOString();
}
