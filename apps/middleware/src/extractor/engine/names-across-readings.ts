// A scan's name fields (who issued it, when) across several OCR readings of it (issue 16:
// receipts). The reading kept is the one whose amounts the engine doubts least; a name line
// Tesseract lost in it (a bold shop name dropped at one resolution) may be in another reading.
// Only a name the kept reading lacks is taken: preferring the first reading's names over the
// kept reading's lost three right issuers of generated receipts for no gain on sroie.
import { conceptOf } from './header/attribute-concepts';
import type { ExtractionConfiguration, ExtractionResult } from './types';

/** What a receipt is known by besides its amounts. */
const NAME_CONCEPTS: ReadonlySet<string> = new Set(['issuer', 'date']);

function nameAttributes(configuration: ExtractionConfiguration): string[] {
  return configuration.attributes
    .filter(
      (attribute) =>
        attribute.placement === 'header' && NAME_CONCEPTS.has(conceptOf(attribute) ?? ''),
    )
    .map((attribute) => attribute.name);
}

const isFound = (result: ExtractionResult, name: string): boolean =>
  (result.fields[name]?.value ?? null) !== null;

/** Whether a name field was found in none of the readings (another look may read its line). */
export function hasNameLacking(
  configuration: ExtractionConfiguration,
  readings: readonly ExtractionResult[],
): boolean {
  return nameAttributes(configuration).some(
    (name) => !readings.some((reading) => isFound(reading, name)),
  );
}

/**
 * `kept` (the reading chosen for its amounts) with each name field it lacks taken from the
 * earliest of `readings` that found it, and its not-found warning gone.
 */
export function withNamesAcrossReadings(
  configuration: ExtractionConfiguration,
  kept: ExtractionResult,
  readings: readonly ExtractionResult[],
): ExtractionResult {
  const fields = { ...kept.fields };
  const found = new Set<string>();
  for (const name of nameAttributes(configuration)) {
    if (isFound(kept, name)) {
      continue;
    }
    const field = readings.find((reading) => isFound(reading, name))?.fields[name];
    if (field !== undefined) {
      fields[name] = field;
      found.add(name);
    }
  }
  return {
    ...kept,
    fields,
    warnings: kept.warnings.filter(
      (warning) =>
        warning.code !== 'FIELD_NOT_FOUND' ||
        warning.attribute === undefined ||
        !found.has(warning.attribute),
    ),
  };
}
