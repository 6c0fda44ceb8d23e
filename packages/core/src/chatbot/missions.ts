/**
 * The missions of SPEC §3: named tasks over a topic's documents with a structured result. Those
 * a rule can do honestly run without a language model; the others need one (`needsModel`).
 */
export const MISSIONS = [
  { id: 'audit', needsModel: true },
  { id: 'compare', needsModel: true },
  { id: 'summarize', needsModel: false },
  { id: 'translate', needsModel: true },
  { id: 'detect-risks', needsModel: false },
  { id: 'classify-documents', needsModel: false },
  { id: 'validate-consistency', needsModel: false },
  { id: 'search-clauses', needsModel: false },
  { id: 'detect-sensitive-data', needsModel: false },
  { id: 'excel-analysis', needsModel: true },
  { id: 'political-speeches', needsModel: true },
] as const;

export type MissionId = (typeof MISSIONS)[number]['id'];

/** The quick prompts of SPEC §3 and the mission each one runs. */
export const QUICK_PROMPTS = [
  { id: 'audit', mission: 'audit' },
  { id: 'compare', mission: 'compare' },
  { id: 'summarize', mission: 'summarize' },
  { id: 'translate', mission: 'translate' },
  { id: 'risks', mission: 'detect-risks' },
  { id: 'search', mission: 'search-clauses' },
] as const satisfies readonly { id: string; mission: MissionId }[];

/** True for a mission id of SPEC §3. */
export function isMissionId(value: string): value is MissionId {
  return MISSIONS.some((mission) => mission.id === value);
}

/** True when the mission cannot run without a language model. */
export function missionNeedsModel(id: MissionId): boolean {
  return MISSIONS.find((mission) => mission.id === id)?.needsModel ?? true;
}
