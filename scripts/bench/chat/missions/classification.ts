// classify-documents on real documents: invoices must be invoices, shop receipts receipts (an
// invoice is a lesser match: Malaysian receipts are headed 'TAX INVOICE'), and encyclopaedia
// articles reports or 'other', never a business document they are not.
import type { DocumentClass } from '../../../../apps/middleware/src/chatbot/missions/document-class-cues.ts';
import type { Kind, Part } from './corpora.ts';
import { corporaOf, fixed, oneLine, PARTS, partLine, row, share } from './figures.ts';
import { resultOf, type MissionRun } from './run-missions.ts';

type Outcome = 'exact' | 'lesser' | 'wrong';

const ACCEPTED: Readonly<Record<Kind, { exact: DocumentClass[]; lesser: DocumentClass[] }>> = {
  invoice: { exact: ['invoice'], lesser: [] },
  receipt: { exact: ['receipt'], lesser: ['invoice'] },
  article: { exact: ['report', 'other'], lesser: [] },
};
const TARGET = 0.9;
const QUOTE_CHARS = 50;

function outcomeOf(kind: Kind, documentClass: DocumentClass): Outcome {
  const accepted = ACCEPTED[kind];
  if (accepted.exact.includes(documentClass)) {
    return 'exact';
  }
  return accepted.lesser.includes(documentClass) ? 'lesser' : 'wrong';
}

function classificationOf(run: MissionRun) {
  const classification = resultOf(run, 'classify-documents').classifications[0];
  if (!classification) {
    throw new Error(`no classification for ${run.bench.document.fileName}`);
  }
  return classification;
}

/** Accuracy per corpus and part (a lesser match counts, and is counted apart), the confusions. */
export function printClassification(runs: readonly MissionRun[], showMisses: boolean): void {
  const judged = runs.map((run) => {
    const classification = classificationOf(run);
    return {
      run,
      classification,
      outcome: outcomeOf(run.bench.kind, classification.documentClass),
    };
  });
  console.log('\n1. classify-documents: accuracy (a receipt classed as invoice is a lesser match)');
  const widths = [14, 9, 5, 6, 7, 6, 9];
  console.log(
    `  ${row(['corpus', 'part', 'docs', 'exact', 'lesser', 'wrong', 'accuracy'], widths)}`,
  );
  const corpora = [...new Set(runs.map((run) => run.bench.corpus))];
  for (const corpus of corpora) {
    const items = judged.filter((item) => item.run.bench.corpus === corpus);
    const count = (outcome: Outcome) => items.filter((item) => item.outcome === outcome).length;
    const accuracy = share(items.length - count('wrong'), items.length);
    const part = items[0]?.run.bench.part ?? 'tune';
    const cells = [corpus, part, items.length, count('exact'), count('lesser'), count('wrong')];
    console.log(`  ${row([...cells, fixed(accuracy)], widths)}`);
  }
  for (const part of PARTS) {
    const items = judged.filter((item) => item.run.bench.part === part);
    const right = items.filter((item) => item.outcome !== 'wrong').length;
    const exact = items.filter((item) => item.outcome === 'exact').length;
    const corpora = corporaOf(
      runs.map((run) => run.bench),
      part,
    );
    const accuracy = partLine(part, `(${corpora}) accuracy`, share(right, items.length), {
      ok: (value) => value >= TARGET,
      text: `>= ${TARGET}`,
    });
    console.log(`${accuracy}; exact only ${fixed(share(exact, items.length))}`);
  }
  printConfusion(
    judged.map(({ run, classification }) => ({ run, got: classification.documentClass })),
  );
  if (showMisses) {
    printMisses(judged.filter((item) => item.outcome !== 'exact'));
  }
}

function printConfusion(items: readonly { run: MissionRun; got: DocumentClass }[]): void {
  console.log('  confusion (expected kind -> class given: documents)');
  for (const part of PARTS) {
    for (const kind of ['invoice', 'receipt', 'article'] as const) {
      const counts = new Map<DocumentClass, number>();
      for (const item of items) {
        if (item.run.bench.part === part && item.run.bench.kind === kind) {
          counts.set(item.got, (counts.get(item.got) ?? 0) + 1);
        }
      }
      if (counts.size > 0) {
        const cells = [...counts].sort((a, b) => b[1] - a[1]).map(([got, n]) => `${got} ${n}`);
        console.log(`    ${part.padEnd(9)} ${kind.padEnd(8)} -> ${cells.join(', ')}`);
      }
    }
  }
}

function printMisses(
  items: readonly {
    run: MissionRun;
    classification: ReturnType<typeof classificationOf>;
    outcome: Outcome;
  }[],
): void {
  console.log('  not classed as expected (the cues that decided):');
  for (const { run, classification, outcome } of items) {
    const cues = classification.cues.map(
      (cue) => `${cue.cue} (${cue.weight}) "${oneLine(cue.evidence.quote).slice(0, QUOTE_CHARS)}"`,
    );
    const { corpus, kind, part } = run.bench;
    console.log(
      `    ${outcome === 'lesser' ? 'lesser' : 'wrong '} ${partTag(part)} ${corpus}/${run.bench.document.fileName}: ${classification.documentClass} (confidence ${classification.confidence}), expected ${kind}; ${cues.length === 0 ? 'no class scored enough' : cues.join('; ')}`,
    );
  }
}

function partTag(part: Part): string {
  return part === 'tune' ? '[tune]' : '[held]';
}
