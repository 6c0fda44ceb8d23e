// detect-sensitive-data on invoices and receipts, for information: companies' IBANs, tax ids,
// e-mails and phones are expected there, so the counts say what a user would be shown.
import type { PersonalDataKind } from '../../../../apps/middleware/src/chatbot/privacy/personal-data-kind.ts';
import { PERSONAL_DATA_KINDS } from '../../../../apps/middleware/src/chatbot/privacy/personal-data-kind.ts';
import { percentile } from '../score.ts';
import { row } from './figures.ts';
import { resultOf, type MissionRun } from './run-missions.ts';

// A company's invoice names no private person and carries no card number, as a rule: these are
// the findings to read by hand.
const SUSPECT_KINDS: readonly PersonalDataKind[] = ['name', 'card'];

/** Findings by kind per corpus (total and documents with one), and the time per document. */
export function printSensitiveData(runs: readonly MissionRun[], showMisses: boolean): void {
  const invoices = runs.filter((run) => run.bench.kind !== 'article');
  console.log(
    '\n4. detect-sensitive-data on invoices and receipts (information): findings by kind, per corpus (documents with one in brackets)',
  );
  const widths = [14, 5, ...PERSONAL_DATA_KINDS.map(() => 8), 8, 8];
  console.log(`  ${row(['corpus', 'docs', ...PERSONAL_DATA_KINDS, 'per doc', 'ms p50'], widths)}`);
  for (const corpus of new Set(invoices.map((run) => run.bench.corpus))) {
    const items = invoices.filter((run) => run.bench.corpus === corpus);
    const findings = items.map((run) => resultOf(run, 'sensitive-data').findings);
    const cells = PERSONAL_DATA_KINDS.map((kind: PersonalDataKind) => {
      const ofKind = findings.map((list) => list.filter((finding) => finding.type === kind).length);
      const total = ofKind.reduce((sum, count) => sum + count, 0);
      return `${total} (${ofKind.filter((count) => count > 0).length})`;
    });
    const perDocument = (findings.flat().length / items.length).toFixed(1);
    const times = items.map((run) => run.times.get('detect-sensitive-data') ?? Number.NaN);
    console.log(
      `  ${row([corpus, items.length, ...cells, perDocument, percentile(times, 0.5).toFixed(2)], widths)}`,
    );
  }
  if (showMisses) {
    console.log('  names and cards found (the kinds least expected on a company document):');
    for (const run of invoices) {
      const found = resultOf(run, 'sensitive-data').findings.filter((finding) =>
        SUSPECT_KINDS.includes(finding.type),
      );
      if (found.length > 0) {
        const values = found.map((finding) => `${finding.type} "${finding.value}"`).join(', ');
        console.log(`    ${run.bench.corpus}/${run.bench.document.fileName}: ${values}`);
      }
    }
  }
}
