// An e-invoice's values take the place of the layout's (they are the supplier's own data); the
// layout keeps its page boxes where both agree, and fills attributes the XML does not have.
import { conceptOf } from '../header/attribute-concepts';
import { columnConceptOf } from '../table/detail-targets';
import type {
  ExtractedField,
  ExtractedRow,
  ExtractionConfiguration,
  ExtractionResult,
} from '../types';
import type { EInvoice, EInvoiceFields, EInvoiceLine } from './e-invoice';

const FROM_XML = { confidence: 1, method: 'e-invoice' } as const;

function fieldFor(value: string | number, layout: ExtractedField | undefined): ExtractedField {
  const field: ExtractedField = { value, text: String(value), ...FROM_XML };
  if (layout?.source !== undefined && layout.value === value) {
    field.source = layout.source;
  }
  return field;
}

const LINE_KEYS = {
  description: 'description',
  quantity: 'quantity',
  unitPrice: 'unitPrice',
  amount: 'amount',
} as const;

// Section titles and notes travel as lines with nothing to pay (Odoo's Factur-X does so).
const isNote = (line: EInvoiceLine): boolean => !line.quantity && !line.unitPrice && !line.amount;

function toRows(
  configuration: ExtractionConfiguration,
  lines: readonly EInvoiceLine[],
): ExtractedRow[] {
  const detail = configuration.attributes.filter((attribute) => attribute.placement === 'detail');
  return lines
    .filter((line) => !isNote(line))
    .map((line) => {
      const cells: Record<string, ExtractedField> = {};
      for (const attribute of detail) {
        const concept = columnConceptOf(attribute);
        const key =
          concept !== undefined && concept in LINE_KEYS
            ? LINE_KEYS[concept as keyof typeof LINE_KEYS]
            : undefined;
        const value = key === undefined ? undefined : line[key];
        if (value !== undefined) {
          cells[attribute.name] = { value, text: String(value), ...FROM_XML };
        }
      }
      return { cells };
    });
}

/** The layout result with the e-invoice's values in front. */
export function mergeEInvoice(
  configuration: ExtractionConfiguration,
  eInvoice: EInvoice,
  layout: ExtractionResult,
): ExtractionResult {
  const fields: Record<string, ExtractedField> = { ...layout.fields };
  for (const attribute of configuration.attributes) {
    if (attribute.placement !== 'header') {
      continue;
    }
    const concept = conceptOf(attribute);
    const key = concept === 'issuerTaxId' ? 'taxId' : concept;
    const value = key === undefined ? undefined : eInvoice.fields[key as keyof EInvoiceFields];
    if (value !== undefined) {
      fields[attribute.name] = fieldFor(value, layout.fields[attribute.name]);
    }
  }
  const rows = eInvoice.lines.length > 0 ? toRows(configuration, eInvoice.lines) : layout.rows;
  return { ...layout, from: 'e-invoice', fields, rows };
}
