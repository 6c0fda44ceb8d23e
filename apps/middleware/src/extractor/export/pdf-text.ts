// Text for the PDF report: its fonts, what they can draw, and lines wrapped to a width.
import { readFile } from 'node:fs/promises';

import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';

const COMBINING_MARKS = /\p{M}+/gu;

/** Debian's DejaVu Sans (package `fonts-dejavu-core`, installed by the bootstrap). */
const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
export const UNICODE_FONT_FILES = {
  regular: `${DEJAVU_DIR}/DejaVuSans.ttf`,
  bold: `${DEJAVU_DIR}/DejaVuSans-Bold.ttf`,
};

/** The report's fonts and the sanitizer of what they cannot draw. */
export type ReportFonts = { regular: PDFFont; bold: PDFFont; clean: (text: string) => string };

async function readFonts(
  files: typeof UNICODE_FONT_FILES,
): Promise<{ regular: Uint8Array; bold: Uint8Array } | undefined> {
  try {
    const [regular, bold] = await Promise.all([readFile(files.regular), readFile(files.bold)]);
    return { regular, bold };
  } catch {
    return undefined;
  }
}

/**
 * DejaVu Sans, subset to the characters used, so names in any Latin, Greek or Cyrillic script are
 * printed as written (`Łódź`, `Ελλάδα`); Helvetica, the standard PDF font (WinAnsi: Spanish,
 * English and Western European text), where the machine has no DejaVu. The sanitizer follows the
 * font: what it cannot draw becomes its base letter or `?`.
 */
export async function embedReportFonts(
  pdf: PDFDocument,
  files: typeof UNICODE_FONT_FILES = UNICODE_FONT_FILES,
): Promise<ReportFonts> {
  const unicode = await readFonts(files);
  if (unicode !== undefined) {
    // Loaded with the first report: every process would otherwise carry it (issue 15).
    const { default: fontkit } = await import('@pdf-lib/fontkit');
    pdf.registerFontkit(fontkit);
    const regular = await pdf.embedFont(unicode.regular, { subset: true });
    const bold = await pdf.embedFont(unicode.bold, { subset: true });
    return { regular, bold, clean: createTextSanitizer(regular) };
  }
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { regular, bold, clean: createTextSanitizer(regular) };
}

/**
 * Makes text drawable in a font whose character set is limited (DejaVu Sans: Latin, Greek,
 * Cyrillic and symbols; the standard PDF fonts: WinAnsi, Latin-1 with `€`, curly quotes and
 * dashes). Any other character becomes its unaccented base letter when it has one
 * (`ő` -> `o`), else `?`; tabs become spaces.
 */
export function createTextSanitizer(font: PDFFont): (text: string) => string {
  const drawable = new Set(font.getCharacterSet());
  return (text) => {
    let result = '';
    for (const char of text.replace(/\t/gu, ' ')) {
      const code = char.codePointAt(0) ?? 0;
      if (drawable.has(code) || char === '\n') {
        result += char;
        continue;
      }
      const base = char.normalize('NFKD').replace(COMBINING_MARKS, '');
      result +=
        [...base].every((part) => drawable.has(part.codePointAt(0) ?? 0)) && base !== ''
          ? base
          : '?';
    }
    return result;
  };
}

/** A word cut into pieces no wider than `maxWidth` (a long IBAN or URL in a narrow column). */
function breakWord(word: string, width: (text: string) => number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && width(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return [...pieces, piece];
}

/**
 * Text wrapped to `maxWidth` points at `size`: each line break kept, words moved to the next line
 * when they do not fit, words longer than a line cut. Always at least one line.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (part: string) => font.widthOfTextAtSize(part, size);
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/u)) {
    let current = '';
    for (const word of paragraph.split(/ +/u).filter((part) => part !== '')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (width(candidate) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current !== '') {
        lines.push(current);
      }
      const pieces = width(word) > maxWidth ? breakWord(word, width, maxWidth) : [word];
      lines.push(...pieces.slice(0, -1));
      current = pieces[pieces.length - 1] ?? '';
    }
    lines.push(current);
  }
  return lines;
}
