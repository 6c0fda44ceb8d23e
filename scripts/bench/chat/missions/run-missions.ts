// Every rule-based mission run once on one document alone, each timed: the results the scorers
// read and the times the bench reports.
import type { MissionId } from '../../../../packages/core/src/chatbot/missions.ts';
import type {
  MissionResult,
  MissionResultOf,
} from '../../../../apps/middleware/src/chatbot/missions/mission-result.ts';
import { RULE_MISSIONS } from '../../../../apps/middleware/src/chatbot/missions/missions.ts';
import type { BenchDocument } from './corpora.ts';

/** One document's results, by kind, and the milliseconds each mission took on it. */
export type MissionRun = {
  bench: BenchDocument;
  results: MissionResult[];
  times: Map<MissionId, number>;
};

const MISSIONS = Object.entries(RULE_MISSIONS) as [
  MissionId,
  NonNullable<(typeof RULE_MISSIONS)[MissionId]>,
][];

/** The ids of the missions a rule runs, in the order the bench reports them. */
export const RULE_MISSION_IDS = MISSIONS.map(([id]) => id);

/** Runs every rule-based mission on the document, as the chatbot would on a one-file topic. */
export function runMissions(bench: BenchDocument): MissionRun {
  const input = {
    documents: [bench.document],
    language: bench.corpus === 'docqa-es' ? ('es' as const) : ('en' as const),
  };
  const results: MissionResult[] = [];
  const times = new Map<MissionId, number>();
  for (const [id, run] of MISSIONS) {
    const started = performance.now();
    results.push(run(input));
    times.set(id, performance.now() - started);
  }
  return { bench, results, times };
}

/** The result of one kind in a run. */
export function resultOf<K extends MissionResult['kind']>(
  run: MissionRun,
  kind: K,
): MissionResultOf<K> {
  const result = run.results.find(
    (candidate): candidate is MissionResultOf<K> => candidate.kind === kind,
  );
  if (!result) {
    throw new Error(`no ${kind} result for ${run.bench.document.fileName}`);
  }
  return result;
}
