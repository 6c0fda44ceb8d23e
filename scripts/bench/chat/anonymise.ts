// Precision and recall of the chatbot's personal-data detector (issue 11) on the hand-labelled
// sentences of anonymise-set.ts, per kind and overall, for the tuning part and the held-out part.
// A found span counts only when its kind, start and end are exactly the labelled ones. From the
// repository root:
//   node scripts/bench/chat/anonymise.ts            # both parts
//   node scripts/bench/chat/anonymise.ts --misses   # also every missed or wrong span (tuning)
// Prints figures and PASS/FAIL against the targets (held-out part); never asserted in tests.
import '../../../packages/documents/src/workers/source-hooks.ts';

const { findPersonalData } =
  await import('../../../apps/middleware/src/chatbot/privacy/personal-data.ts');
const { PERSONAL_DATA_KINDS } =
  await import('../../../apps/middleware/src/chatbot/privacy/personal-data-kind.ts');
const { ANONYMISE_SET } = await import('./anonymise-set.ts');

type Sentence = (typeof ANONYMISE_SET)[number];
type Counts = { found: number; expected: number; correct: number };

const TARGETS = { precision: 0.95, recall: 0.9 };
const showMisses = process.argv.includes('--misses');

function scorePart(sentences: readonly Sentence[]) {
  const counts = new Map<string, Counts>();
  const count = (kind: string) => {
    const existing = counts.get(kind) ?? { found: 0, expected: 0, correct: 0 };
    counts.set(kind, existing);
    return existing;
  };
  const misses: string[] = [];
  for (const sentence of sentences) {
    const found = findPersonalData(sentence.text);
    const key = (span: { kind: string; start: number; end: number }) =>
      `${span.kind}:${span.start}:${span.end}`;
    const expected = new Set(sentence.spans.map(key));
    const got = new Set(found.map(key));
    for (const span of found) {
      const isCorrect = expected.has(key(span));
      for (const tally of [count(span.kind), count('overall')]) {
        tally.found += 1;
        tally.correct += isCorrect ? 1 : 0;
      }
      if (!isCorrect) {
        misses.push(`  extra ${span.kind} "${span.value}" in: ${sentence.text}`);
      }
    }
    for (const span of sentence.spans) {
      count(span.kind).expected += 1;
      count('overall').expected += 1;
      if (!got.has(key(span))) {
        const value = sentence.text.slice(span.start, span.end);
        misses.push(`  missed ${span.kind} "${value}" in: ${sentence.text}`);
      }
    }
  }
  return { counts, misses };
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const fixed = (value: number) => value.toFixed(3);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function printPart(title: string, sentences: readonly Sentence[], judged: boolean) {
  const { counts, misses } = scorePart(sentences);
  console.log(`\n${title} (${sentences.length} sentences)`);
  console.log(
    `  ${'kind'.padEnd(8)} ${'expected'.padStart(8)} ${'found'.padStart(6)}  precision  recall`,
  );
  for (const kind of [...PERSONAL_DATA_KINDS, 'overall']) {
    const tally = counts.get(kind) ?? { found: 0, expected: 0, correct: 0 };
    const precision = ratio(tally.correct, tally.found);
    const recall = ratio(tally.correct, tally.expected);
    const judgement =
      judged && kind === 'overall'
        ? `   ${verdict(precision >= TARGETS.precision)} precision (target >= ${TARGETS.precision}), ${verdict(recall >= TARGETS.recall)} recall (target >= ${TARGETS.recall})`
        : '';
    console.log(
      `  ${kind.padEnd(8)} ${String(tally.expected).padStart(8)} ${String(tally.found).padStart(6)}  ${fixed(precision).padStart(9)}  ${fixed(recall).padStart(6)}${judgement}`,
    );
  }
  if (showMisses) {
    console.log(misses.length === 0 ? '  no misses' : misses.join('\n'));
  }
}

console.log('Personal-data detector on the hand-labelled anonymisation set (issue 11 targets,');
console.log(`held-out part: precision >= ${TARGETS.precision}, recall >= ${TARGETS.recall})`);
printPart(
  'tune',
  ANONYMISE_SET.filter((sentence) => sentence.part === 'tune'),
  false,
);
printPart(
  'held-out',
  ANONYMISE_SET.filter((sentence) => sentence.part === 'held-out'),
  true,
);
