// The bench's figures: execution accuracy by group, and PASS/FAIL against issue 12's targets.
import type { QuestionOutcome } from './bench-run.ts';

/** Issue 12, built-in engine: execution accuracy targets. */
export const TARGETS = { singleTable: 0.6, overall: 0.35 };

const percent = (part: number, whole: number) =>
  whole === 0 ? '  -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;

function accuracy(outcomes: readonly QuestionOutcome[]): number {
  return outcomes.length === 0
    ? 0
    : outcomes.filter((outcome) => outcome.isCorrect).length / outcomes.length;
}

function printLine(label: string, outcomes: readonly QuestionOutcome[], target?: number): void {
  const correct = outcomes.filter((outcome) => outcome.isCorrect).length;
  const verdict =
    target === undefined
      ? ''
      : `  target >= ${String(target * 100)}%  ${accuracy(outcomes) >= target ? 'PASS' : 'FAIL'}`;
  console.log(
    `  ${label.padEnd(22)} ${percent(correct, outcomes.length)}  (${String(correct)}/${String(outcomes.length)})${verdict}`,
  );
}

function groupBy(outcomes: readonly QuestionOutcome[], key: (outcome: QuestionOutcome) => string) {
  const groups = new Map<string, QuestionOutcome[]>();
  for (const outcome of outcomes) {
    groups.set(key(outcome), [...(groups.get(key(outcome)) ?? []), outcome]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Per database, per category, single- and multi-table, overall; targets checked when asked. */
export function printSection(
  title: string,
  outcomes: readonly QuestionOutcome[],
  options: { hasTargets: boolean; byDatabase: boolean },
): void {
  console.log(`\n${title}`);
  if (options.byDatabase) {
    for (const [name, group] of groupBy(outcomes, (outcome) => outcome.question.db)) {
      printLine(`db ${name}`, group);
    }
  }
  for (const [name, group] of groupBy(outcomes, (outcome) => outcome.question.category)) {
    printLine(`category ${name}`, group);
  }
  const targets = options.hasTargets ? TARGETS : undefined;
  printLine(
    'single-table',
    outcomes.filter((outcome) => outcome.isSingleTable),
    targets?.singleTable,
  );
  printLine(
    'multi-table',
    outcomes.filter((outcome) => !outcome.isSingleTable),
  );
  printLine('overall', outcomes, targets?.overall);
  const count = (test: (outcome: QuestionOutcome) => boolean) =>
    String(outcomes.filter(test).length);
  console.log(
    `  wrong answers: ${count((o) => o.error === 'cannot map')} not mapped, ${count((o) => o.error !== undefined && o.error !== 'cannot map')} SQL errors; ${count((o) => o.hasNoGold)} questions whose gold SQL does not run`,
  );
}

/** Every wrong answer with its SQL or error, for tuning on the tuning databases only. */
export function printMisses(outcomes: readonly QuestionOutcome[]): void {
  for (const outcome of outcomes.filter((item) => !item.isCorrect)) {
    console.log(
      `\n✗ ${outcome.question.id} [${outcome.question.category}] ${outcome.question.question}`,
    );
    console.log(
      `  ours: ${outcome.sql ?? '-'}${outcome.error === undefined ? '' : `\n  error: ${outcome.error}`}`,
    );
    console.log(`  gold: ${outcome.question.gold[0]?.sql ?? '-'}`);
  }
}

/** Time to map a question (the engine alone, not the query), median and 95th percentile. */
export function printTimes(outcomes: readonly QuestionOutcome[]): void {
  const times = outcomes.map((outcome) => outcome.milliseconds).sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  console.log(
    `\nTime to map a question: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${String(times.length)} questions)`,
  );
}
