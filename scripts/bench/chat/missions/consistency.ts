// validate-consistency on real invoices and receipts, which add up: every inconsistency reported
// is a false alarm. Then a copy of each invoice whose answers give the total, net and tax, with
// its total changed in one place: the mission must report an inconsistency quoting that place.
import type { Inconsistency } from '../../../../apps/middleware/src/chatbot/missions/mission-result.ts';
import { validateConsistency } from '../../../../apps/middleware/src/chatbot/missions/validate-consistency.ts';
import { corporaOf, fixed, oneLine, PARTS, partLine, row, share } from './figures.ts';
import { resultOf, type MissionRun } from './run-missions.ts';
import { tamperTotal, type TamperedCopy } from './tamper-total.ts';

const TARGETS = { falseAlarms: 0.1, detection: 0.8 };
const QUOTE_CHARS = 60;

/** False alarms per corpus and part, with the kinds reported; then the detection of a change. */
export function printConsistency(runs: readonly MissionRun[], showMisses: boolean): void {
  const invoices = runs.filter((run) => run.bench.kind !== 'article');
  const alarms = invoices.map((run) => ({
    run,
    inconsistencies: resultOf(run, 'validate-consistency').inconsistencies,
  }));
  console.log(
    '\n2. validate-consistency: false alarms on real invoices and receipts (documents with at least one inconsistency reported / documents)',
  );
  const widths = [14, 9, 5, 8, 8, 7, 7, 7, 6];
  console.log(
    `  ${row(['corpus', 'part', 'docs', 'alarmed', 'reported', 'values', 'sums', 'dates', 'rate'], widths)}`,
  );
  for (const corpus of new Set(invoices.map((run) => run.bench.corpus))) {
    const items = alarms.filter((item) => item.run.bench.corpus === corpus);
    const reported = items.flatMap((item) => item.inconsistencies);
    const ofKind = (kind: Inconsistency['kind']) => reported.filter((i) => i.kind === kind).length;
    const alarmed = items.filter((item) => item.inconsistencies.length > 0).length;
    const part = items[0]?.run.bench.part ?? 'tune';
    const cells = [corpus, part, items.length, alarmed, reported.length];
    const kinds = [ofKind('different-values'), ofKind('sum-mismatch'), ofKind('end-before-start')];
    console.log(`  ${row([...cells, ...kinds, fixed(share(alarmed, items.length))], widths)}`);
  }
  for (const part of PARTS) {
    const items = alarms.filter((item) => item.run.bench.part === part);
    const alarmed = items.filter((item) => item.inconsistencies.length > 0).length;
    const corpora = corporaOf(
      items.map((item) => item.run.bench),
      part,
    );
    console.log(
      partLine(part, `(${corpora}) false-alarm rate`, share(alarmed, items.length), {
        ok: (value) => value <= TARGETS.falseAlarms,
        text: `<= ${TARGETS.falseAlarms}`,
      }),
    );
  }
  if (showMisses) {
    console.log('  false alarms:');
    for (const { run, inconsistencies } of alarms) {
      for (const inconsistency of inconsistencies) {
        console.log(
          `    ${run.bench.corpus}/${run.bench.document.fileName}: ${describe(inconsistency)}`,
        );
      }
    }
  }
  printDetection(invoices, showMisses);
}

