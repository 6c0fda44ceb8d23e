// Execution accuracy of the built-in question-to-SQL engine (issue 12, "Quality, measured by
// scripts/bench/chat"), scored as text2sql-dev's README defines it. Each database's XLSX goes
// through the training's sheet reader and table builder; every question goes through
// questionToSql; its SQL runs on the loaded tables. Held-out split: the engine is tuned on
// restaurants and yelp, geography is held out. The Spanish accounting set beside this bench
// (accounting-es/, its own workbook) is held out too and reported on its own. From the repository
// root:
//   node scripts/bench/chat/text2sql.ts            # every figure
//   node scripts/bench/chat/text2sql.ts --misses   # also the tuning databases' wrong answers
// Prints figures and PASS/FAIL against the targets; never asserted in tests.
import '../../../packages/documents/src/workers/source-hooks.ts';

const { hasText2sqlDev, loadAccountingSet, loadText2sqlDev } =
  await import('./text2sql/question-sets.ts');
const { checkGold, runDatabase } = await import('./text2sql/bench-run.ts');
const { loadQuestionRunner } = await import('./text2sql/table-loader.ts');
const { printMisses, printSection, printTimes } = await import('./text2sql/report.ts');
const { openTestDatabase } = await import('../../../apps/middleware/src/db/testing.ts');

const HELD_OUT = 'geography';

if (!hasText2sqlDev()) {
  console.log('text2sql-dev not found (set FOLIO_DATASETS_DIR)');
  process.exit(1);
}
const showMisses = process.argv.includes('--misses');
const today = new Date().toISOString().slice(0, 10);

const databases = await loadText2sqlDev();
const db = await openTestDatabase();
const runner = await loadQuestionRunner();
console.log(`Built-in question-to-SQL engine on text2sql-dev (issue 12), today = ${today}`);
console.log(
  runner
    ? "  the engine's SQL runs through the product's guard and reader role (runQuestionSql)"
    : "  runQuestionSql does not load under plain node: the engine's SQL runs unguarded",
);
for (const database of databases) {
  const check = await checkGold(db, database);
  console.log(
    `  ${database.name}: ${String(database.questions.length)} questions; gold SQL on the loaded workbook gives its stored rows for ${String(check.matching)}/${String(check.total)} alternatives`,
  );
}
const outcomes = [];
for (const database of databases) {
  outcomes.push(...(await runDatabase(db, database, today, runner)));
}
const tuning = outcomes.filter((outcome) => outcome.question.db !== HELD_OUT);
const heldOut = outcomes.filter((outcome) => outcome.question.db === HELD_OUT);

printSection('All of text2sql-dev', outcomes, { hasTargets: true, byDatabase: true });
printSection(
  `Tuning databases (${[...new Set(tuning.map((o) => o.question.db))].join(', ')})`,
  tuning,
  {
    hasTargets: true,
    byDatabase: false,
  },
);
printSection(`Held out: ${HELD_OUT} (never tuned on)`, heldOut, {
  hasTargets: true,
  byDatabase: false,
});

const accounting = await loadAccountingSet();
if (accounting === undefined) {
  console.log('\naccounting-es: not there yet (scripts/bench/chat/accounting-es/)');
} else {
  const accountingOutcomes = await runDatabase(db, accounting, today, runner);
  printSection(
    `accounting-es (Spanish accounting workbook, held out: ${String(accounting.questions.length)} questions)`,
    accountingOutcomes,
    { hasTargets: true, byDatabase: false },
  );
}
printTimes(outcomes);
if (showMisses) {
  printMisses(tuning);
}
await db.close();
