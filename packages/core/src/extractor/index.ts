/**
 * Extractor: the rules every face shares about configurations, runs and results (SPEC §2-§5,
 * issue 6): the new-configuration draft machine, the run watcher, attribute and name checks,
 * edits of one document, edited-value checks, states and page boxes.
 */
export {
  ATTRIBUTE_PLACEMENTS,
  ATTRIBUTE_TYPES,
  DOCUMENT_TYPES,
  type Attribute,
  type AttributePlacement,
  type AttributeType,
  type Box,
  type Configuration,
  type DocumentType,
  type ExtractedDocument,
  type ExtractionState,
  type FieldValue,
  type Run,
} from './types';
export {
  areAttributesValid,
  checkNewFieldName,
  duplicateNameProblem,
  findAttributeListProblems,
  findAttributeProblems,
  isSameFieldName,
} from './attributes';
export type { AttributeListProblem, FieldNameProblem, NamedAttribute } from './attributes';
export { CONFIGURATION_NAME_MAX_LENGTH, checkConfigurationName } from './configuration-name';
export type { ConfigurationNameProblem } from './configuration-name';
export { DRAFT_STEPS, EMPTY_DRAFT, parseStoredDraft, withoutPageImages } from './draft';
export type { DraftAttribute, DraftFile, DraftPage, DraftStep, ExtractorDraft } from './draft';
export { draftMachine } from './draft.machine';
export { contractAttributes, draftOf } from './draft-context';
export type {
  AttributeChanges,
  DraftContext,
  DraftEmitted,
  DraftEvent,
  DraftInput,
  DraftOperation,
  DraftSaveInput,
  DraftTestInput,
  ExampleFile,
  ExampleReading,
} from './draft-types';
export {
  RUN_POLL_INTERVAL_MS,
  RUN_WATCH_MAX_FAILURES,
  isRunFinished,
  runProgress,
  runWatchMachine,
} from './run-watch.machine';
export type {
  RunWatchContext,
  RunWatchEmitted,
  RunWatchEvent,
  RunWatchInput,
} from './run-watch.machine';
export {
  addField,
  addHeader,
  addRow,
  editableCopy,
  removeField,
  removeHeader,
  removeRow,
  setCellValue,
  setHeaderValue,
} from './document-edits';
export type { EditResult, EditableDocument } from './document-edits';
export { editedField, fieldText, isCurrencyField, readEditedValue } from './field-values';
export type { EditedValue, FieldValueProblem } from './field-values';
export {
  EXTRACTION_STATES,
  MISSING_ROWS_WARNING,
  hasMissingRows,
  isVerifiedState,
  stateMessageKey,
  stateTone,
} from './extraction-states';
export type { StateTone } from './extraction-states';
export { PROVENANCES, provenanceMessageKeys, provenanceOf } from './provenance';
export type { Provenance } from './provenance';
export { PAGE_IMAGE_DPI, PDF_POINTS_PER_INCH, boxToPercent } from './page-boxes';
export type { PercentBox } from './page-boxes';
export {
  EXAMPLE_FILE_TYPES,
  RUN_ARCHIVE_TYPES,
  checkExampleFile,
  checkRunArchive,
} from './file-checks';
