// The contract's shapes the extractor answers with (openapi/components/extractor.yaml), named once
// for the feature's services.
import type { MiddlewareComponents } from '@folio/sdk';

type Schemas = MiddlewareComponents['schemas'];

export type Attribute = Schemas['Attribute'];
export type AttributeType = Schemas['AttributeType'];
export type DocumentType = Schemas['DocumentType'];
export type ConfigurationInput = Schemas['ConfigurationInput'];
export type Configuration = Schemas['Configuration'];
export type Collection = Schemas['Collection'];
export type FieldValue = Schemas['FieldValue'];
export type ExtractionState = Schemas['ExtractionState'];
export type ExtractedDocument = Schemas['ExtractedDocument'];
export type DocumentPage = Schemas['DocumentList']['data'];
export type Run = Schemas['Run'];
export type RunDocument = Run['documents'][number];
export type ConfigureDocumentData = Schemas['ConfigureDocumentResponse']['data'];
export type SuggestedAttribute = ConfigureDocumentData['suggested_attributes'][number];

/** A document's header and detail names (SPEC §3 "available fields"). */
export type AvailableFields = { headers: string[]; details: string[] };

/** One detail row: a value per detail name. */
export type ItemRow = Record<string, FieldValue>;

/** What an extraction writes on a document: its state, values, names and warnings. */
export type StoredResult = {
  state: ExtractionState;
  headers: Record<string, FieldValue>;
  items: ItemRow[];
  availableFields: AvailableFields;
  warnings: string[];
  engine: string;
};
