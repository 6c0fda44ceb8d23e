// Time per mission per document: each mission run alone on one document, already read.
import { percentile } from '../score.ts';
import type { Kind } from './corpora.ts';
import { row } from './figures.ts';
import { RULE_MISSION_IDS, type MissionRun } from './run-missions.ts';

const GROUPS: readonly { label: string; kinds: readonly Kind[] }[] = [
  { label: 'invoices', kinds: ['invoice'] },
  { label: 'receipts (OCR)', kinds: ['receipt'] },
  { label: 'articles', kinds: ['article'] },
];

/** Median and p95 milliseconds per mission, by kind of document; the reading time beside. */
export function printTimes(runs: readonly MissionRun[]): void {
  console.log('\n5. time per mission per document, ms (p50 / p95), the text already read');
  const widths = [24, ...GROUPS.map(() => 20)];
  const counts = GROUPS.map(
    (group) =>
      `${group.label} (${runs.filter((run) => group.kinds.includes(run.bench.kind)).length})`,
  );
  console.log(`  ${row(['mission', ...counts], widths)}`);
  const line = (label: string, timeOf: (run: MissionRun) => number | undefined) => {
    const cells = GROUPS.map((group) => {
      const times = runs
        .filter((run) => group.kinds.includes(run.bench.kind))
        .flatMap((run) => timeOf(run) ?? []);
      return times.length === 0
        ? '-'
        : `${percentile(times, 0.5).toFixed(2)} / ${percentile(times, 0.95).toFixed(2)}`;
    });
    console.log(`  ${row([label, ...cells], widths)}`);
  };
  for (const id of RULE_MISSION_IDS) {
    line(id, (run) => run.times.get(id));
  }
  line('(reading the PDF, OCR)', (run) => run.bench.readMs);
}
