import { describe, expect, it } from 'vitest';

import { MISSIONS } from '@folio/core';

import { RULE_MISSIONS, runRuleMission } from './missions';
import { SPANISH_INVOICE } from './testing/documents';

describe('RULE_MISSIONS', () => {
  it('has a rule for exactly the missions the core says need no model', () => {
    expect(Object.keys(RULE_MISSIONS).sort()).toEqual(
      MISSIONS.filter((mission) => !mission.needsModel)
        .map((mission) => mission.id)
        .sort(),
    );
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
});
