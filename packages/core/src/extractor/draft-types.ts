import type { DraftFile, DraftPage, ExtractorDraft } from './draft';
import type { Attribute, AttributePlacement, DocumentType, FieldValue } from './types';

/** What the machine needs of the example's bytes: a named file (the web's `File`). */
export type ExampleFile = { readonly name: string; readonly size: number };

/** What reading an example gives (configureDocument without attributes). */
export type ExampleReading = {
  file: DraftFile;
  pages: DraftPage[];
  suggestedAttributes: (Attribute & { example?: FieldValue })[];
};

/**
 * What testing the configuration on its example needs. `example` is null after a page reload:
 * the face then fetches the stored example by `file` (the server kept it).
 */
export type DraftTestInput = {
  example: ExampleFile | null;
  file: DraftFile;
  documentType: DocumentType;
  attributes: Attribute[];
  prompt: string;
  model: string | null;
};

/** What saving the configuration sends (saveConfiguration). */
export type DraftSaveInput = {
  name: string;
  documentType: DocumentType;
  attributes: Attribute[];
  prompt: string;
  model: string | null;
  exampleFileId: string;
};

/** The calls that can fail, for the face's per-operation fallback message (SPEC §8). */
export type DraftOperation = 'readExample' | 'test' | 'save';

/** The draft being edited, plus what lives only while the page does. */
export type DraftContext = ExtractorDraft & {
  /** The example's bytes while this page lives; null after a reload. */
  example: ExampleFile | null;
  /** A file being read, kept as the example once the server has read it. */
  pendingExample: ExampleFile | null;
  /** Names the user's configurations already have or the server refused (SPEC §5 unique). */
  takenNames: string[];
  /** The number of the next attribute id. */
  nextId: number;
};

export type DraftInput = {
  /** The draft restored from storage (see `parseStoredDraft`); `EMPTY_DRAFT` for a new one. */
  draft: ExtractorDraft;
};

/** The attribute fields a user edits. */
export type AttributeChanges = Partial<
  Pick<Attribute, 'name' | 'type' | 'placement' | 'detail' | 'required'>
>;

/**
 * What faces tell the draft: the wizard's moves (`draft.next`, `draft.back`), the choices of each
 * step, the calls (`draft.readExample`, `draft.test`, `draft.save`) and `draft.reset` to start
 * over. `draft.namesKnown` passes the user's configuration names for the uniqueness check.
 */
export type DraftEvent =
  | { type: 'draft.chooseType'; documentType: DocumentType }
  | { type: 'draft.readExample'; file: ExampleFile }
  | { type: 'draft.next' }
  | { type: 'draft.back' }
  | { type: 'attribute.add'; placement: AttributePlacement }
  | { type: 'attribute.update'; id: string; changes: AttributeChanges }
  | { type: 'attribute.remove'; id: string }
  | { type: 'draft.setPrompt'; prompt: string }
  | { type: 'draft.setModel'; model: string | null }
  | { type: 'draft.setName'; name: string }
  | { type: 'draft.namesKnown'; names: readonly string[] }
  | { type: 'draft.test' }
  | { type: 'draft.save' }
  | { type: 'draft.reset' };

/** What the draft tells its listeners: a call failed (show it), or the configuration was saved. */
export type DraftEmitted =
  | { type: 'draft.failed'; operation: DraftOperation; error: unknown }
  | { type: 'draft.saved'; name: string };
