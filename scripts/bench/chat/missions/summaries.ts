// summarize on every document: at most 200 words, made only of the document's own sentences,
// each found verbatim on its page at its evidence range, and together the whole summary.
import type { DocumentSummary } from '../../../../apps/middleware/src/chatbot/missions/mission-result.ts';
import type { MissionDocument } from '../../../../apps/middleware/src/chatbot/missions/mission-input.ts';
import { percentile } from '../score.ts';
import { corporaOf, fixed, PARTS, partLine, row, share } from './figures.ts';
import { resultOf, type MissionRun } from './run-missions.ts';

// SPEC §3 via the engine: a summary is at most 200 words.
const MAX_WORDS = 200;

/** Why a summary fails, or undefined when it holds. */
function faultOf(
  summary: DocumentSummary | undefined,
  document: MissionDocument,
): string | undefined {
  const hasText = document.pages.some((page) => page.text.trim() !== '');
  if (!summary || summary.summary.trim() === '') {
    return hasText ? 'empty summary of a document with text' : undefined;
  }
  const words = wordsOf(summary.summary).length;
  if (words > MAX_WORDS) {
    return `${words} words`;
  }
  for (const evidence of summary.sentences) {
    const page = document.pages.find((candidate) => candidate.page === evidence.page);
    const onPage = page?.text.slice(evidence.charStart, evidence.charEnd);
    if (evidence.fileId !== document.fileId || onPage !== evidence.quote) {
      return `sentence not on page ${evidence.page} at ${evidence.charStart}-${evidence.charEnd}: "${evidence.quote.slice(0, 60)}"`;
    }
  }
  const quoted = summary.sentences.map((evidence) => evidence.quote).join(' ');
  if (wordsOf(quoted).join(' ') !== wordsOf(summary.summary).join(' ')) {
    return `summary is not its quoted sentences: "${summary.summary.slice(0, 80)}" vs "${quoted.slice(0, 80)}"`;
  }
  return undefined;
}

function wordsOf(text: string): string[] {
  return text.split(/\s+/u).filter((word) => word !== '');
}

/** The share of documents whose summary holds, per corpus and part, and the word counts. */
export function printSummaries(runs: readonly MissionRun[], showMisses: boolean): void {
  const judged = runs.map((run) => {
    const summary = resultOf(run, 'summarize').summaries[0];
    return { run, summary, fault: faultOf(summary, run.bench.document) };
  });
  console.log(
    `\n3. summarize: at most ${MAX_WORDS} words, every sentence verbatim on its page at its evidence range`,
  );
  const widths = [14, 9, 5, 6, 10, 10, 6];
  console.log(
    `  ${row(['corpus', 'part', 'docs', 'holds', 'words p50', 'words max', 'share'], widths)}`,
  );
  for (const corpus of new Set(runs.map((run) => run.bench.corpus))) {
    const items = judged.filter((item) => item.run.bench.corpus === corpus);
    const holds = items.filter((item) => item.fault === undefined).length;
    const words = items.map((item) => wordsOf(item.summary?.summary ?? '').length);
    const part = items[0]?.run.bench.part ?? 'tune';
    const cells = [corpus, part, items.length, holds, percentile(words, 0.5), Math.max(...words)];
    console.log(`  ${row([...cells, fixed(share(holds, items.length))], widths)}`);
  }
  for (const part of PARTS) {
    const items = judged.filter((item) => item.run.bench.part === part);
    const holds = items.filter((item) => item.fault === undefined).length;
    const corpora = corporaOf(
      items.map((item) => item.run.bench),
      part,
    );
    console.log(
      partLine(part, `(${corpora}) summaries that hold`, share(holds, items.length), {
        ok: (value) => value === 1,
        text: '100%',
      }),
    );
  }
  if (showMisses) {
    for (const { run, fault } of judged) {
      if (fault !== undefined) {
        console.log(`    ${run.bench.corpus}/${run.bench.document.fileName}: ${fault}`);
      }
    }
  }
}
