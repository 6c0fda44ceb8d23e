import type { MiddlewareComponents } from '@folio/sdk';

type Schemas = MiddlewareComponents['schemas'];

/** The document types a configuration is made for (SPEC §2 wizard, §3 Configuration). */
export type DocumentType = Schemas['DocumentType'];
/** How an attribute's value is read (SPEC §3 Attribute). */
export type AttributeType = Schemas['AttributeType'];
/** Where an attribute sits: the document's header or its detail (item) rows (SPEC §3). */
export type AttributePlacement = Schemas['AttributePlacement'];
/** One attribute of a configuration, as the contract carries it. */
export type Attribute = Schemas['Attribute'];
/**
 * A configuration as the server answers it. The contract requires `id` on a stored configuration
 * (its `allOf` lists it as required), which the generated type leaves optional.
 */
export type Configuration = Schemas['Configuration'] & { id: string };
/** The extraction document states of SPEC §4. */
export type ExtractionState = Schemas['ExtractionState'];
/** A value read from a document, with where it came from (page and box). */
export type FieldValue = Schemas['FieldValue'];
/** An extraction result (SPEC §3 "Extraction result / document"). */
export type ExtractedDocument = Schemas['ExtractedDocument'];
/** A run of a configuration over a ZIP, with per-document progress. */
export type Run = Schemas['Run'];
/** `[x0, y0, x1, y1]` in PDF points from the top-left corner of the page. */
export type Box = Schemas['Box'];

/** Every document type, in the order the wizard offers them (SPEC §2). */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'invoice',
  'accounting',
  'handwritten',
  'other',
];

/** Every attribute type, in the order the wizard offers them (SPEC §3). */
export const ATTRIBUTE_TYPES: readonly AttributeType[] = [
  'simple',
  'table',
  'text',
  'date',
  'number',
];

/** Both placements: header first, as documents read. */
export const ATTRIBUTE_PLACEMENTS: readonly AttributePlacement[] = ['header', 'detail'];
