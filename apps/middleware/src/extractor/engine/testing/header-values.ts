// Header values the engine reads from lines written by hand, for unit tests of its rules.
import type { PageText } from '@folio/documents';

import { HEADER_CONFIGURATION } from './header-configuration';
import { pageOf } from './lines';
import { extractFromPages } from '../run-engine';
import type { ExtractionAttribute } from '../types';

/**
 * The header values of lines `[text, x, sameRow]` written one under the other (14 units apart);
 * `sameRow` puts a line at the previous one's height (a label and its amount in two columns).
 */
export function headerValuesOf(
  lines: readonly (readonly [string, number, boolean?])[],
): Record<string, unknown> {
  let y = 46;
  const placed = lines.map(([text, x, sameRow]) => {
    y += sameRow === true ? 0 : 14;
    return [text, x, y] as const;
  });
  return headerValuesAt(placed);
}

/** The header values of lines `[text, x, y]` placed on an A4 page (595 x 842). */
export function headerValuesAt(
  lines: readonly (readonly [string, number, number])[],
): Record<string, unknown> {
  return headerValuesOfPage(pageOf(lines));
}

/** The header values the engine reads from one page, for the attributes given. */
export function headerValuesOfPage(
  page: PageText,
  attributes: readonly ExtractionAttribute[] = HEADER_CONFIGURATION.attributes,
): Record<string, unknown> {
  const result = extractFromPages({ configuration: { attributes }, pages: [page] });
  return Object.fromEntries(
    Object.entries(result.fields).map(([name, field]) => [name, field.value]),
  );
}

/** A receipt's line: its text, or `[label, amount]`. */
export type TapeRow = string | readonly [string, string];

/**
 * A receipt's page, its rows top to bottom 14 units apart; `[label, amount]` puts the amount at
 * the tape's right edge, apart from the label (as OCR gives a receipt's two columns).
 */
export function tapePage(rows: readonly TapeRow[]): PageText {
  return pageOf(
    rows
      .flatMap((line, row) =>
        typeof line === 'string'
          ? [[line, 60, 40 + row * 14] as const]
          : [[line[0], 60, 40 + row * 14] as const, [line[1], 300, 40 + row * 14] as const],
      )
      .filter(([text]) => text !== ''),
  );
}

/** The header values of a receipt's rows (see `tapePage`). */
export function tapeValuesOf(
  rows: readonly TapeRow[],
  attributes?: readonly ExtractionAttribute[],
): Record<string, unknown> {
  return headerValuesOfPage(tapePage(rows), attributes);
}
