import { describe, expect, it } from 'vitest';

import { isMissionId, MISSIONS, QUICK_PROMPTS, runRuleMission } from './missions';
import { SPANISH_INVOICE } from './testing/documents';

describe('MISSIONS', () => {
  it('lists the eleven missions, and which need a language model', () => {
    expect(MISSIONS.filter((mission) => mission.needsModel).map((mission) => mission.id)).toEqual([
      'audit',
      'compare',
      'translate',
      'excel-analysis',
      'political-speeches',
    ]);
    expect(MISSIONS).toHaveLength(11);
  });

  it('maps every quick prompt to a mission, audit and risks to the risk checklist', () => {
    expect(QUICK_PROMPTS).toEqual({
      audit: 'detect-risks',
      compare: 'compare',
      summarize: 'summarize',
      translate: 'translate',
      risks: 'detect-risks',
      search: 'search-clauses',
    });
    expect(Object.values(QUICK_PROMPTS).every(isMissionId)).toBe(true);
  });
});

describe('runRuleMission', () => {
  const input = { documents: [SPANISH_INVOICE], language: 'es' as const };

  it('runs every mission that has a rule, and answers each with its own kind', () => {
    const kinds = MISSIONS.filter((mission) => !mission.needsModel).map(
      (mission) => runRuleMission(mission.id, input)?.kind,
    );
    expect(kinds).toEqual([
      'summarize',
      'detect-risks',
      'classify-documents',
      'validate-consistency',
      'search-clauses',
      'sensitive-data',
    ]);
  });

  it('answers undefined for a mission that needs a model', () => {
    expect(runRuleMission('translate', input)).toBeUndefined();
    expect(runRuleMission('audit', input)).toBeUndefined();
  });

  it('recognises mission ids', () => {
    expect(isMissionId('search-clauses')).toBe(true);
    expect(isMissionId('search')).toBe(false);
  });
});
