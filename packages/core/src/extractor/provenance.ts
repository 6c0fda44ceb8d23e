import type { MessageKey } from '../i18n/resources';

import type { FieldValue } from './types';

/**
 * Where a value came from (issue 16: "the verify screen and the exports show where each value
 * came from (the XML, the page text, OCR) so a user knows what to check"): the e-invoice XML
 * attached to the PDF, the page's text layer, a page read by OCR, or a person's edit.
 */
export type Provenance = NonNullable<FieldValue['provenance']>;

/** Every provenance, from the most trusted source to the one to check first, then a person's. */
export const PROVENANCES: readonly Provenance[] = ['e_invoice', 'text', 'ocr', 'manual'];

const KNOWN: ReadonlySet<unknown> = new Set(PROVENANCES);

/**
 * The provenance a value shows: `manual` once a person edited it, whatever the extraction read;
 * else the stored one; undefined when unknown (a result stored before provenance was recorded,
 * a value found nowhere, or anything that is not a FieldValue).
 */
export function provenanceOf(field: unknown): Provenance | undefined {
  if (typeof field !== 'object' || field === null || Array.isArray(field)) {
    return undefined;
  }
  const { edited, provenance } = field as Partial<Record<'edited' | 'provenance', unknown>>;
  if (edited === true) {
    return 'manual';
  }
  return KNOWN.has(provenance) ? (provenance as Provenance) : undefined;
}

const PROVENANCE_KEYS = {
  e_invoice: { name: 'extractor.provenance.eInvoice', hint: 'extractor.provenance.eInvoiceHint' },
  text: { name: 'extractor.provenance.text', hint: 'extractor.provenance.textHint' },
  ocr: { name: 'extractor.provenance.ocr', hint: 'extractor.provenance.ocrHint' },
  manual: { name: 'extractor.provenance.manual', hint: 'extractor.provenance.manualHint' },
} as const satisfies Record<Provenance, { name: MessageKey; hint: MessageKey }>;

/** The message keys of a provenance: its short name, and what it means for the user to check. */
export function provenanceMessageKeys(
  provenance: Provenance,
): (typeof PROVENANCE_KEYS)[Provenance] {
  return PROVENANCE_KEYS[provenance];
}
