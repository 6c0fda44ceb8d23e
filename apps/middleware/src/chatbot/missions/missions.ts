import type { MissionId } from '@folio/core';

import { classifyDocuments } from './classify-documents';
import { detectRisks } from './detect-risks';
import { detectSensitiveData } from './detect-sensitive-data';
import type { MissionInput } from './mission-input';
import type { MissionResult } from './mission-result';
import { searchClauses } from './search-clauses';
import { summarizeDocuments } from './summarize-documents';
import { validateConsistency } from './validate-consistency';

/**
 * The missions a rule does honestly, without a language model: exactly those the core's
 * `MISSIONS` marks `needsModel: false` (a test holds the two together). The others (audit,
 * compare, translate, Excel analysis, political speeches) need one: a rule would only pretend.
 */
export const RULE_MISSIONS: Partial<Record<MissionId, (input: MissionInput) => MissionResult>> = {
  summarize: summarizeDocuments,
  'detect-risks': detectRisks,
  'classify-documents': classifyDocuments,
  'validate-consistency': validateConsistency,
  'search-clauses': searchClauses,
  'detect-sensitive-data': detectSensitiveData,
};

/** A mission's result by its rule; undefined when the mission needs a language model. */
export function runRuleMission(id: MissionId, input: MissionInput): MissionResult | undefined {
  return RULE_MISSIONS[id]?.(input);
}
