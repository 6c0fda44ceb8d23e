import { classifyDocuments } from './classify-documents';
import { detectRisks } from './detect-risks';
import { detectSensitiveData } from './detect-sensitive-data';
import type { MissionInput } from './mission-input';
import type { MissionResult } from './mission-result';
import { searchClauses } from './search-clauses';
import { summarizeDocuments } from './summarize-documents';
import { validateConsistency } from './validate-consistency';

/** The missions of issue 11, by id. */
export type MissionId =
  | 'audit'
  | 'compare'
  | 'summarize'
  | 'translate'
  | 'detect-risks'
  | 'classify-documents'
  | 'validate-consistency'
  | 'search-clauses'
  | 'detect-sensitive-data'
  | 'excel-analysis'
  | 'political-speeches';

/**
 * The missions a rule does honestly, without a language model. The others (audit, compare,
 * translate, Excel analysis, political speeches) need one: a rule would only pretend to do them.
 */
const RULES: Partial<Record<MissionId, (input: MissionInput) => MissionResult>> = {
  summarize: summarizeDocuments,
  'detect-risks': detectRisks,
  'classify-documents': classifyDocuments,
  'validate-consistency': validateConsistency,
  'search-clauses': searchClauses,
  'detect-sensitive-data': detectSensitiveData,
};

const MISSION_IDS: readonly MissionId[] = [
  'audit',
  'compare',
  'summarize',
  'translate',
  'detect-risks',
  'classify-documents',
  'validate-consistency',
  'search-clauses',
  'detect-sensitive-data',
  'excel-analysis',
  'political-speeches',
];

/** Every mission, and whether it needs a language model (no rule does it). */
export const MISSIONS: readonly { id: MissionId; needsModel: boolean }[] = MISSION_IDS.map(
  (id) => ({ id, needsModel: RULES[id] === undefined }),
);

/** The chat's quick prompts. */
export type QuickPromptId = 'audit' | 'compare' | 'summarize' | 'translate' | 'risks' | 'search';

/**
 * The mission each quick prompt starts. 'audit' and 'risks' both run the risk checklist (issue 11:
 * the audit quick prompt maps to detect-risks); the 'audit' mission itself needs a model.
 */
export const QUICK_PROMPTS: Readonly<Record<QuickPromptId, MissionId>> = {
  audit: 'detect-risks',
  compare: 'compare',
  summarize: 'summarize',
  translate: 'translate',
  risks: 'detect-risks',
  search: 'search-clauses',
};

/** Whether a text is a mission id (for ids read from a request). */
export function isMissionId(value: string): value is MissionId {
  return (MISSION_IDS as readonly string[]).includes(value);
}

/** A mission's result by its rule; undefined when the mission needs a language model. */
export function runRuleMission(id: MissionId, input: MissionInput): MissionResult | undefined {
  return RULES[id]?.(input);
}
