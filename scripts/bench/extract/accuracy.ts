// Runs the engine on every labelled document of a corpus and scores it (README "How a result is
// scored"): per field and per corpus accuracy, line-item precision, recall and F1.
import { readFileSync } from 'node:fs';

import {
  type ExtractionResult,
  extractWithSecondLook,
} from '../../../apps/middleware/src/extractor/engine/index.ts';
import { stateOf } from '../../../apps/middleware/src/extractor/document-states.ts';
import { BENCH_CONFIGURATION, type LabelledDocument, SCORED_FIELDS } from './dataset.ts';
import { readPagesCached } from './page-cache.ts';
import { type Outcome, pairLines, type ProducedLine, scoreField } from './score.ts';

/** Counts of one field over a corpus. */
export type FieldTally = Record<Outcome, number>;

/** A corpus's score. */
export type CorpusScore = {
  corpus: string;
  documents: number;
  fields: Record<string, FieldTally>;
  lines: { expected: number; produced: number; paired: number };
  /** One line per wrong or missing field, for tuning. */
  misses: string[];
  /** Milliseconds per document (read + extract). */
  times: number[];
  /**
   * The engine's own checks against the truth: documents whose amounts are wrong or right, how
   * many of each the arithmetic checks flagged, and how many wrong ones were still auto-verified.
   */
  checks: {
    wrong: number;
    wrongFlagged: number;
    right: number;
    rightFlagged: number;
    wrongAutoVerified: number;
  };
};

const AMOUNT_FIELDS = new Set(['total', 'net_total', 'tax_total']);
const ARITHMETIC_CHECKS = new Set(['TOTALS_MISMATCH', 'LINES_MISMATCH']);
const isArithmeticCheck = (code: string): boolean => ARITHMETIC_CHECKS.has(code);

function producedLines(result: ExtractionResult): ProducedLine[] {
  return result.rows.map((row) => {
    const description = row.cells['description']?.value;
    const amount = row.cells['amount']?.value;
    return {
      ...(typeof description === 'string' ? { description } : {}),
      ...(typeof amount === 'number' ? { amount } : {}),
    };
  });
}

/** Scores one corpus; with `isCacheOn`, pages already read by the same reader are not read again. */
export async function scoreCorpus(
  corpus: string,
  documents: readonly LabelledDocument[],
  isCacheOn: boolean,
): Promise<CorpusScore> {
  const score: CorpusScore = {
    corpus,
    documents: documents.length,
    fields: {},
    lines: { expected: 0, produced: 0, paired: 0 },
    misses: [],
    times: [],
    checks: { wrong: 0, wrongFlagged: 0, right: 0, rightFlagged: 0, wrongAutoVerified: 0 },
  };
  for (const field of SCORED_FIELDS) {
    score.fields[field] = { correct: 0, wrong: 0, missing: 0 };
  }
  for (const document of documents) {
    const started = performance.now();
    const pdf = new Uint8Array(readFileSync(document.path));
    const { result } = await extractWithSecondLook({
      configuration: BENCH_CONFIGURATION,
      pdf,
      read: (look) => readPagesCached(pdf, isCacheOn, look),
    });
    score.times.push(performance.now() - started);
    let isAnyAmountWrong = false;
    let isAnyFieldWrong = false;
    for (const field of SCORED_FIELDS) {
      const expected = document.header[field];
      const tally = score.fields[field];
      if (expected === undefined || tally === undefined) {
        continue;
      }
      const ours = result.fields[field]?.value;
      const outcome = scoreField(field, ours, expected);
      tally[outcome] += 1;
      if (outcome !== 'correct') {
        isAnyFieldWrong = true;
        isAnyAmountWrong ||= AMOUNT_FIELDS.has(field);
        score.misses.push(
          `${document.name} ${field}: ${outcome} (got ${JSON.stringify(ours)}, want ${JSON.stringify(expected)})`,
        );
      }
    }
    const isFlagged = result.warnings.some((warning) => isArithmeticCheck(warning.code));
    if (isAnyAmountWrong) {
      score.checks.wrong += 1;
      score.checks.wrongFlagged += isFlagged ? 1 : 0;
    } else {
      score.checks.right += 1;
      score.checks.rightFlagged += isFlagged ? 1 : 0;
      if (isFlagged) {
        const codes = result.warnings.map((warning) => warning.code).filter(isArithmeticCheck);
        score.misses.push(
          `${document.name}: flagged ${codes.join(', ')} though its amounts are right`,
        );
      }
    }
    const state = stateOf({ attributes: BENCH_CONFIGURATION.attributes, result });
    if (isAnyFieldWrong && state === 'auto_verified') {
      score.checks.wrongAutoVerified += 1;
      score.misses.push(`${document.name}: auto_verified with a wrong field`);
    }
    if (document.lines !== undefined) {
      const produced = producedLines(result);
      const paired = pairLines(produced, document.lines);
      score.lines.expected += document.lines.length;
      score.lines.produced += produced.length;
      score.lines.paired += paired;
      if (paired < document.lines.length || paired < produced.length) {
        score.misses.push(
          `${document.name} lines: ${paired} paired of ${document.lines.length} expected, ${produced.length} produced`,
        );
      }
    }
  }
  return score;
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;

/** Prints a corpus's table: per field, the corpus, line items. */
export function printScore(
  score: CorpusScore,
  showMisses: boolean,
): { correct: number; labelled: number } {
  console.log(`\n${score.corpus}: ${score.documents} documents`);
  let correct = 0;
  let labelled = 0;
  for (const [field, tally] of Object.entries(score.fields)) {
    const total = tally.correct + tally.wrong + tally.missing;
    if (total === 0) {
      continue;
    }
    correct += tally.correct;
    labelled += total;
    console.log(
      `  ${field.padEnd(16)} ${percent(tally.correct, total)}  (${tally.correct}/${total}; wrong ${tally.wrong}, missing ${tally.missing})`,
    );
  }
  console.log(
    `  ${'header fields'.padEnd(16)} ${percent(correct, labelled)}  (${correct}/${labelled})`,
  );
  const { expected, produced, paired } = score.lines;
  if (expected > 0) {
    const precision = produced === 0 ? 0 : paired / produced;
    const recall = paired / expected;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    console.log(
      `  line items       precision ${precision.toFixed(2)} recall ${recall.toFixed(2)} F1 ${f1.toFixed(2)} (${paired} paired, ${produced} produced, ${expected} expected)`,
    );
  }
  const { wrong, wrongFlagged, right, rightFlagged, wrongAutoVerified } = score.checks;
  console.log(
    `  arithmetic check flags ${wrongFlagged}/${wrong} documents with a wrong amount, ${rightFlagged}/${right} with right amounts; wrong yet auto_verified: ${wrongAutoVerified}`,
  );
  if (showMisses) {
    for (const miss of score.misses) {
      console.log(`    - ${miss}`);
    }
  }
  return { correct, labelled };
}
