import type { PersonalDataKind } from '../privacy/personal-data';
import type { ClauseId } from './clause-vocabulary';
import type { DocumentClass } from './document-class-cues';
import type { QuantityId } from './quantity-labels';
import type { RiskId } from './risk-cues';

/**
 * Where a finding was read: `quote` is `page.text.slice(charStart, charEnd)` of that page of that
 * file, so the web can highlight it on the page it shows.
 */
export type Evidence = {
  fileId: string;
  fileName: string;
  page: number;
  quote: string;
  charStart: number;
  charEnd: number;
};

/** A piece of personal data: its kind as the privacy detector names it, and the value as written. */
export type SensitiveDataFinding = { type: PersonalDataKind; value: string; evidence: Evidence };

/**
 * A clause found: a built-in clause (`clause`) or, for a user's query, `clause: null`. A heading
 * hit quotes the heading and the clause's first sentence; a sentence hit quotes the sentence.
 */
export type ClauseHit = { clause: ClauseId | null; isHeading: boolean; evidence: Evidence };

/** A document's extractive summary: its own sentences, each with where it was read. */
export type DocumentSummary = {
  fileId: string;
  fileName: string;
  summary: string;
  sentences: Evidence[];
};

/** A value read after a label: as written, as compared (a number, an ISO date, a duration). */
export type LabelledValue = { text: string; normalised: string; evidence: Evidence };

/**
 * Something in the documents that does not hold together; `evidence` quotes every place involved.
 * - `different-values`: one labelled quantity (`qualifier`: the tax rate it is for) written with
 *   different values, within one document or across several.
 * - `sum-mismatch`: the parts listed (table rows, or net + taxes) do not add up to the total given.
 * - `end-before-start`: an end date earlier than the start date it goes with.
 */
export type Inconsistency =
  | {
      kind: 'different-values';
      quantity: QuantityId;
      qualifier?: string;
      scope: 'within-document' | 'across-documents';
      values: LabelledValue[];
      evidence: Evidence[];
    }
  | {
      kind: 'sum-mismatch';
      total: QuantityId;
      stated: number;
      computed: number;
      evidence: Evidence[];
    }
  | { kind: 'end-before-start'; start: string; end: string; evidence: Evidence[] };

/** A cue that counted towards a document's class, with its first occurrence. */
export type ClassCue = { cue: string; weight: number; evidence: Evidence };

/** A document's class; `confidence` is 0-1; `cues` are the strongest that decided it. */
export type DocumentClassification = {
  fileId: string;
  fileName: string;
  documentClass: DocumentClass;
  confidence: number;
  cues: ClassCue[];
};

/** A sentence holding a risk cue word (`cue`, as listed): a place to read, not a judgement. */
export type RiskFinding = { risk: RiskId; cue: string; evidence: Evidence };

/** The structured result of a rule-based mission. */
export type MissionResult =
  | { kind: 'sensitive-data'; findings: SensitiveDataFinding[] }
  | { kind: 'search-clauses'; query?: string; hits: ClauseHit[] }
  | { kind: 'summarize'; summaries: DocumentSummary[] }
  | { kind: 'validate-consistency'; inconsistencies: Inconsistency[] }
  | { kind: 'classify-documents'; classifications: DocumentClassification[] }
  | { kind: 'detect-risks'; method: 'rule-checklist'; findings: RiskFinding[] };

/** The result of one kind of mission. */
export type MissionResultOf<K extends MissionResult['kind']> = Extract<MissionResult, { kind: K }>;
