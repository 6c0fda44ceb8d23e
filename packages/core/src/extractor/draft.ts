import { ATTRIBUTE_PLACEMENTS, ATTRIBUTE_TYPES, DOCUMENT_TYPES } from './types';
import type { Attribute, DocumentType, ExtractedDocument, FieldValue } from './types';

/** The wizard's steps, in order (SPEC §2: document type, example, attributes, test and save). */
export const DRAFT_STEPS = ['type', 'example', 'attributes', 'test'] as const;

/** One step of the wizard. */
export type DraftStep = (typeof DRAFT_STEPS)[number];

/** A page image of the example, as configureDocument answers it (a JPEG data URL). */
export type DraftPage = { page: number; width: number; height: number; image: string };

/**
 * An attribute being defined: the contract's attribute plus a stable id (names change while the
 * user types) and the example value the server suggested it with (SPEC §3
 * arrayPagesImgAndAttributes: the labels found on the pages with their values).
 */
export type DraftAttribute = Attribute & { id: string; example: FieldValue | null };

/** The example document the server keeps: its stored file id and name (never its bytes). */
export type DraftFile = { id: string; name: string };

/**
 * The extractor draft of SPEC §3, in English names: selectedType, file and fileName (`file`),
 * arrayPagesImg (`pages`), arrayAttributes and arrayPagesImgAndAttributes (`attributes`, each
 * with its example value), configName and extractedData, plus the step the user is on and the
 * choices of the attributes step. This is what survives a page reload; the example's bytes do
 * not (the server keeps the example under `file.id`).
 */
export type ExtractorDraft = {
  step: DraftStep;
  selectedType: DocumentType | null;
  file: DraftFile | null;
  pages: DraftPage[];
  attributes: DraftAttribute[];
  prompt: string;
  /** The extracting model; `null` is the built-in engine. */
  model: string | null;
  configName: string;
  extractedData: ExtractedDocument | null;
};

/** A draft with nothing chosen yet: the wizard's first step. */
export const EMPTY_DRAFT: ExtractorDraft = {
  step: 'type',
  selectedType: null,
  file: null,
  pages: [],
  attributes: [],
  prompt: '',
  model: null,
  configName: '',
  extractedData: null,
};

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

function readFile(value: unknown): DraftFile | null {
  return isRecord(value) && typeof value['id'] === 'string' && typeof value['name'] === 'string'
    ? { id: value['id'], name: value['name'] }
    : null;
}

function readPage(value: unknown): DraftPage[] {
  if (!isRecord(value) || typeof value['page'] !== 'number') {
    return [];
  }
  const { page, width, height, image } = value;
  return [
    {
      page,
      width: typeof width === 'number' ? width : 0,
      height: typeof height === 'number' ? height : 0,
      // A page stored without its image (storage was full) shows as a placeholder.
      image: typeof image === 'string' ? image : '',
    },
  ];
}

function readAttribute(value: unknown): DraftAttribute[] {
  if (
    !isRecord(value) ||
    typeof value['id'] !== 'string' ||
    typeof value['name'] !== 'string' ||
    !isOneOf(ATTRIBUTE_TYPES, value['type']) ||
    !isOneOf(ATTRIBUTE_PLACEMENTS, value['placement'])
  ) {
    return [];
  }
  const example = value['example'];
  return [
    {
      id: value['id'],
      name: value['name'],
      type: value['type'],
      placement: value['placement'],
      detail: typeof value['detail'] === 'string' ? value['detail'] : null,
      required: value['required'] === true,
      example: isRecord(example) && 'value' in example ? (example as FieldValue) : null,
    },
  ];
}

function readExtracted(value: unknown): ExtractedDocument | null {
  return isRecord(value) &&
    typeof value['document_id'] === 'string' &&
    isRecord(value['headers']) &&
    Array.isArray(value['items'])
    ? (value as ExtractedDocument)
    : null;
}

/**
 * Reads a draft kept in storage, field by field: anything missing or of the wrong shape (an
 * older version, a hand-edited value) falls back to the empty draft's value, so a bad entry can
 * never stop the wizard from opening. A step whose prerequisites are gone goes back to the first
 * step that still has them.
 */
export function parseStoredDraft(value: unknown): ExtractorDraft {
  if (!isRecord(value)) {
    return EMPTY_DRAFT;
  }
  const draft: ExtractorDraft = {
    step: isOneOf(DRAFT_STEPS, value['step']) ? value['step'] : 'type',
    selectedType: isOneOf(DOCUMENT_TYPES, value['selectedType']) ? value['selectedType'] : null,
    file: readFile(value['file']),
    pages: Array.isArray(value['pages']) ? value['pages'].flatMap(readPage) : [],
    attributes: Array.isArray(value['attributes'])
      ? value['attributes'].flatMap(readAttribute)
      : [],
    prompt: typeof value['prompt'] === 'string' ? value['prompt'] : '',
    model: typeof value['model'] === 'string' ? value['model'] : null,
    configName: typeof value['configName'] === 'string' ? value['configName'] : '',
    extractedData: readExtracted(value['extractedData']),
  };
  return { ...draft, step: reachableStep(draft) };
}

/** The furthest step the draft may stand on: each step needs what the earlier ones chose. */
function reachableStep(draft: ExtractorDraft): DraftStep {
  const wanted = DRAFT_STEPS.indexOf(draft.step);
  if (wanted >= 1 && draft.selectedType === null) {
    return 'type';
  }
  if (wanted >= 2 && draft.file === null) {
    return 'example';
  }
  return draft.step;
}

/** The draft without its page images, for a storage too full to hold them. */
export function withoutPageImages(draft: ExtractorDraft): ExtractorDraft {
  return { ...draft, pages: draft.pages.map((page) => ({ ...page, image: '' })) };
}
