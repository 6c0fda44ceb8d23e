// The shape a model's answer must have, built from a configuration (issue #6 "JSON-schema output
// built from the configuration"): `{ headers: {...}, items: [{...}] }`.
import type { ExtractionAttribute, ExtractionConfiguration } from '../../extractor/engine';
import type { JsonSchema } from '../llm-provider';

const DATE_HINT = 'A date, written as YYYY-MM-DD.';
const NUMBER_HINT = 'A number with a dot for decimals and no thousands separators.';

/** The schema of one attribute's value: its type, or null when the document does not have it. */
export function attributeSchema(attribute: ExtractionAttribute): JsonSchema {
  const hints = [attribute.detail?.trim() ?? ''];
  let type = 'string';
  if (attribute.type === 'number') {
    type = 'number';
    hints.push(NUMBER_HINT);
  } else if (attribute.type === 'date') {
    hints.push(DATE_HINT);
  }
  const description = hints.filter((hint) => hint !== '').join(' ');
  return { type: [type, 'null'], ...(description === '' ? {} : { description }) };
}

function objectOf(attributes: readonly ExtractionAttribute[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      attributes.map((attribute) => [attribute.name, attributeSchema(attribute)]),
    ),
    // Strict structured outputs want every property required; absence is said with null.
    required: attributes.map((attribute) => attribute.name),
    additionalProperties: false,
  };
}

/**
 * The answer's schema: header attributes as the properties of `headers`, detail attributes as
 * the properties of each object of `items` (one per line item). Every value may be null.
 */
export function buildExtractionSchema(configuration: ExtractionConfiguration): JsonSchema {
  const header = configuration.attributes.filter((attribute) => attribute.placement === 'header');
  const detail = configuration.attributes.filter((attribute) => attribute.placement === 'detail');
  return {
    type: 'object',
    properties: {
      headers: { ...objectOf(header), description: 'The fields written once per document.' },
      items: {
        type: 'array',
        description: 'One object per line item, in the order of the document.',
        items: objectOf(detail),
      },
    },
    required: ['headers', 'items'],
    additionalProperties: false,
  };
}
