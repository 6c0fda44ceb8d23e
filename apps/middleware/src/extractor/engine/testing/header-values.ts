// Header values the engine reads from lines written by hand, for unit tests of its rules.
import { HEADER_CONFIGURATION } from './header-configuration';
import { pageOf } from './lines';
import { extractFromPages } from '../run-engine';

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
  const result = extractFromPages({ configuration: HEADER_CONFIGURATION, pages: [pageOf(lines)] });
  return Object.fromEntries(
    Object.entries(result.fields).map(([name, field]) => [name, field.value]),
  );
}