function printDetection(invoices: readonly MissionRun[], showMisses: boolean): void {
  const tampered = invoices.flatMap((run) => {
    const { total, net_total: net, tax_total: tax } = run.bench.header;
    if (typeof total !== 'number') {
      return [];
    }
    const copy = tamperTotal(run.bench.document, total);
    const found = copy && validateConsistency({ documents: [copy.document], language: 'en' });
    const inconsistencies = found?.inconsistencies ?? [];
    const isCaught = copy !== undefined && quotesChange(inconsistencies, copy);
    const hasParts = typeof net === 'number' && typeof tax === 'number';
    return [{ run, copy, inconsistencies, isCaught, hasParts }];
  });
  const judged = tampered.filter((item) => item.hasParts);
  console.log(
    '\n   detection: a copy of each invoice whose answers give total, net and tax, with its total changed where the document states it; caught = an inconsistency quotes the change',
  );
  const widths = [14, 9, 9, 9, 7, 6];
  console.log(`  ${row(['corpus', 'part', 'labelled', 'changed', 'caught', 'rate'], widths)}`);
  for (const corpus of new Set(judged.map((item) => item.run.bench.corpus))) {
    const items = judged.filter((item) => item.run.bench.corpus === corpus);
    const changed = items.filter((item) => item.copy !== undefined).length;
    const caught = items.filter((item) => item.isCaught).length;
    const part = items[0]?.run.bench.part ?? 'tune';
    const cells = [corpus, part, items.length, changed, caught, fixed(share(caught, changed))];
    console.log(`  ${row(cells, widths)}`);
  }
  for (const part of PARTS) {
    const items = judged.filter((item) => item.run.bench.part === part && item.copy);
    const caught = items.filter((item) => item.isCaught).length;
    const corpora = corporaOf(
      items.map((item) => item.run.bench),
      part,
    );
    const label = `(${corpora}, ${items.length} changed) detection rate`;
    console.log(
      partLine(part, label, share(caught, items.length), {
        ok: (value) => value >= TARGETS.detection,
        text: `>= ${TARGETS.detection}`,
      }),
    );
  }
  for (const part of PARTS) {
    // Information: the same change on every invoice with a labelled total, parts labelled or not.
    const items = tampered.filter((item) => item.run.bench.part === part && item.copy);
    const caught = items.filter((item) => item.isCaught).length;
    console.log(
      `  ${part.padEnd(9)} (information) every invoice with a labelled total: ${caught} of ${items.length} changes caught, ${fixed(share(caught, items.length))}`,
    );
  }
  if (showMisses) {
    console.log('  changes not caught (invoices with total, net and tax labelled):');
    for (const { run, copy, inconsistencies, isCaught } of judged) {
      const name = `${run.bench.corpus}/${run.bench.document.fileName}`;
      if (!copy) {
        console.log(`    ${name}: total ${String(run.bench.header.total)} not found in the text`);
      } else if (!isCaught) {
        const reported = inconsistencies.map(describe).join(' || ') || 'nothing reported';
        const change = `"${oneLine(copy.original)}" -> "${oneLine(copy.changed)}"`;
        console.log(`    ${name}: ${change} on page ${copy.page}; ${reported}`);
      }
    }
  }
}

/** Whether an inconsistency quotes the changed digit. */
function quotesChange(inconsistencies: readonly Inconsistency[], copy: TamperedCopy): boolean {
  return inconsistencies.some((inconsistency) =>
    [
      ...inconsistency.evidence,
      ...(inconsistency.kind === 'different-values'
        ? inconsistency.values.map((value) => value.evidence)
        : []),
    ].some(
      (evidence) =>
        evidence.fileId === copy.document.fileId &&
        evidence.page === copy.page &&
        evidence.charStart <= copy.at &&
        copy.at < evidence.charEnd,
    ),
  );
}

function describe(inconsistency: Inconsistency): string {
  const quotes = inconsistency.evidence
    .map((evidence) => `"${oneLine(evidence.quote).slice(0, QUOTE_CHARS)}"`)
    .join(' ');
  switch (inconsistency.kind) {
    case 'different-values':
      return `different ${inconsistency.quantity}${inconsistency.qualifier ? ` ${inconsistency.qualifier}` : ''}: ${inconsistency.values.map((value) => value.text).join(' / ')} ${quotes}`;
    case 'sum-mismatch':
      return `sum ${inconsistency.total} stated ${inconsistency.stated} computed ${inconsistency.computed} ${quotes}`;
    case 'end-before-start':
      return `end ${inconsistency.end} before start ${inconsistency.start} ${quotes}`;
  }
}
